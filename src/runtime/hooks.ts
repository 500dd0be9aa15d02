/** Hooks through which blocks read the runtime: messages, links, time, services. */
import { useCallback, useEffect, useState } from 'react';
import { useRuntime } from './RuntimeContext';
import { carryTheme, isSafeHref } from './links/safeHref';
import type { MessageParams } from './messages/translator';
import type { PortalServices } from '../services/portalServices';

export function useT(): (textOrRef: string, params?: MessageParams) => string {
  return useRuntime().t;
}

export function useServices(): PortalServices {
  return useRuntime().services;
}

/**
 * Returns a function that makes a link safe to render: unsafe links (javascript:, data:…)
 * become undefined, site-relative paths get the site prefix when `relativeToSite`, and the
 * x-edu-theme parameter is carried over to in-site links.
 */
export function useSafeHref(): (href: string | undefined | null) => string | undefined {
  const { themeParam } = useRuntime();
  return useCallback(
    (href) => {
      if (!href || !isSafeHref(href)) return undefined;
      const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
      return carryTheme(href, themeParam, origin);
    },
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
