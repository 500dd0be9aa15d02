/**
 * The XSS corpus of the probe suite. Every payload, if it ever runs, calls
 * `window.__xssHit(<id>)`; every link payload that leads off the site carries `xss-<id>` in its
 * path. The id is `carrier * 100 + payload index` (`markerId`), so a hit or an escaped link
 * names both the field it was stored in and the payload that got through.
 *
 * `markup` payloads are meant for text fields (they only bite when a field is put into the page
 * as HTML, or into an attribute or a template unescaped); `link` payloads are meant for url
 * fields (they bite when a link is rendered or followed without the site's link check). Text
 * fields get both kinds, url fields only the link kind.
 */

export type PayloadKind = 'markup' | 'link';

export interface XssPayload {
  /** Short name for reports ("img onerror", "/\\evil"). */
  name: string;
  kind: PayloadKind;
  /** The payload carrying marker id `id`. */
  make: (id: number) => string;
}

/** The host every off-site link payload points at (reserved: never resolves). */
export const EVIL_HOST = 'evil.example';

const hit = (id: number) => `__xssHit(${id})`;
const off = (id: number) => `${EVIL_HOST}/xss-${id}`;

const LINK_PAYLOADS: XssPayload[] = [
  { name: 'javascript:', kind: 'link', make: (id) => `javascript:${hit(id)}` },
  { name: 'JaVaScRiPt: (case)', kind: 'link', make: (id) => `JaVaScRiPt:${hit(id)}` },
  { name: 'java<tab>script:', kind: 'link', make: (id) => `java\tscript:${hit(id)}` },
  {
    name: '<control><space>javascript:',
    kind: 'link',
    make: (id) => `\u0001 javascript:${hit(id)}`,
  },
  { name: '&#106;avascript: (entity)', kind: 'link', make: (id) => `&#106;avascript:${hit(id)}` },
  {
    name: 'data:text/html',
    kind: 'link',
    make: (id) => `data:text/html,<script>${hit(id)}</script>`,
  },
  { name: '//evil', kind: 'link', make: (id) => `//${off(id)}` },
  { name: '/\\evil', kind: 'link', make: (id) => `/\\${off(id)}` },
  { name: '/<tab>/evil', kind: 'link', make: (id) => `/\t/${off(id)}` },
  { name: '/<newline>/evil', kind: 'link', make: (id) => `/\n/${off(id)}` },
  { name: '\\\\evil', kind: 'link', make: (id) => `\\\\${off(id)}` },
  {
    name: 'http://allowed@evil (userinfo)',
    kind: 'link',
    make: (id) => `http://allowed.example@${off(id)}`,
  },
  { name: 'https://evil (plain external)', kind: 'link', make: (id) => `https://${off(id)}` },
];

