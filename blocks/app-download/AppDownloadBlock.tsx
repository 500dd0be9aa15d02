/**
 * The app download page (seed 000 §2 `/download_app`, Top download bar; ledger CORE-ROUTE-26):
 * the mobile app, the pad HD version and the desktop client. The two apps are QR codes to scan
 * (the site config's `downloadAppUrl`, else this page's address; the pad code adds
 * `device=pad`), drawn by the same lazily loaded code as the float bar's. The desktop entry is
 * the Windows installer named in `{downloadPcUrl}latest.yml`; while it is looked up it says so,
 * and when it cannot be read it says the client is not available. `?device=pad` (the download
 * bar's Pad HD link) marks the pad entry. The shell shows neither the float bar nor the top
 * download bar on this path.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useSafeUrl, useT } from '../../src/runtime/hooks';
import { DOWNLOAD_QR_SIZE_PX } from '../../src/lib/specConstants';
import { useAppSiteConfig } from '../../src/shell/downloadBar/appSiteConfig';
import { fetchInstallerUrl } from '../../src/shell/downloadBar/latestYml';
import { qrDataUrl } from '../../src/shell/floatBar/DownloadQr';
import './app-download.css';
import type { AppDownloadProps } from './props.gen';

export type { AppDownloadProps };

function Qr(props: { text: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    qrDataUrl(props.text)
      .then((url) => live && setSrc(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [props.text]);
  if (src)
    return (
      <img
        className="app-download__qr"
        src={src}
        alt={props.alt}
        width={DOWNLOAD_QR_SIZE_PX}
        height={DOWNLOAD_QR_SIZE_PX}
      />
    );
  return (
    <span
      className="app-download__qr app-download__qr--pending"
      role={failed ? 'img' : undefined}
      aria-label={failed ? props.alt : undefined}
      aria-hidden={failed ? undefined : true}
    />
  );
}

/** The desktop installer link: undefined while looking, null when it cannot be read. */
function useInstallerUrl(downloadPcUrl: string | null | undefined): string | null | undefined {
  const [installer, setInstaller] = useState<{ from: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!downloadPcUrl) return;
    let live = true;
    void fetchInstallerUrl((input, init) => window.fetch(input, init), downloadPcUrl).then(
      (url) => live && setInstaller({ from: downloadPcUrl, url }),
    );
    return () => {
      live = false;
    };
  }, [downloadPcUrl]);
  if (downloadPcUrl === null) return null;
  if (downloadPcUrl === undefined || installer?.from !== downloadPcUrl) return undefined;
  return installer.url;
}

export default function AppDownloadBlock({ props, blockId }: BlockProps<AppDownloadProps>) {
  const t = useT();
  const location = useLocation();
  const config = useAppSiteConfig();
  // The installer is a file the platform configures: downloaded from where it is, not through
  // the external-link interstitial (the link policy's address rule, as in the download bar).
  const safeUrl = useSafeUrl();
  const found = useInstallerUrl(config ? config.downloadPcUrl : undefined);
  const installer = found ? (safeUrl(found) ?? null) : found;
  const device = new URLSearchParams(location.search).get(props.deviceQuery ?? 'device');
  const appUrl =
    config?.downloadAppUrl ?? `${window.location.origin}${location.pathname.replace(/\/$/, '')}`;
  const padUrl = `${appUrl}${appUrl.includes('?') ? '&' : '?'}device=pad`;
  const fileName = installer ? decodeURIComponent(installer.split('/').pop() ?? '') : '';

  const entries = [
    {
      key: 'mobile',
      title: t('msg:downloadBar.mobile'),
      lead: t('msg:downloadApp.mobile.lead'),
      body: <Qr text={appUrl} alt={t('msg:downloadApp.mobile.qr')} />,
      hint: t('msg:downloadApp.scan'),
    },
    {
      key: 'pad',
      title: t('msg:downloadBar.pad'),
      lead: t('msg:downloadApp.pad.lead'),
      body: <Qr text={padUrl} alt={t('msg:downloadApp.pad.qr')} />,
      hint: t('msg:downloadApp.scan'),
    },
    {
      key: 'desktop',
      title: t('msg:downloadBar.desktop'),
      lead: t('msg:downloadApp.desktop.lead'),
      body:
        installer === undefined ? (
          <p className="app-download__note">{t('msg:shell.loading')}</p>
        ) : installer === null ? (
          <p className="app-download__note">{t('msg:downloadApp.desktop.unavailable')}</p>
        ) : (
          <a className="app-download__button" href={installer} download="">
            {t('msg:downloadApp.desktop.download')}
          </a>
        ),
      hint: fileName,
    },
  ];

  return (
    <section className="app-download" aria-labelledby={`${blockId}-title`}>
      <h1 id={`${blockId}-title`} className="app-download__title">
        {t('msg:downloadApp.title')}
      </h1>
      <p className="app-download__intro">{t('msg:downloadApp.intro')}</p>
      <ul className="app-download__entries">
        {entries.map((entry) => (
          <li
            key={entry.key}
            className={`app-download__entry${entry.key === device ? ' app-download__entry--current' : ''}`}
            data-entry={entry.key}
            aria-current={entry.key === device ? 'true' : undefined}
          >
            <h2>{entry.title}</h2>
            <p className="app-download__lead">{entry.lead}</p>
            <div className="app-download__body">{entry.body}</div>
            {entry.hint ? <p className="app-download__hint">{entry.hint}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
