/**
 * Where the sign-in page may send the browser back to: a path of this site, or an absolute URL
 * of this very origin. Anything else would make the page an open redirect, so it becomes `/`.
 */
const PLACEHOLDER_ORIGIN = 'http://in-site.invalid';

/** URL parsing silently drops tabs and newlines; a target containing any is refused outright. */
function hasControlCharacter(text: string): boolean {
  return Array.from(text).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

export function safeRedirectPath(raw: unknown, requestHost: string | undefined): string {
  if (typeof raw !== 'string' || raw.trim() === '' || hasControlCharacter(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return '/';
  }
  const relative = url.origin === PLACEHOLDER_ORIGIN && raw.startsWith('/');
  const sameOrigin =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    requestHost !== undefined &&
    url.host === requestHost.toLowerCase();
  if (!relative && !sameOrigin) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

export function withTicket(path: string, ticket: string): string {
  const url = new URL(path, PLACEHOLDER_ORIGIN);
  url.searchParams.set('ticket', ticket);
  return `${url.pathname}${url.search}${url.hash}`;
}
