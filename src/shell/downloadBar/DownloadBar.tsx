/**
 * The top download bar (seed 000 §2 Top download bar, ledger CORE-DLBAR): mobile app, pad HD
 * version and desktop client. The mobile and pad entries go to the in-site /download_app
 * page; the Windows link is the installer named in `{downloadPcUrl}latest.yml` (hidden when
 * that cannot be read). Shown on portal sites only; absent on /download_app.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRuntime } from '../../runtime/RuntimeContext';
import { useSafeUrl } from '../../runtime/hooks';
import { isDownloadAppPath } from '../floatBar/downloadAppPath';
import { useAppSiteConfig } from './appSiteConfig';
import { fetchInstallerUrl } from './latestYml';
import './downloadBar.css';

export function DownloadBar(props: { fetchFn?: typeof fetch }) {
  const { site, sitePrefix, t } = useRuntime();
  const location = useLocation();
  const safeUrl = useSafeUrl();
  const config = useAppSiteConfig();
  const [installer, setInstaller] = useState<string | null>(null);
  const fetchFn = props.fetchFn;
  const downloadPcUrl = config?.downloadPcUrl ?? null;
  const hidden = site.kind !== 'portal' || isDownloadAppPath(location.pathname, sitePrefix);

  useEffect(() => {
    if (hidden || !downloadPcUrl) return;
    let live = true;
    const doFetch = fetchFn ?? ((input, init) => window.fetch(input, init));
    void fetchInstallerUrl(doFetch, downloadPcUrl).then((url) => {
      if (live) setInstaller(url);
    });
    return () => {
      live = false;
    };
  }, [hidden, downloadPcUrl, fetchFn]);

  if (hidden) return null;
  const desktopHref = installer ? safeUrl(installer) : undefined;
  return (
    <div className="download-bar" data-download-bar="">
      <nav className="download-bar__inner" aria-label={t('msg:downloadBar.label')}>
        <span className="download-bar__label">{t('msg:downloadBar.label')}</span>
        <ul>
          <li>
            <a href={safeUrl('/download_app')}>{t('msg:downloadBar.mobile')}</a>
          </li>
          <li>
            <a href={safeUrl('/download_app?device=pad')}>{t('msg:downloadBar.pad')}</a>
          </li>
          {desktopHref && (
            <li>
              <a href={desktopHref} download="">
                {t('msg:downloadBar.desktop')}
              </a>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
