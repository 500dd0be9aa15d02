/** The portal's entry: fetch the site index, build services and session, render the app. */
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app/PortalApp';
import { createPortalDeps } from './app/boot/createPortalDeps';
import { prepareFirstView } from './app/boot/firstView';
import { ErrorScreen } from './runtime/screens/screens';
import { isPreviewFrame } from './runtime/preview/frameParam';
import './shell/global.css';

const root = createRoot(document.getElementById('root')!);

// A /preview live-preview frame boots through the preview bridge, a chunk visitors never load.
// A visitor's first view renders once, with its manifest and its page's block code there
// (app/boot/firstView.ts): no startup fallback for React to hold the reveal on.
const boot = isPreviewFrame()
  ? import('./app/frameBridge').then((bridge) => bridge.bootPreviewFrame())
  : createPortalDeps().then(async (deps) => {
      await prepareFirstView(deps, window.location);
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
