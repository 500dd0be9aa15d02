/**
 * What the stand-in micro-apps share: a tiny DOM builder and their stylesheet. The real
 * micro-apps are deployed separately and bring their own code; these stand-ins only show the
 * portal's host block working against a real ES module (see server/README.md).
 * Texts go in with textContent only: nothing a page passes on is ever parsed as HTML.
 */
const STYLESHEET = new URL('./panel.css', import.meta.url).href;

/** createElement with attributes (`on<event>` adds a listener) and text or element children. */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === undefined || value === null) continue;
    if (name.startsWith('on')) element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  element.append(...children.filter((child) => child !== false && child != null));
  return element;
}

/** A non-empty string prop, or the fallback. */
export function text(value, fallback) {
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

/** Renders the panel into the container and returns the unmount function. */
export function renderPanel(container, name, title, ...children) {
  if (!document.querySelector('link[data-micro-app-styles]'))
    document.head.append(
      h('link', { rel: 'stylesheet', href: STYLESHEET, 'data-micro-app-styles': true }),
    );
  const panel = h(
    'div',
    { class: 'mapp', 'data-micro-app-panel': name },
    h('h2', { class: 'mapp__title' }, title),
    ...children,
  );
  container.replaceChildren(panel);
  return () => container.replaceChildren();
}

/** An in-site link followed through the portal, so the page does not reload. */
export function siteLink(context, href, label) {
  const onclick = (event) => {
    if (context.navigate(href)) event.preventDefault();
  };
  return h('a', { class: 'mapp__link', href, onclick }, label);
}

export function button(label, onclick, options = {}) {
  const kind = options.secondary ? 'mapp__button mapp__button--secondary' : 'mapp__button';
  const type = options.submit ? 'submit' : 'button';
  return h('button', { type, class: kind, disabled: options.disabled, onclick }, label);
}

/** 请先登录 with a login button, for the parts that need a signed-in visitor. */
export function loginPrompt(context) {
  return h(
    'p',
    { class: 'mapp__note' },
    '请先登录',
    button('登录', () => context.login(), { secondary: true }),
  );
}
