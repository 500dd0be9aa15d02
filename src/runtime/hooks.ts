/** Hooks through which blocks read the runtime: messages, links, time, services. */
import { useCallback, useEffect, useState } from 'react';
import { useRuntime } from './RuntimeContext';
import { addressHref, dataLink, type DataLink } from './links/linkPolicy';
import type { MessageParams } from './messages/translator';
import type { PortalServices } from '../services/portalServices';

export function useT(): (textOrRef: string, params?: MessageParams) => string {
  return useRuntime().t;
}

export function useServices(): PortalServices {
  return useRuntime().services;
}

/** The page the links are on (relative references resolve against it, as the browser does). */
function pageContext(): { origin: string; base: string } {
  if (typeof window === 'undefined') return { origin: 'http://localhost', base: '/' };
  return { origin: window.location.origin, base: window.location.href };
}

/**
 * Returns the link policy's decision for a link from data (links/linkPolicy.ts): an in-site
 * path with x-edu-theme carried, an external address through the /externalLink interstitial
 * (`leaves: true`), or undefined when there must be no link (javascript:, data:, a path that
 * some reader could take for another host…).
 */
export function useDataLink(): (href: string | undefined | null) => DataLink | undefined {
  const { themeParam } = useRuntime();
  return useCallback(
    (href) => dataLink(href, { ...pageContext(), theme: themeParam }),
    [themeParam],
  );
}

/** The href of a link from data (see useDataLink), or undefined when there must be no link. */
export function useSafeHref(): (href: string | undefined | null) => string | undefined {
  const link = useDataLink();
  return useCallback((href) => link(href)?.href, [link]);
}

/**
 * For addresses the page loads (media sources, a modal's frame) or the platform configures
 * (account centre, installer): in-site paths with x-edu-theme carried, an external address as
 * it is (no interstitial), undefined when refused.
 */
export function useSafeUrl(): (url: string | undefined | null) => string | undefined {
  const { themeParam } = useRuntime();
  return useCallback(
    (url) => addressHref(url, { ...pageContext(), theme: themeParam }),
    [themeParam],
  );
}

/** The runtime clock's time, re-read every `intervalMs` (and whenever the clock jumps). */
export function useNow(intervalMs?: number): number {
  const { clock } = useRuntime();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const unsubscribe = clock.subscribe(() => setNow(clock.now()));
    const timer = intervalMs ? setInterval(() => setNow(clock.now()), intervalMs) : undefined;
    return () => {
      unsubscribe();
      if (timer) clearInterval(timer);
    };
  }, [clock, intervalMs]);
  return now;
}
