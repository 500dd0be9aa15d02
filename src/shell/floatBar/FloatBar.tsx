/**
 * The float bar (seed 000 §2 Float bar), fixed on the right: help centre ({prefix}/faq) and
 * feedback (the feedback dialog) where the manifest's `floatBar` enables them; the
 * app-download popover with a DOWNLOAD_QR_SIZE_PX QR code when both the manifest and the
 * site config (`siteConfig.downloadApp`) enable it; the back-to-top button once the page has
 * scrolled BACK_TO_TOP_SCROLL_PX. Absent on /download_app.
 */
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRuntime } from '../../runtime/RuntimeContext';
import { useSafeHref } from '../../runtime/hooks';
import { siteHref } from '../../runtime/links/siteHref';
import { BACK_TO_TOP_SCROLL_PX } from '../../lib/specConstants';
import { useScrolledPast } from '../header/useScrolledPast';
import { useAppSiteConfig } from '../downloadBar/appSiteConfig';
import './floatBar.css';

const DownloadQr = lazy(() => import('./DownloadQr').then((m) => ({ default: m.DownloadQr })));
// Opened by a click only: its code stays out of every page's entry script.
const FeedbackDialog = lazy(() =>
  import('./FeedbackDialog').then((m) => ({ default: m.FeedbackDialog })),
);

import { DOWNLOAD_APP_PATH, isDownloadAppPath } from './downloadAppPath';

export { DOWNLOAD_APP_PATH, isDownloadAppPath };

function Icon(props: { name: 'help' | 'feedback' | 'app' | 'top' }) {
  const paths: Record<typeof props.name, string> = {
    help: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 15.5a1.2 1.2 0 1 1 0-2.4 1.2 1.2 0 0 1 0 2.4Zm1.3-5.1v.8h-2.4v-1.3c0-1 .6-1.6 1.4-2.1.7-.5 1.1-.8 1.1-1.5 0-.7-.6-1.2-1.4-1.2-.9 0-1.5.6-1.6 1.4L8 8.3C8.3 6.3 9.9 5 12 5c2.2 0 3.8 1.3 3.8 3.2 0 1.5-.9 2.3-1.8 2.9-.5.4-.7.6-.7 1.3Z',
    feedback:
      'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6v2h10V9H7Zm0 4v2h6v-2H7Z',
    app: 'M7 1h10a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2Zm0 3v14h10V4H7Zm5 15.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
    top: 'M4 3h16v2H4V3Zm8 3 7 7h-4.5v8h-5v-8H5l7-7Z',
  };
  return (
    <svg className="float-bar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[props.name]} fill="currentColor" />
    </svg>
  );
}

export function FloatBar() {
  const { site, sitePrefix, t } = useRuntime();
  const location = useLocation();
  const safeHref = useSafeHref();
  const config = useAppSiteConfig();
  const scrolled = useScrolledPast(BACK_TO_TOP_SCROLL_PX);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  const popoverId = useId();
  const closeFeedback = useCallback(() => setFeedbackOpen(false), []);

  const options = site.floatBar ?? {};
  if (isDownloadAppPath(location.pathname, sitePrefix)) return null;
  const showDownload = options.downloadApp === true && config?.downloadApp === true;
  const showTop = options.backToTop === true && scrolled;
  const anything = options.helpCentre || options.feedback || showDownload || showTop;
  const downloadPage =
    typeof window === 'undefined'
      ? `/${DOWNLOAD_APP_PATH}`
      : `${window.location.origin}/${DOWNLOAD_APP_PATH}`;

  return (
    <>
      {anything && (
        <aside className="float-bar" aria-label={t('msg:floatBar.label')} data-float-bar="">
          <ul>
            {options.helpCentre && (
              <li>
                <a className="float-bar__item" href={safeHref(siteHref(sitePrefix, 'faq'))}>
                  <Icon name="help" />
                  <span>{t('msg:floatBar.help')}</span>
                </a>
              </li>
            )}
            {options.feedback && (
              <li>
                <button
                  type="button"
                  className="float-bar__item"
                  aria-haspopup="dialog"
                  onClick={() => setFeedbackOpen(true)}
                >
                  <Icon name="feedback" />
                  <span>{t('msg:floatBar.feedback')}</span>
                </button>
              </li>
            )}
            {showDownload && (
              <li
                className="float-bar__download"
                onMouseEnter={() => setQrOpen(true)}
                onMouseLeave={() => setQrOpen(false)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setQrOpen(false);
                }}
              >
                <button
                  type="button"
                  className="float-bar__item"
                  aria-expanded={qrOpen}
                  aria-controls={popoverId}
                  onClick={() => setQrOpen(true)}
                  onFocus={() => setQrOpen(true)}
                  onBlur={() => setQrOpen(false)}
                >
                  <Icon name="app" />
                  <span>{t('msg:floatBar.downloadApp')}</span>
                </button>
                <div className="float-bar__popover" id={popoverId} hidden={!qrOpen}>
                  {qrOpen && (
                    <Suspense fallback={<span className="float-bar__qr float-bar__qr--pending" />}>
                      <DownloadQr
                        text={config?.downloadAppUrl ?? downloadPage}
                        alt={t('msg:floatBar.downloadApp.hint')}
                      />
                    </Suspense>
                  )}
                  <p>{t('msg:floatBar.downloadApp.hint')}</p>
                </div>
              </li>
            )}
            {showTop && (
              <li>
                <button
                  type="button"
                  className="float-bar__item float-bar__top"
                  onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
                >
                  <Icon name="top" />
                  <span>{t('msg:floatBar.backToTop')}</span>
                </button>
              </li>
            )}
          </ul>
        </aside>
      )}
      {feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackDialog
            title={t('msg:floatBar.feedback')}
            closeLabel={t('msg:shell.dialog.close')}
            onClose={closeFeedback}
          />
        </Suspense>
      )}
    </>
  );
}