const MARKUP_PAYLOADS: XssPayload[] = [
  { name: '<script>', kind: 'markup', make: (id) => `<script>${hit(id)}</script>` },
  { name: '<ScRiPt> (case)', kind: 'markup', make: (id) => `<ScRiPt>${hit(id)}</sCrIpT>` },
  { name: 'img onerror', kind: 'markup', make: (id) => `<img src=x onerror=${hit(id)}>` },
  {
    name: 'img onerror (entity)',
    kind: 'markup',
    make: (id) => `<img src="x" onerror="&#95;_xssHit(${id})">`,
  },
  { name: 'svg onload', kind: 'markup', make: (id) => `<svg onload=${hit(id)}>` },
  { name: 'svg script', kind: 'markup', make: (id) => `<svg><script>${hit(id)}</script></svg>` },
  {
    name: 'svg animate onbegin',
    kind: 'markup',
    make: (id) => `<svg><animate onbegin=${hit(id)} attributeName=x dur=1s></svg>`,
  },
  {
    name: 'iframe srcdoc',
    kind: 'markup',
    make: (id) => `<iframe srcdoc="<script>parent.${hit(id)}</script>"></iframe>`,
  },
  {
    name: 'iframe src=javascript:',
    kind: 'markup',
    make: (id) => `<iframe src="javascript:parent.${hit(id)}"></iframe>`,
  },
  {
    name: 'a href=javascript:',
    kind: 'markup',
    make: (id) => `<a href="javascript:${hit(id)}">xss-${id}</a>`,
  },
  {
    name: 'a href=&#106;avascript: (entity)',
    kind: 'markup',
    make: (id) => `<a href="&#106;avascript:${hit(id)}">xss-${id}</a>`,
  },
  {
    name: 'a href=JaVaScRiPt: (case)',
    kind: 'markup',
    make: (id) => `<a href="JaVaScRiPt:${hit(id)}">xss-${id}</a>`,
  },
  {
    name: 'a href=java&#9;script: (tab entity)',
    kind: 'markup',
    make: (id) => `<a href="java&#9;script:${hit(id)}">xss-${id}</a>`,
  },
  {
    name: 'a href=data:text/html',
    kind: 'markup',
    make: (id) => `<a href="data:text/html,<script>${hit(id)}</script>">xss-${id}</a>`,
  },
  {
    name: 'attribute break-out "><img',
    kind: 'markup',
    make: (id) => `"><img src=x onerror=${hit(id)}>`,
  },
  { name: "attribute break-out '><svg", kind: 'markup', make: (id) => `'><svg onload=${hit(id)}>` },
  {
    name: 'attribute injection " onfocus',
    kind: 'markup',
    make: (id) => `" autofocus onfocus="${hit(id)}" x="`,
  },
  {
    name: '</textarea><script>',
    kind: 'markup',
    make: (id) => `</textarea><script>${hit(id)}</script>`,
  },
  {
    name: '</title><img>',
    kind: 'markup',
    make: (id) => `</title><img src=x onerror=${hit(id)}>`,
  },
  {
    name: '</style><img>',
    kind: 'markup',
    make: (id) => `</style><img src=x onerror=${hit(id)}>`,
  },
  {
    name: '</script><img>',
    kind: 'markup',
    make: (id) => `</script><img src=x onerror=${hit(id)}>`,
  },
  {
    name: '{{constructor.constructor}} template',
    kind: 'markup',
    make: (id) => `{{constructor.constructor('${hit(id)}')()}}`,
  },
  { name: '${} template literal', kind: 'markup', make: (id) => `\${${hit(id)}}` },
  {
    name: 'mXSS math/mglyph/style',
    kind: 'markup',
    make: (id) => `<math><mtext><table><mglyph><style><img src=x onerror=${hit(id)}>`,
  },
  {
    name: 'mXSS svg/style/a id',
    kind: 'markup',
    make: (id) => `<svg></p><style><a id="</style><img src=1 onerror=${hit(id)}>">`,
  },
  {
    name: 'mXSS noscript title',
    kind: 'markup',
    make: (id) => `<noscript><p title="</noscript><img src=x onerror=${hit(id)}>">`,
  },
  {
    name: 'details open ontoggle',
    kind: 'markup',
    make: (id) => `<details open ontoggle=${hit(id)}>`,
  },
  { name: 'body onload', kind: 'markup', make: (id) => `<body onload=${hit(id)}>` },
  {
    name: 'object data',
    kind: 'markup',
    make: (id) => `<object data="data:text/html,<script>${hit(id)}</script>"></object>`,
  },
  { name: 'embed src', kind: 'markup', make: (id) => `<embed src="javascript:${hit(id)}">` },
  { name: 'base href', kind: 'markup', make: (id) => `<base href="//${off(id)}/">` },
  {
    name: 'form action=javascript:',
    kind: 'markup',
    make: (id) => `<form action="javascript:${hit(id)}"><button>xss-${id}</button></form>`,
  },
  {
    name: 'button formaction=javascript:',
    kind: 'markup',
    make: (id) => `<form><button formaction="javascript:${hit(id)}">xss-${id}</button></form>`,
  },
  {
    name: 'meta http-equiv=refresh',
    kind: 'markup',
    make: (id) => `<meta http-equiv="refresh" content="0;url=javascript:${hit(id)}">`,
  },
  { name: 'img srcset', kind: 'markup', make: (id) => `<img srcset="x 1x" onerror=${hit(id)}>` },
  {
    name: 'style url(javascript:)',
    kind: 'markup',
    make: (id) => `<div style="background:url(javascript:${hit(id)})">xss-${id}</div>`,
  },
  {
    name: 'input autofocus onfocus',
    kind: 'markup',
    make: (id) => `<input autofocus onfocus=${hit(id)}>`,
  },
  {
    name: 'video source onerror',
    kind: 'markup',
    make: (id) => `<video><source onerror=${hit(id)}></video>`,
  },
  {
    name: 'svg a xlink:href',
    kind: 'markup',
    make: (id) =>
      `<svg><a xlink:href="javascript:${hit(id)}"><text y="20">xss-${id}</text></a></svg>`,
  },
  {
    name: 'area href=javascript:',
    kind: 'markup',
    make: (id) => `<map name="xss-${id}"><area href="javascript:${hit(id)}"></map>`,
  },
  {
    name: 'a href=/\\evil',
    kind: 'markup',
    make: (id) => `<a href="/\\${off(id)}">xss-${id}</a>`,
  },
  { name: 'a href=//evil', kind: 'markup', make: (id) => `<a href="//${off(id)}">xss-${id}</a>` },
  {
    name: 'a href=/&#9;/evil',
    kind: 'markup',
    make: (id) => `<a href="/&#9;/${off(id)}">xss-${id}</a>`,
  },
  {
    name: 'a href=\\\\evil',
    kind: 'markup',
    make: (id) => `<a href="\\\\${off(id)}">xss-${id}</a>`,
  },
  {
    name: 'a href=http://allowed@evil',
    kind: 'markup',
    make: (id) => `<a href="http://allowed.example@${off(id)}">xss-${id}</a>`,
  },
  {
    name: 'url-encoded <script>',
    kind: 'markup',
    make: (id) => `%3Cscript%3E${hit(id)}%3C%2Fscript%3E`,
  },
];

