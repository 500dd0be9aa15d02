/**
 * 前往测评 (seed 001 §7: the online exam opens with online_exam_id, sdp-app-id, uckey and
 * sso=false): the exam address with a fresh single-use user key. Loaded on demand by the gate
 * runner when a dialog button asks for the key (`uckey: true`).
 */
import type { Runtime } from '../RuntimeContext';

/**
 * The address with a fresh single-use user key as `uckey`, or null when the address is not an
 * in-site path or an http(s) URL. The exam address is the environment's (operator-configured),
 * so it is opened directly: the key must not pass through the interstitial page's address.
 */
export function withUserKey(target: string, key: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!/^(https?:\/\/|\/(?![/\\]))/i.test(target)) return null;
  url.searchParams.set('uckey', key);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** Sends the window opened during the press (or this one) to `target` with a fresh user key. */
export async function sendWithUserKey(
  runtime: Runtime,
  target: string,
  opened: Window | null,
): Promise<void> {
  try {
    const href = withUserKey(target, await runtime.services.sso.userKey(), window.location.origin);
    if (!href) throw new Error(`not an address for a user key: ${target}`);
    if (opened) opened.location.href = href;
    else window.location.assign(href);
  } catch (error) {
    opened?.close();
    console.warn('user key for', target, error);
    runtime.ui.toast(runtime.t('msg:gate.exam.openFailed'));
  }
}
