/**
 * Loads a micro-app's remote entry as an ES module. Its own module so tests can replace it:
 * jsdom cannot import a URL.
 */
export function importMicroAppEntry(url: string): Promise<unknown> {
  // The address is configuration, not known at build time: Vite must leave it to the browser.
  // A same-origin module is allowed by the page's CSP (script-src 'self'); nothing is evaluated.
  return import(/* @vite-ignore */ url);
}
