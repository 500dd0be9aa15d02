/**
 * Test-only: renders one of the portal's training pages as the manifest composes it (the page's
 * data, the project frame and the blocks in its slots) at an address, under the portal's own
 * training routes, with the fake training service. The blocks' tests assert what a visitor sees
 * on the real page, not on a block alone.
 */
import { Route, Routes } from 'react-router-dom';
import portal from '../../site-configs/portal/site.json';
import { PageRenderer } from '../../src/runtime/render/PageRenderer';
import type { PageDefinition, RouteDefinition } from '../../src/runtime/manifest/types';
import { renderWithRuntime } from '../testing/renderBlock';
import { fakeTrainingServices } from './fakeTrainingService';

const routes = (portal.routes as RouteDefinition[]).filter((route) =>
  route.path.startsWith('training/:trainId'),
);
const pages = portal.pages as unknown as Record<string, PageDefinition>;

export function renderTrainingPage(path: string, services = fakeTrainingServices()) {
  const result = renderWithRuntime(
    <Routes>
      {routes.map((route) => (
        <Route
          key={route.path}
          path={`/${route.path}`}
          element={<PageRenderer page={pages[route.page]} pageName={route.page} />}
        />
      ))}
    </Routes>,
    { path, services: services.services, role: 'TEACHER' },
  );
  return { ...result, ...services };
}
