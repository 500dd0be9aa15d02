/** One router for every site: each address is resolved to its site by SiteHost. */
import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SiteHost } from './SiteHost';
import { LoadingIndicator } from '../shell/screens/screens';
import type { PortalDeps } from './boot/portalDeps';

export function PortalApp(props: { deps: PortalDeps }) {
  const router = createBrowserRouter([
    {
      path: '*',
      element: (
        <Suspense fallback={<LoadingIndicator text="努力加载中…" />}>
          <SiteHost deps={props.deps} />
        </Suspense>
      ),
    },
  ]);
  return <RouterProvider router={router} />;
}
