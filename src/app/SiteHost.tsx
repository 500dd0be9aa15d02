/**
 * Renders whichever site serves the current address: resolves it, loads its manifest and the
 * message catalogue, checks the manifest, builds the runtime and lays out header, routes and
 * footer. An invalid manifest never yields a white page: dev and preview show its problems,
 * production shows the generic error screen and logs them.
 */
import { Suspense, lazy, use, useEffect, useMemo, useRef, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { RuntimeContext, type Runtime } from '../runtime/RuntimeContext';
import { resolveSite, sitePrefix as prefixOf } from '../runtime/site/resolveSite';
import { fillEnvironmentNamesDeep } from '../runtime/environment';
import { createTranslator, langFromQuery } from '../runtime/messages/translator';
import { SiteRoutes, routePath } from '../runtime/routing/SiteRoutes';
import { PartBoundary } from '../runtime/render/PartBoundary';
import { preloadableLazy } from '../runtime/render/preloadableLazy';
import {
  ErrorScreen,
  LoadingIndicator,
  LoadingTextContext,
  ManifestErrorScreen,
} from '../runtime/screens/screens';
import { usePageViewTracking } from '../analytics/usePageViewTracking';
import { SiteHeader } from '../shell/header/SiteHeader';
import { SiteFooter } from '../shell/footer/SiteFooter';
import { DownloadBar } from '../shell/downloadBar/DownloadBar';
import { useUiHost } from '../shell/ui/UiHost';
import { THEME_QUERY_PARAM } from '../lib/specConstants';
import { themeTokenStyle } from '../shell/theme/themeTokenStyle';
import type { PortalDeps } from '../runtime/boot/portalDeps';
import { LoginState } from '../stores/sessionStore';
import { SERVER_SESSION, useHydrating } from '../runtime/render/hydration';
import { useSessionView } from './sessionView';
// The float bar's code is a chunk of its own (below), its look is in the entry's stylesheet: the
// server renders the bar into every first view, painted before any chunk loads (unstyled, its
// icons were page-wide at the foot of the page).
import '../shell/floatBar/floatBar.css';

/**
 * The float bar (help, feedback, app download, back to top) is never what a visitor came for:
 * its code is a chunk of its own, asked for as this module loads, so it arrives while the
 * manifest and the page are fetched, and stays out of the entry script.
 */
const loadFloatBar = () => import('../shell/floatBar/FloatBar');
void loadFloatBar().catch(() => undefined);
const FloatBar = lazy(() => loadFloatBar().then((module) => ({ default: module.FloatBar })));

/**
 * The identity dialogs concern signed-in visitors only (first-login choice, role switch): not in
 * an anonymous visitor's first view. The entry loads them before the first render when a login
 * is under way or remembered (main.tsx), so the first-login dialog comes with the login answer;
 * otherwise they load once the session says so.
 */
const identityDialogs = preloadableLazy(() =>
  import('../shell/dialogs/IdentityDialogs').then((module) => module.IdentityDialogs),
);

export const preloadIdentityDialogs = identityDialogs.preload;

/** The error screen's texts before (or without) a catalogue. */
export const FALLBACK_ERROR = '服务器开小差了，请稍后重试';
export const FALLBACK_HOME = '返回首页';
/** The delayed loading text while a site's manifest and catalogue load (before `t` exists). */
const FALLBACK_LOADING = '努力加载中…';

export const SiteHost = observer(function SiteHost(props: { deps: PortalDeps }) {
  const { deps } = props;
  const location = useLocation();
  const host = deps.host ?? window.location.host;
  const entry = resolveSite(deps.sites, host, location.pathname);
  const lang = langFromQuery(location.search);
  if (!entry)
    return <ErrorScreen message={FALLBACK_ERROR} homeLabel={FALLBACK_HOME} homeHref="/" />;
  // CORE-CHAN-14: a campaign site shows no loading text, not even while its manifest loads.
  return (
    <LoadingTextContext.Provider value={entry.kind !== 'campaign'}>
      <Suspense fallback={<LoadingIndicator text={FALLBACK_LOADING} />}>
        <SiteView
          deps={deps}
          siteId={entry.id}
          prefix={prefixOf(entry, host, location.pathname)}
          lang={lang}
          host={host}
        />
      </Suspense>
    </LoadingTextContext.Provider>
  );
});

/** `example.org` of `example.org:8080` (and `::1` of `[::1]:8080`). */
const hostnameOf = (host: string) => host.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');

const SiteView = observer(function SiteView(props: {
  deps: PortalDeps;
  siteId: string;
  prefix: string;
  lang: 'zh-CN' | 'en';
  /** The address's host (`example.org:8080`). */
  host: string;
}) {
  const { deps, siteId, prefix, lang, host } = props;
  const resources = use(deps.siteResources(siteId, lang));
  const location = useLocation();
  const messagesZh = resources.messagesZh;
  const t = useMemo(
    () => createTranslator(resources.messages, messagesZh),
    [resources.messages, messagesZh],
  );
  const { ui, host: uiHost } = useUiHost({
    ok: t('msg:shell.confirm.ok'),
    cancel: t('msg:shell.confirm.cancel'),
    close: t('msg:shell.dialog.close'),
  });
  const themeParam = new URLSearchParams(location.search).get(THEME_QUERY_PARAM);
  const IdentityDialogs = identityDialogs.useComponent();
  const { session } = deps;
  // Read in render so the observer re-renders when the session changes. While a server-rendered
  // first view is hydrated, the session reads as the server rendered it (waiting, nobody): the
  // shared HTML never holds a visitor, and the remembered user shows the render after.
  const hydrating = useHydrating();
  const { state, loggedIn, message: loginMessage } = hydrating ? SERVER_SESSION : session;
  const schoolVerified = !hydrating && deps.identity.schoolVerified === true;
  const sessionView = useSessionView(session, hydrating);

  // Seed 000 §4, §8 (CORE-LOGIN-04): a failed login check says 'Login failed, please retry:
  // {reason}' once per failure; the session store builds the text, the shell shows it.
  const shownLoginMessage = useRef<string | null>(null);
  useEffect(() => {
    if (state !== LoginState.Failure || !loginMessage) return;
    if (shownLoginMessage.current === loginMessage) return;
    shownLoginMessage.current = loginMessage;
    ui.toast(loginMessage);
  }, [state, loginMessage, ui]);

  // Each opening of the role switch is a new request (0: closed). One made while the last dialog
  // still plays its closing animation keeps the dialog open: a plain flag was already true, and
  // the closing dialog's timer then closed it for good.
  const [roleSwitchRequest, setRoleSwitchRequest] = useState(0);
  const canOpenSwitch = !hydrating && deps.identity.canOpenSwitch;

  const runtime: Runtime | null = useMemo(() => {
    if (!resources.manifest) return null;
    const site = fillEnvironmentNamesDeep(resources.manifest, deps.env);
    const theme = themeParam === 'light' || themeParam === 'dark' ? themeParam : site.theme.default;
    return {
      envName: deps.envName,
      env: deps.env,
      site,
      sitePrefix: prefix,
      lang,
      t,
      clock: deps.clock,
      services: deps.services,
      registry: deps.registry,
      session: sessionView,
      ui,
      theme,
      themeParam,
      mode: deps.mode,
      leave: (url: string) => window.location.replace(url),
      openRoleSwitch: canOpenSwitch
        ? () => setRoleSwitchRequest((request) => request + 1)
        : undefined,
    };
  }, [resources.manifest, deps, prefix, lang, t, sessionView, ui, themeParam, canOpenSwitch]);

  // Said once the site answers the visitor as themselves (a server-rendered page: hydrated, and
  // rendered again with the session): before it, a click only follows a plain link.
  useEffect(() => {
    if (!hydrating) document.documentElement.dataset.app = 'ready';
  }, [hydrating]);

  useEffect(() => {
    document.documentElement.lang = lang;
    if (runtime) {
      document.documentElement.dataset.theme = runtime.theme;
      document.documentElement.dataset.site = runtime.site.id;
    }
  }, [lang, runtime]);

  // Seed 000 §2 (CORE-CHAN-14, CORE-API-47): the standard page view, portal sites only.
  usePageViewTracking({
    deps,
    enabled: runtime !== null && resources.problems.length === 0,
    sink: runtime?.site.kind === 'campaign' ? 'campaign' : 'portal',
    siteId,
    pathname: location.pathname,
    search: location.search,
    sessionKnown: state !== LoginState.Wait,
  });

  if (resources.problems.length || !runtime) {
    if (resources.problems.length)
      console.error(`site "${siteId}" manifest problems`, resources.problems);
    if (deps.mode !== 'production' && resources.problems.length)
      return (
        <ManifestErrorScreen
          title={t('msg:shell.manifestErrors.title')}
          body={t('msg:shell.manifestErrors.body')}
          problems={resources.problems}
        />
      );
    return (
      <ErrorScreen
        message={t('msg:shell.error')}
        homeLabel={t('msg:shell.backHome')}
        homeHref="/"
      />
    );
  }

  const partFailed = (part: string) => (
    <div className="part-failed" role="alert" data-part-failed={part}>
      {t('msg:shell.error')}
    </div>
  );

  // A bare route (a page shown inside a dialog frame) is the page alone.
  const bare = runtime.site.routes.some(
    (route) =>
      route.layout === 'bare' &&
      matchPath(routePath(prefix, route.path), location.pathname) !== null,
  );

  return (
    <RuntimeContext.Provider value={runtime}>
      <div
        className={`site site--${runtime.site.kind} theme-${runtime.theme}`}
        style={themeTokenStyle(runtime.site.theme.tokens)}
        data-site={runtime.site.id}
        data-theme={runtime.theme}
        data-skin={
          runtime.site.kind === 'campaign' ? runtime.site.id.replace(/^hd-/, '') : undefined
        }
      >
        <a className="skip-link" href="#main">
          {t('msg:shell.skipToContent')}
        </a>
        {/* Each part in its own boundary: one that throws shows an error in its place (the
            bars and dialogs simply stay away) and the rest of the page keeps working. */}
        {!bare && (
          <PartBoundary part="the download bar" fallback={null}>
            <DownloadBar />
          </PartBoundary>
        )}
        {!bare && (
          <PartBoundary part="the site header" fallback={partFailed('header')}>
            <SiteHeader loginState={state} schoolVerified={schoolVerified} />
          </PartBoundary>
        )}
        <main id="main" className="site__main">
          <PartBoundary
            part={`the page at ${location.pathname}`}
            resetKey={location.pathname}
            fallback={
              <ErrorScreen
                message={t('msg:shell.error')}
                homeLabel={t('msg:shell.backHome')}
                homeHref="/"
              />
            }
          >
            <SiteRoutes />
          </PartBoundary>
        </main>
        {!bare && (
          <PartBoundary part="the site footer" fallback={partFailed('footer')}>
            <SiteFooter hostname={hostnameOf(host)} />
          </PartBoundary>
        )}
        {!bare && (
          <PartBoundary part="the float bar" fallback={null}>
            <Suspense fallback={null}>
              <FloatBar />
            </Suspense>
          </PartBoundary>
        )}
        {loggedIn && (
          <PartBoundary part="the identity dialogs" fallback={null}>
            <Suspense fallback={null}>
              <IdentityDialogs
                identity={deps.identity}
                roleSwitchRequest={roleSwitchRequest}
                onCloseRoleSwitch={(closed) =>
                  setRoleSwitchRequest((request) => (request === closed ? 0 : request))
                }
              />
            </Suspense>
          </PartBoundary>
        )}
        {uiHost}
      </div>
    </RuntimeContext.Provider>
  );
});