/** Every payload; a payload's index in this list is its part of the marker id. */
export const XSS_PAYLOADS: readonly XssPayload[] = [...MARKUP_PAYLOADS, ...LINK_PAYLOADS];

/** Indexes (into XSS_PAYLOADS) of the payloads a url field gets. */
export const LINK_PAYLOAD_INDEXES: readonly number[] = XSS_PAYLOADS.flatMap((payload, index) =>
  payload.kind === 'link' ? [index] : [],
);

/** Indexes of the payloads a text field gets: all of them. */
export const TEXT_PAYLOAD_INDEXES: readonly number[] = XSS_PAYLOADS.map((_payload, index) => index);

/** Payload slots per carrier in a marker id. */
export const PAYLOAD_SLOTS = 100;

export function markerId(carrier: number, payloadIndex: number): number {
  return carrier * PAYLOAD_SLOTS + payloadIndex;
}

export function splitMarkerId(id: number): { carrier: number; payloadIndex: number } {
  return { carrier: Math.floor(id / PAYLOAD_SLOTS), payloadIndex: id % PAYLOAD_SLOTS };
}

/**
 * Every marker id found in a text (page HTML, a URL, an attribute): `xssHit(<id>)` or
 * `xss-<id>`. Escaped payloads still show their id, so this also tells which carriers a page
 * really rendered.
 */
export function markerIdsIn(text: string): number[] {
  const ids: number[] = [];
  for (const match of text.matchAll(/xssHit\((\d+)\)|xss-(\d+)/g))
    ids.push(Number(match[1] ?? match[2]));
  return ids;
}
