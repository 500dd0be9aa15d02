/**
 * One router for every site: each address is resolved to its site by SiteHost. A declarative
 * BrowserRouter (not the data router): routes come from manifests at run time, and the data
 * router's loaders and actions would only add weight to the visitor's first download.
 */
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SiteHost } from './SiteHost';
import { LoadingIndicator } from '../shell/screens/screens';
import type { PortalDeps } from './boot/portalDeps';

export function PortalApp(props: { deps: PortalDeps }) {
  return (
    <BrowserRouter>
      <Suspense fallback={<LoadingIndicator text="努力加载中…" />}>
        <SiteHost deps={props.deps} />
      </Suspense>
    </BrowserRouter>
  );
}
