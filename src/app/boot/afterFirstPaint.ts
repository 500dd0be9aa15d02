/**
 * The one script a server-rendered page names in its head (deferredEntry.ts says why): once the
 * browser has painted a frame of the first view, it adds the app's boot fetches, its module
 * preloads and its entry, the very elements the built page had, so the app starts as before,
 * only after the visitor sees the page. No imports beyond the shared names: this file is its
 * own tiny chunk, and anything shared with the entry would be split into a chunk of its own.
 */
import { DEFERRED_ENTRY_ATTRIBUTES, FIRST_PAINT_WAIT_MS } from './deferredEntry';

const self = document.querySelector<HTMLScriptElement>(
  `script[${DEFERRED_ENTRY_ATTRIBUTES.entry}]`,
);

const addresses = (attribute: string): string[] =>
  (self?.getAttribute(attribute) ?? '').split(' ').filter(Boolean);

let started = false;

function startApp(): void {
  if (started || !self) return;
  started = true;
  const head = document.head;
  for (const href of addresses(DEFERRED_ENTRY_ATTRIBUTES.fetchPreloads)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    head.append(link);
  }
  for (const href of addresses(DEFERRED_ENTRY_ATTRIBUTES.modulePreloads)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    head.append(link);
  }
  const entry = self.getAttribute(DEFERRED_ENTRY_ATTRIBUTES.entry);
  if (!entry) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  head.append(script);
}

// A frame's callback runs just before that frame paints; the task after it runs once it has.
// A hidden page paints nothing (and runs no frame callbacks): it starts on the timer.
if (document.visibilityState === 'hidden') startApp();
else requestAnimationFrame(() => setTimeout(startApp, 0));
setTimeout(startApp, FIRST_PAINT_WAIT_MS);
