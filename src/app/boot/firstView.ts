/**
 * What the first render needs, made ready before it (issue 17 point 4: no reveal delay). Left to
 * React, the first render suspends on the site's manifest, then each block of the page suspends
 * on its code: React commits the startup fallback and then holds every later reveal for its
 * throttle (300 ms) while the main thread idles. Instead the entry waits for the manifest and
 * catalogues of the site the address shows, and for the code of the blocks of the page its route
 * shows (slots included, and the page-data store when the page declares data), and for the
 * blocks' early start (`prefetch`: a channel's sections, hydrated, with their blocks' code),
 * then renders once, the sections in the first frame — nothing moves when they arrive (CLS).
 * A guarded page's blocks start nothing before their gate has decided: code only.
 *
 * A slow chunk never holds the page longer than FIRST_VIEW_WAIT_MS: after it the page renders
 * and whatever is still loading suspends as before.
 */
import { matchRoutes } from 'react-router-dom';
import type { PortalDeps } from '../../runtime/boot/portalDeps';
import type { BlockInstance, PageDefinition } from '../../runtime/manifest/types';
import { fillEnvironmentNamesDeep } from '../../runtime/environment';
import { langFromQuery } from '../../runtime/messages/translator';
import { preloadBlockCode } from '../../runtime/render/blockComponents';
import { loadRules } from '../../runtime/rules/lazyRules';
import { preloadPageDataProvider } from '../../runtime/render/PageRenderer';
import { routePath } from '../../runtime/routing/SiteRoutes';
import { resolveSite, sitePrefix } from '../../runtime/site/resolveSite';

/** The longest the first render waits for block code after the manifest is there. */
export const FIRST_VIEW_WAIT_MS = 1500;

const blocksWithSlots = (blocks: readonly BlockInstance[]): BlockInstance[] =>
  blocks.flatMap((block) => [
    block,
    ...Object.values(block.slots ?? {}).flatMap((children) => blocksWithSlots(children)),
  ]);

/** Where the first view is: what `window.location` says. */
export interface FirstViewAddress {
  host: string;
  pathname: string;
  search: string;
}

/**
 * What the address shows: a page the server may render ('page'), a page behind a route guard
 * ('guarded': decided live), a page with a block that takes input ('interactive': see
 * `BlockLoader.firstView`), or nothing the runtime can prepare ('none': no site, no valid
 * manifest, no such route; the render shows its error or not-found screen). Only 'page' is
 * rendered on the server (src/entry-server.tsx).
 */
export type FirstViewKind = 'page' | 'guarded' | 'interactive' | 'none';

/**
 * Resolves when the first view's manifest is there and its page's code has loaded (or
 * FIRST_VIEW_WAIT_MS after the manifest); never rejects: a failure is left to the render.
 */
export async function prepareFirstView(
  deps: Pick<PortalDeps, 'sites' | 'siteResources' | 'registry' | 'services' | 'env'>,
  address: FirstViewAddress,
  waitMs = FIRST_VIEW_WAIT_MS,
): Promise<FirstViewKind> {
  try {
    const entry = resolveSite(deps.sites, address.host, address.pathname);
    if (!entry) return 'none';
    const resources = await deps.siteResources(entry.id, langFromQuery(address.search));
    const manifest = resources.manifest;
    if (!manifest || resources.problems.length > 0) return 'none';
    const prefix = sitePrefix(entry, address.host, address.pathname);
    const matched = matchRoutes(
      manifest.routes.map((route) => ({
        path: routePath(prefix, route.path),
        page: route.page,
        guard: route.guard,
      })),
      address.pathname,
    );
    const pageName = matched?.[matched.length - 1]?.route.page;
    const page: PageDefinition | undefined =
      pageName !== undefined && Object.hasOwn(manifest.pages, pageName)
        ? manifest.pages[pageName]
        : undefined;
    if (!page || !Array.isArray(page.blocks)) return 'none';
    const query = new URLSearchParams(address.search);
    const context = { services: deps.services, registry: deps.registry, query };
    // Guarded pages decide first and their blocks ask for nothing before: code only for them.
    const guarded = matched?.[matched.length - 1]?.route.guard !== undefined;
    const blocks = blocksWithSlots(page.blocks);
    const shownOnServer = blocks.every(
      (block) => deps.registry.byType(block.type)?.firstView === 'server',
    );
    const loads = blocks.flatMap((block) => {
      const loader = deps.registry.byType(block.type);
      if (!loader) return [];
      // Props as the page renders them: environment names (`{{channels.kpzy}}`) filled in.
      const props = fillEnvironmentNamesDeep(block.props ?? {}, deps.env);
      const early = guarded ? undefined : loader.prefetch?.(props, context);
      return [preloadBlockCode(loader), ...(early ? [early] : [])];
    });
    if (page.data) loads.push(preloadPageDataProvider());
    // The rules engine, when the first render reads a rule: a block's or a menu item's
    // `visibleWhen` (the route's guard decides with it too).
    const readsRules =
      guarded ||
      blocks.some((block) => block.visibleWhen !== undefined) ||
      (manifest.header?.menu ?? []).some((item) => item.visibleWhen !== undefined);
    if (readsRules) loads.push(loadRules().then(() => undefined));
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all(loads),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
      }),
    ]);
    clearTimeout(timer);
    if (guarded) return 'guarded';
    return shownOnServer ? 'page' : 'interactive';
  } catch (error) {
    console.error('the first view could not be prepared', error);
    return 'none';
  }
}
