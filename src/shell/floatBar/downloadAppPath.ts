/**
 * The app-download page (seed 000 §2 /download_app), where neither the float bar nor the top
 * download bar show. Its own module: the download bar is in every page's entry script, the
 * float bar's code loads on its own.
 */
import { hrefPath, siteHref } from '../../runtime/links/siteHref';

export const DOWNLOAD_APP_PATH = 'download_app';

/** True on the app-download page, where neither the float bar nor the download bar show. */
export function isDownloadAppPath(pathname: string, sitePrefix: string): boolean {
  const target = hrefPath(siteHref(sitePrefix, DOWNLOAD_APP_PATH));
  const path = pathname.replace(/\/+$/, '');
  return path === target || path === `/${DOWNLOAD_APP_PATH}`;
}
