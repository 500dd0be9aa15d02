/** The portal's entry: fetch the site index, build services and session, render the app. */
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { PortalApp } from './app/PortalApp';
import { createPortalDeps } from './app/boot/createPortalDeps';
import { prepareFirstView } from './app/boot/firstView';
import { revalidateSnapshot } from './app/boot/revalidateSnapshot';
import { preloadAccountMenu } from './shell/header/SiteHeader';
import { preloadIdentityDialogs } from './app/SiteHost';
import { ErrorScreen } from './runtime/screens/screens';
import { isPreviewFrame } from './runtime/preview/frameParam';
import {
  createAnswerReplay,
  isSnapshot,
  readFirstViewAnswers,
} from './services/http/firstViewAnswers';
import './shell/global.css';

/** How long after hydration starts the inlined answers may still answer a request. */
const FIRST_VIEW_REPLAY_MS = 10_000;

/** A login under way: the SSO ticket or a user key in the address (seed 000 §4). */
const LOGIN_QUERY = /[?&](ticket|uckey)=/;

const container = document.getElementById('root')!;
// A page the server rendered (issue 17 point 2) carries its first view and the answers it was
// made from: the app hydrates that markup, its requests answered from them once.
const firstViewAnswers = readFirstViewAnswers(document);
const serverRendered = container.firstElementChild !== null;
const replay = serverRendered ? createAnswerReplay(firstViewAnswers) : undefined;

// A /preview live-preview frame boots through the preview bridge, a chunk visitors never load.
// A visitor's first view renders once, with its manifest and its page's block code there
// (app/boot/firstView.ts): no startup fallback for React to hold the reveal on.
const boot = isPreviewFrame()
  ? import('./app/frameBridge').then((bridge) => bridge.bootPreviewFrame())
  : createPortalDeps({ firstViewAnswers: replay }).then(async (deps) => {
      // A remembered user is shown at once (CORE-LOGIN-08), and the first-login dialog comes
      // with the login answer: with a login under way or remembered, their code comes first.
      const signingIn = deps.session.user !== null || LOGIN_QUERY.test(window.location.search);
      await Promise.all([
        prepareFirstView(deps, window.location),
        signingIn ? preloadAccountMenu() : undefined,
        signingIn ? preloadIdentityDialogs() : undefined,
      ]);
      return deps;
    });

boot
  .then((deps) => {
    if (serverRendered && !isPreviewFrame()) {
      // Hydrated as a transition: React then works in slices of a few milliseconds and lets the
      // browser answer in between (issue 17: a whole page hydrated at once was one long task of
      // 80 ms on a phone, Lighthouse's blocking time on /). The page is readable meanwhile.
      let root!: Root;
      // From here React answers presses itself (app/boot/afterFirstPaint.ts kept those before).
      document.documentElement.dataset.app = 'hydrating';
      startTransition(() => {
        root = hydrateRoot(container, <PortalApp deps={deps} />, {
          // A part whose markup differs is rendered again in the browser; said, not shouted.
          onRecoverableError: (error) => console.warn('[first view] rendered again', error),
        });
      });
      // Answers the hydration did not ask for stand in for nothing later.
      setTimeout(() => replay?.forget(), FIRST_VIEW_REPLAY_MS);
      // A prerendered snapshot: its data asked again, the page rendered again if it changed.
      if (isSnapshot(document))
        // In the entry (a few lines over modules it already holds): a chunk of its own would make
        // the bundler split the modules it shares with the entry into chunks of their own.
        void revalidateSnapshot(deps, window.location, firstViewAnswers)
          .then((services) => {
            if (services) root.render(<PortalApp deps={{ ...deps, services }} />);
          })
          .catch((error: unknown) => console.warn('[first view] not revalidated', error));
    } else createRoot(container).render(<PortalApp deps={deps} />);
  })
  .catch((error: unknown) => {
    console.error('the portal could not start', error);
    createRoot(container).render(
      <ErrorScreen message="服务器开小差了，请稍后重试" homeLabel="返回首页" homeHref="/" />,
    );
  });
