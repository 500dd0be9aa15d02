/**
 * An article's HTML, sanitised with DOMPurify before it reaches the page. DOMPurify is imported
 * here only, so it is downloaded on article pages alone. After sanitising, links from the content
 * are decided like every data link (links/linkPolicy.ts): in-site as the normalised path,
 * http(s) through the /externalLink interstitial, anything else loses its href; images keep
 * only sources the policy accepts.
 */
import { useEffect, useRef, useState } from 'react';
import type { DOMPurify } from 'dompurify';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useT } from '../../src/runtime/hooks';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { addressHref, linkHref } from '../../src/runtime/links/linkPolicy';
import { IMAGE_ERROR_URL } from '../../src/shell/ui/EduImage';

/** Tags an article may not contain even where DOMPurify's defaults would allow them. */
const FORBIDDEN_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select'];

/**
 * DOMPurify bound to a window whose HTML parser never creates event handlers. Chromium checks an
 * inline handler (`onerror="…"`) against the page's CSP the moment a parser of a scripted window
 * sets the attribute, inert documents included (DOMParser, `<template>`, createHTMLDocument), so
 * reading a hostile article reported a `script-src-attr` violation although nothing could run;
 * no DOMPurify option avoids it, since each one parses first. The window of a frame already
 * removed from the page has no browsing context: its parser sets the attribute without a check,
 * a report or a console message, and DOMPurify removes it there, before any node reaches the
 * page. (A frame sandboxed without `allow-scripts` logs "Blocked script execution" instead.)
 * Where such a window does not work, the page's own window is the fallback.
 */
function detachedPurifier(createDOMPurify: DOMPurify): DOMPurify {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  document.body.appendChild(frame);
  // DOMPurify takes the frame's DOMParser and Node classes now: a removed frame's window no
  // longer exposes them, though the ones taken keep working.
  const frameWindow = frame.contentWindow as (Window & typeof globalThis) | null;
  let purifier: DOMPurify | null = null;
  try {
    purifier = frameWindow ? createDOMPurify(frameWindow) : null;
  } finally {
    frame.remove();
  }
  try {
    const probe = purifier?.sanitize('<b>ok</b>', { TRUSTED_TYPES_POLICY: null });
    if (purifier?.isSupported && probe === '<b>ok</b>') return purifier;
  } catch {
    // A browser that retires a removed frame's classes: the page's own window sanitises as well.
  }
  return createDOMPurify(window);
}

/**
 * `page` is the address of the page showing the article: relative links in the content resolve
 * against it, as the browser would resolve them.
 */
export async function sanitiseArticle(
  html: string,
  themeParam: string | null,
  page: string,
): Promise<string> {
  const context = { origin: new URL(page).origin, base: page, theme: themeParam };
  const { default: createDOMPurify } = await import('dompurify');
  const fragment = detachedPurifier(createDOMPurify).sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: ['style'],
    // The site does not enforce Trusted Types, and a policy cannot be made in a removed frame's
    // window (DOMPurify would warn on each article): nodes come back, not TrustedHTML.
    TRUSTED_TYPES_POLICY: null,
  });
  for (const anchor of Array.from(fragment.querySelectorAll('a'))) {
    const href = linkHref(anchor.getAttribute('href'), context);
    if (href) anchor.setAttribute('href', href);
    else anchor.removeAttribute('href');
    anchor.removeAttribute('target');
    anchor.setAttribute('rel', 'noopener noreferrer');
  }
  for (const image of Array.from(fragment.querySelectorAll('img'))) {
    const src = addressHref(image.getAttribute('src'), { ...context, theme: null });
    if (!src) {
      image.remove();
      continue;
    }
    image.setAttribute('src', src);
    image.setAttribute('loading', 'lazy');
    // An image the author gave no text is read as its file name; treat it as decorative.
    if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
  }
  const holder = document.createElement('div');
  holder.appendChild(fragment);
  return holder.innerHTML;
}

export function ArticleBody({ html }: { html: string }) {
  const t = useT();
  const { themeParam } = useRuntime();
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    void sanitiseArticle(html, themeParam, window.location.href).then((result) => {
      if (live) setClean({ source: html, html: result });
    });
    return () => {
      live = false;
    };
  }, [html, themeParam]);

  // Seed 000 §8: an image that fails to load shows the error image, as every content image does.
  useEffect(() => {
    const images = Array.from(bodyRef.current?.querySelectorAll('img') ?? []);
    const replace = (image: HTMLImageElement) => {
      if (!image.src.endsWith(IMAGE_ERROR_URL)) image.src = IMAGE_ERROR_URL;
    };
    const listeners = images.map((image) => {
      const onError = () => replace(image);
      image.addEventListener('error', onError);
      if (image.complete && image.naturalWidth === 0 && image.currentSrc) replace(image);
      return () => image.removeEventListener('error', onError);
    });
    return () => listeners.forEach((remove) => remove());
  }, [clean]);

  if (!clean || clean.source !== html) return <LoadingIndicator text={t('msg:shell.loading')} />;
  return (
    <div
      ref={bodyRef}
      className="resource-detail__article"
      data-article-body="true"
      // Sanitised just above by DOMPurify; the raw HTML never reaches the page.
      dangerouslySetInnerHTML={{ __html: clean.html }}
    />
  );
}
