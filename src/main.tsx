/** The portal's entry: fetch the site index, build services and session, render the app. */
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app/PortalApp';
import { createPortalDeps } from './app/boot/createPortalDeps';
import { ErrorScreen } from './runtime/screens/screens';
import { isPreviewFrame } from './runtime/preview/frameParam';
import './shell/global.css';

const root = createRoot(document.getElementById('root')!);

// A /preview live-preview frame boots through the preview bridge, a chunk visitors never load.
const boot = isPreviewFrame()
  ? import('./app/frameBridge').then((bridge) => bridge.bootPreviewFrame())
  : createPortalDeps();

boot
  .then((deps) => root.render(<PortalApp deps={deps} />))
  .catch((error: unknown) => {
    console.error('the portal could not start', error);
    root.render(
      <ErrorScreen message="服务器开小差了，请稍后重试" homeLabel="返回首页" homeHref="/" />,
    );
  });
