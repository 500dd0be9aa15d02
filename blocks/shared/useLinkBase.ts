/** The base of section links on the current page (src/runtime/links/sectionLinks.ts). */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { linkBaseFor } from '../../src/runtime/links/sectionLinks';

/**
 * `explicit` (a prop handed down by the page) wins. Otherwise the current path decides; a
 * campaign served on its own host (matched by host, no path prefix) uses its site prefix.
 */
export function useLinkBase(explicit?: string): string {
  const { pathname } = useLocation();
  const { site, sitePrefix } = useRuntime();
  const hosts = site.match?.hosts;
  const kind = site.kind;
  return useMemo(() => {
    if (explicit !== undefined) return explicit;
    const host = typeof window === 'undefined' ? undefined : window.location.host;
    const hostBases: Record<string, string> = {};
    if (kind === 'campaign') for (const name of hosts ?? []) hostBases[name] = sitePrefix;
    return linkBaseFor(pathname, host, hostBases);
  }, [explicit, pathname, hosts, kind, sitePrefix]);
}
