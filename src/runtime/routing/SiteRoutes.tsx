/**
 * The site's routes, built from its manifest and nested under the site prefix. Unknown paths show
 * the not-found page. A route with a `guard` runs that gate when visited directly: allowed →
 * the page; login needed → sign-in; otherwise the no-access view with the gate's message.
 */
import { useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { blockedFor } from '../../stores/roleSwitch';
import { useRuntime } from '../RuntimeContext';
import { useFacts } from '../facts/useFacts';
import { PageRenderer } from '../render/PageRenderer';
import { preloadBlockCode } from '../render/blockComponents';
import { decideSiteGate, outcomeMessage } from '../gates/useGateRunner';
import { siteHref } from '../links/siteHref';
import { useSafeHref } from '../hooks';
import {
  ErrorScreen,
  LoadingIndicator,
  ManifestErrorScreen,
  NoAccessScreen,
  NotFoundScreen,
} from '../screens/screens';
import type { GateDecision } from '../rules';
import type { PageDefinition, RouteDefinition, SiteManifest } from '../manifest/types';

/** A manifest route's full path under the site prefix. */
export function routePath(prefix: string, path: string): string {
  if (!path) return prefix || '/';
  return `${prefix}/${path}`;
}

/** The route's page: own keys only, so "constructor" is no page. */
function pageOf(site: SiteManifest, name: string): PageDefinition | undefined {
  return Object.hasOwn(site.pages, name) ? site.pages[name] : undefined;
}

/**
 * A route to a page the manifest does not define (a preview draft is checked in the browser for
 * its shape only): the problem in place of the page — header, footer and the other routes work.
 */
function MissingPage(props: { route: RouteDefinition }) {
  const runtime = useRuntime();
  const safeHref = useSafeHref();
  const { t } = runtime;
  const { route } = props;
  const index = runtime.site.routes.indexOf(route);
  useEffect(() => {
    console.error(`route "${route.path}" shows page "${route.page}", which is not defined`);
  }, [route]);
  if (runtime.mode === 'production')
    return (
      <ErrorScreen
        message={t('msg:shell.error')}
        homeLabel={t('msg:shell.backHome')}
        homeHref={safeHref(siteHref(runtime.sitePrefix, '')) ?? '/'}
      />
    );
  return (
    <ManifestErrorScreen
      title={t('msg:shell.manifestErrors.title')}
      body={t('msg:shell.manifestErrors.body')}
      problems={[
        {
          pointer: `/routes/${index}/page`,
          message: `the route "${route.path}" shows page "${route.page}", which is not defined in "pages"`,
        },
      ]}
    />
  );
}

function RoutePage(props: { route: RouteDefinition }) {
  const { route } = props;
  const runtime = useRuntime();
  const page = pageOf(runtime.site, route.page);
  const title = route.title ?? page?.title;
  useEffect(() => {
    const siteTitle = runtime.t(runtime.site.title);
    document.title = title ? `${runtime.t(title)} - ${siteTitle}` : siteTitle;
  }, [runtime, title]);
  // Seed 000 §6: a role blocked from this page type is sent to the portal home.
  if (route.pageType && runtime.session.role && blockedFor(runtime.session.role, route.pageType))
    return <Navigate to="/" replace />;
  if (!page) return <MissingPage route={route} />;
  if (route.guard) return <GuardedPage route={route} page={page} />;
  return <PageRenderer page={page} pageName={route.page} />;
}

function GuardedPage(props: { route: RouteDefinition; page: PageDefinition }) {
  const runtime = useRuntime();
  const facts = useFacts();
  const params = useParams();
  const location = useLocation();
  const safeHref = useSafeHref();
  const [decision, setDecision] = useState<GateDecision | null>(null);
  const contestId =
    params.contestId ?? facts.query.contestId ?? (facts.site.contestId as string | undefined);
  const guard = props.route.guard!;
  const loggedIn = facts.loggedIn;
  const { session } = runtime;
  const waiting = session.waiting;

  // The page's block code loads while the guard decides (its requests run one after another:
  // the login check, then the facts its rules read), not after: the allowed page then renders
  // at once. Code only: no block asks the services for data before the gate has allowed it.
  useEffect(() => {
    for (const block of props.page.blocks) {
      const entry = runtime.registry.byType(block.type);
      if (entry) void preloadBlockCode(entry);
    }
  }, [props.page, runtime.registry]);

  useEffect(() => {
    let cancelled = false;
    setDecision(null);
    // Until the login check answers, a signed-in visitor would look logged out and be sent to
    // sign in: the guard decides only once the session is known.
    if (waiting) return;
    void decideSiteGate(runtime, facts, guard, contestId).then((result) => {
      if (cancelled) return;
      const outcome = result.outcome as Record<string, unknown>;
      if ('confirmLogin' in outcome || 'loginRedirect' in outcome) {
        session.login(`${location.pathname}${location.search}`);
        return;
      }
      setDecision(result);
    });
    return () => {
      cancelled = true;
    };
    // Decide again only when who or what is asked changes, not on every clock tick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guard, contestId, loggedIn, waiting, location.pathname]);

  if (!decision) return <LoadingIndicator text={runtime.t('msg:shell.loading')} />;
  if ('allow' in decision.outcome)
    return <PageRenderer page={props.page} pageName={props.route.page} />;
  return (
    <NoAccessScreen
      message={outcomeMessage(runtime, decision)}
      homeLabel={runtime.t('msg:shell.backHome')}
      homeHref={safeHref(siteHref(runtime.sitePrefix, '')) ?? '/'}
    />
  );
}

export function SiteRoutes() {
  const runtime = useRuntime();
  const safeHref = useSafeHref();
  const { t } = runtime;
  return (
    <Routes>
      {runtime.site.routes.map((route) => (
        <Route
          key={route.path}
          path={routePath(runtime.sitePrefix, route.path)}
          element={<RoutePage route={route} />}
        />
      ))}
      <Route
        path="*"
        element={
          <NotFoundScreen
            title={t('msg:shell.notFound.title')}
            body={t('msg:shell.notFound.body')}
            homeLabel={t('msg:shell.backHome')}
            homeHref={safeHref(siteHref(runtime.sitePrefix, '')) ?? '/'}
          />
        }
      />
    </Routes>
  );
}
