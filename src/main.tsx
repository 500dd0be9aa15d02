/** The portal's entry: fetch the site index, build services and session, render the app. */
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app/PortalApp';
import { createPortalDeps } from './app/boot/createPortalDeps';
import { prepareFirstView } from './app/boot/firstView';
import { preloadAccountMenu } from './shell/header/SiteHeader';
import { preloadIdentityDialogs } from './app/SiteHost';
import { ErrorScreen } from './runtime/screens/screens';
import { isPreviewFrame } from './runtime/preview/frameParam';
import './shell/global.css';

/** A login under way: the SSO ticket or a user key in the address (seed 000 §4). */
const LOGIN_QUERY = /[?&](ticket|uckey)=/;

const root = createRoot(document.getElementById('root')!);

// A /preview live-preview frame boots through the preview bridge, a chunk visitors never load.
// A visitor's first view renders once, with its manifest and its page's block code there
// (app/boot/firstView.ts): no startup fallback for React to hold the reveal on.
const boot = isPreviewFrame()
  ? import('./app/frameBridge').then((bridge) => bridge.bootPreviewFrame())
  : createPortalDeps().then(async (deps) => {
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
  .then((deps) => root.render(<PortalApp deps={deps} />))
  .catch((error: unknown) => {
    console.error('the portal could not start', error);
    root.render(
      <ErrorScreen message="服务器开小差了，请稍后重试" homeLabel="返回首页" homeHref="/" />,
    );
  });
