/**
 * Which page of a site shows a gate, so a truth-table cell opens the live preview where QA can
 * press the gated button: the first page holding a `gate-buttons` block with a button on that
 * gate, at its first route without parameters; else a parameterless route guarded by the gate;
 * else the site home.
 */
import type { SiteManifest } from '../../src/runtime/manifest/types';

function pathOf(routePath: string): string {
  return `/${routePath.replace(/^\/+/, '')}`;
}

export function gatePage(manifest: SiteManifest, gateName: string): string {
  const plainRoutes = manifest.routes.filter((route) => !route.path.includes(':'));
  for (const [pageName, page] of Object.entries(manifest.pages)) {
    const hasButton = page.blocks.some((block) => {
      if (block.type !== 'gate-buttons') return false;
      const buttons = (block.props as { buttons?: { gate?: unknown }[] } | undefined)?.buttons;
      return Array.isArray(buttons) && buttons.some((button) => button?.gate === gateName);
    });
    const route = hasButton && plainRoutes.find((candidate) => candidate.page === pageName);
    if (route) return pathOf(route.path);
  }
  const guarded = plainRoutes.find((route) => route.guard === gateName);
  return guarded ? pathOf(guarded.path) : '/';
}
