/**
 * Loads a micro-app's remote entry as an ES module. The loader is a property of a plain object
 * so tests can replace it (`vi.spyOn(microAppEntryLoader, 'load')`): jsdom cannot import a URL,
 * and a `vi.mock` of this module does not hold when another test file loaded it first (the
 * unit project shares modules between files).
 */
export const microAppEntryLoader = {
  load(url: string): Promise<unknown> {
    // The address is configuration, not known at build time: Vite must leave it to the browser.
    // A same-origin module is allowed by the page's CSP (script-src 'self'); nothing is evaluated.
    return import(/* @vite-ignore */ url);
  },
};

export function importMicroAppEntry(url: string): Promise<unknown> {
  return microAppEntryLoader.load(url);
}
