/**
 * One router for every site: each address is resolved to its site by SiteHost. A declarative
 * BrowserRouter (not the data router): routes come from manifests at run time, and the data
 * router's loaders and actions would only add weight to the visitor's first download.
 */
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { FALLBACK_ERROR, FALLBACK_HOME, SiteHost } from './SiteHost';
import { ErrorScreen, LoadingIndicator } from '../runtime/screens/screens';
import { PartBoundary } from '../runtime/render/PartBoundary';
import { HydrationPhase } from '../runtime/render/hydration';
import type { PortalDeps } from '../runtime/boot/portalDeps';

export function PortalApp(props: { deps: PortalDeps }) {
  return (
    <BrowserRouter>
      <PortalSites deps={props.deps} />
    </BrowserRouter>
  );
}

/** Every site under a router: the browser's above, a static one on the server (entry-server). */
export function PortalSites(props: { deps: PortalDeps }) {
  return (
    <>
      {/* The last line before a white page: whatever escapes a site's own boundaries (its
          manifest or catalogue shaped in a way nothing expected) shows the error screen, in
          the texts that need no catalogue (the catalogue may be what failed). */}
      <PartBoundary
        part="the site"
        fallback={<ErrorScreen message={FALLBACK_ERROR} homeLabel={FALLBACK_HOME} homeHref="/" />}
      >
        <Suspense fallback={<LoadingIndicator text="努力加载中…" />}>
          <HydrationPhase>
            <SiteHost deps={props.deps} />
          </HydrationPhase>
        </Suspense>
      </PartBoundary>
    </>
  );
}
