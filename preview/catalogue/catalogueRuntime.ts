/**
 * What the catalogue renders blocks with: the portal's real dependencies (environment from
 * /manifests/index.json, services against the stand-in, session, clock, visitor registry), the
 * portal manifest and the zh-CN messages, so a fixture renders as it would on a page. The UI
 * primitives (toast, confirm, dialog) come from the catalogue's own `useUiHost`.
 */
import { createPortalDeps } from '../../src/app/boot/createPortalDeps';
import { fetchMessages, fetchSiteBundle } from '../../src/runtime/boot/siteBundle';
import { fillEnvironmentNamesDeep } from '../../src/runtime/environment';
import { createTranslator } from '../../src/runtime/messages/translator';
import type { PortalDeps } from '../../src/runtime/boot/portalDeps';
import type { Runtime, RuntimeUi } from '../../src/runtime/RuntimeContext';
import type { SiteManifest } from '../../src/runtime/manifest/types';
import type { Translator } from '../../src/runtime/messages/translator';

export interface CatalogueBase {
  deps: PortalDeps;
  site: SiteManifest;
  t: Translator;
}

/** The site whose manifest (facts, link bases) blocks see in the catalogue. */
export const CATALOGUE_SITE_ID = 'portal';

let base: Promise<CatalogueBase> | null = null;

/** Built once per page: every block of the catalogue shares it. */
export function loadCatalogueBase(): Promise<CatalogueBase> {
  if (!base) {
    base = (async () => {
      const [deps, bundle, messages] = await Promise.all([
        createPortalDeps(),
        fetchSiteBundle(CATALOGUE_SITE_ID),
        fetchMessages('zh-CN'),
      ]);
      if (!bundle.manifest) throw new Error(`site ${CATALOGUE_SITE_ID} has no valid manifest`);
      return {
        deps,
        site: fillEnvironmentNamesDeep(bundle.manifest, deps.env),
        t: createTranslator(messages, messages),
      };
    })();
    base.catch(() => {
      base = null;
    });
  }
  return base;
}

/** `leave`: where a block's hand-off goes instead of the browser (the catalogue shows it). */
export function catalogueRuntime(
  base: CatalogueBase,
  ui: RuntimeUi,
  leave: (url: string) => void,
): Runtime {
  const { deps, site, t } = base;
  const { session } = deps;
  return {
    envName: deps.envName,
    env: deps.env,
    site,
    sitePrefix: '',
    lang: 'zh-CN',
    t,
    clock: deps.clock,
    services: deps.services,
    registry: deps.registry,
    session: {
      waiting: false,
      loggedIn: session.loggedIn,
      user: session.user,
      role: session.role,
      roles: session.roles,
      login: () => undefined,
      logout: () => session.logout(),
    },
    ui,
    theme: site.theme.default,
    themeParam: null,
    mode: 'preview',
    leave,
  };
}
