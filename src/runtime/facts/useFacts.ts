/** The facts rules and blocks read, assembled from the runtime, the address and the clock. */
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useRuntime } from '../RuntimeContext';
import { useNow } from '../hooks';
import type { Facts } from './facts';
import { useSpecialSpaceQualified } from './specialSpaceFact';
import { siteRole } from '../../lib/roles';

export function useFacts(): Facts {
  const runtime = useRuntime();
  const location = useLocation();
  const params = useParams();
  // Re-read each minute: visibility rules based on dates change while a page stays open.
  const now = useNow(60_000);
  const specialSpaceQualified = useSpecialSpaceQualified();
  const { session, site, envName, theme, lang } = runtime;
  return useMemo(() => {
    const query: Record<string, string> = {};
    new URLSearchParams(location.search).forEach((value, key) => {
      query[key] = value;
    });
    const routeParams: Record<string, string> = {};
    for (const [key, value] of Object.entries(params))
      if (value !== undefined && key !== '*') routeParams[key] = value;
    return {
      loggedIn: session.loggedIn,
      user: session.user,
      role: siteRole(site.kind, session.role, session.roles),
      roles: session.roles,
      now,
      params: routeParams,
      query,
      site: { ...(site.facts ?? {}) },
      env: { name: envName },
      theme,
      lang,
      // Absent while the lookup runs, so a gate reading it loads (waits for) it.
      ...(specialSpaceQualified === undefined ? {} : { specialSpaceQualified }),
    };
  }, [session, site, envName, theme, lang, location.search, params, now, specialSpaceQualified]);
}
