/**
 * Issue 17 point 2 as `curl` shows it: a page's HTML carries its first view in `#root` and the
 * answers it was made from, rendered by the build's server renderer; and nothing about it ever
 * costs a visitor the page: no renderer, a renderer that throws or declines (a guarded route),
 * and a preview frame all get the page as before. A new build's renderer is used without a
 * restart. The renderer here is a fixture standing in for the build's (`<dist>/.ssr/`).
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_FRAME_PARAM } from '../../src/runtime/preview/frameParam';
import { FIRST_VIEW_DATA_ID } from '../../src/services/http/firstViewAnswers';
import { firstViewRendererPath } from '../http/firstViewRender';
import { AFTER_FIRST_PAINT_INPUT } from '../../src/app/boot/deferredEntry';
import { buildApp, tempDir } from './helpers';

const repoRoot = resolve(import.meta.dirname, '../..');
const dir = tempDir();
const dist = join(dir.path, 'dist');
let app: FastifyInstance;

const INDEX_HTML = `<!doctype html>
<html lang="zh-CN"><head><title>国家中小学智慧教育平台</title>
<link rel="preload" href="/manifests/index.json" as="fetch" crossorigin="anonymous" />
<script type="module" crossorigin src="/assets/portal-Cj5oSFcK.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-AbCd1234.js">
<link rel="stylesheet" crossorigin href="/assets/portal-COYg3fs9.css"></head>
<body>
    <div id="root"></div>
</body></html>
`;

/** The renderer: tells back what the server handed it, declines `/guarded`, throws on `/throws`. */
const renderer = (heading: string) => `
export async function renderFirstView(request) {
  if (request.url.startsWith('/throws')) throw new Error('a block broke');
  if (request.url.startsWith('/guarded')) return null;
  const portal = request.siteBundle('portal');
  const said = [
    request.url,
    request.host,
    request.serviceOrigin.startsWith('http://127.0.0.1:') ? 'loopback' : request.serviceOrigin,
    request.index.sites.some((site) => site.id === 'hd-kpzy') ? 'sites' : 'no sites',
    portal && portal.manifest ? portal.manifest.id : 'no manifest',
    request.messages('zh-CN') ? 'zh-CN' : 'no catalogue',
  ];
  return {
    html: '<h2>${heading}</h2><p>' + said.join('|') + '</p>',
    blockTypes: ['banner'],
    answers: [{ key: 'GET /svc/course/v2/channels/c1/sections?query_type=0', status: 200,
      contentType: 'application/json', text: '[{"title":"</script><img src=x>"}]' }],
  };
}
`;

const writeRenderer = (heading: string) => {
  const file = firstViewRendererPath(dist);
  mkdirSync(join(dist, '.ssr'), { recursive: true });
  writeFileSync(file, renderer(heading));
};

/** The build's manifest: the banner's chunk and the shared chunk it imports each have a sheet. */
const BUILD_MANIFEST = {
  'src/main.tsx': { file: 'assets/portal-Cj5oSFcK.js', css: ['assets/portal-COYg3fs9.css'] },
  [AFTER_FIRST_PAINT_INPUT]: { file: 'assets/after-first-paint-Mn0p.js', isEntry: true },
  'blocks/banner/BannerBlock.tsx': {
    file: 'assets/BannerBlock-AbCd1234.js',
    isDynamicEntry: true,
    css: ['assets/BannerBlock-AbCd1234.css'],
    imports: ['_EmptyState-EfGh5678.js'],
  },
  '_EmptyState-EfGh5678.js': {
    file: 'assets/EmptyState-EfGh5678.js',
    css: ['assets/EmptyState-EfGh5678.css'],
  },
  'blocks/icon-nav/IconNavBlock.tsx': {
    file: 'assets/IconNavBlock-IjKl9012.js',
    isDynamicEntry: true,
    css: ['assets/IconNavBlock-IjKl9012.css'],
  },
};

beforeAll(async () => {
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(BUILD_MANIFEST));
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'assets', 'BannerBlock-AbCd1234.css'), '.banner{aspect-ratio:16/5}\n');
  writeFileSync(join(dist, 'assets', 'portal-COYg3fs9.css'), ':root{--edu-space-4:16px}\n');
  writeRenderer('课程教学');
  const siteConfigDir = join(dir.path, 'site-configs');
  cpSync(join(repoRoot, 'site-configs'), siteConfigDir, { recursive: true });
  app = await buildApp(dir.path, { distDir: dist, siteConfigDir });
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const page = async (url: string) => {
  const response = await app.inject({ method: 'GET', url, headers: { host: '127.0.0.1:8080' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  return response.body;
};
const root = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*(<script|<\/body>)/.exec(html)?.[1];

describe('the first view in the HTML', () => {
  it('puts the rendered page in #root, made from the served manifests, catalogue and loopback services', async () => {
    const html = await page('/?x-edu-theme=dark');
    expect(root(html)).toBe(
      '<h2>课程教学</h2><p>/?x-edu-theme=dark|127.0.0.1:8080|loopback|sites|portal|zh-CN</p>',
    );
  });

  it('inlines the answers it used as JSON that cannot end its script', async () => {
    const html = await page('/');
    const script = new RegExp(
      `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">([\\s\\S]*?)</script>`,
    ).exec(html);
    expect(script).not.toBeNull();
    const data = JSON.parse(script![1]) as { answers: { key: string; text: string }[] };
    expect(data.answers).toEqual([
      expect.objectContaining({
        key: 'GET /svc/course/v2/channels/c1/sections?query_type=0',
        text: '[{"title":"</script><img src=x>"}]',
      }),
    ]);
    expect(html).not.toContain('</script><img');
  });

  it('carries the stylesheets of the blocks the page used, so its HTML is styled before any script', async () => {
    const html = await page('/');
    const head = html.slice(0, html.indexOf('</head>'));
    // In the page, no round trip before the first paint; the link that never applies tells the
    // app's chunk loader the sheet is there already.
    expect(head).toContain(
      '<style data-sheet="/assets/BannerBlock-AbCd1234.css">.banner{aspect-ratio:16/5}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/BannerBlock-AbCd1234.css" media="not all">',
    );
    // A sheet the server cannot read is linked as it is.
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/EmptyState-EfGh5678.css">',
    );
    // Only the blocks it used.
    expect(html).not.toContain('IconNavBlock');
    // The page's own stylesheet is in the page too, where its link was.
    expect(head).toContain(
      '<style data-sheet="/assets/portal-COYg3fs9.css">:root{--edu-space-4:16px}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/portal-COYg3fs9.css" media="not all">',
    );
    expect(head).not.toContain('href="/assets/portal-COYg3fs9.css">');
  });

  it('starts the app’s scripts after the first paint: one small module in the head is given the entry, its preloads and the lazy images’ distance', async () => {
    const html = await page('/');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/assets/after-first-paint-Mn0p.js"' +
        ' data-edu-entry="/assets/portal-Cj5oSFcK.js"' +
        ' data-edu-modulepreload="/assets/react-AbCd1234.js"' +
        // The site's manifest the server names for the address, after the page's own.
        ' data-edu-preload="/manifests/index.json /manifests/sites/portal.json"' +
        // Lazy images are requested within 300 px of the viewport (seed 000 §9) before the app too.
        ' data-edu-image-margin="300">',
    ]);
    expect(head).not.toContain('rel="modulepreload"');
    expect(head).not.toContain('as="fetch"');
  });

  it('keeps the entry where the build has no deferring module', async () => {
    const { [AFTER_FIRST_PAINT_INPUT]: _deferring, ...older } = BUILD_MANIFEST;
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(older, null, 1));
    try {
      const html = await page('/');
      expect(html).toContain(FIRST_VIEW_DATA_ID);
      expect(html).toContain('<script type="module" crossorigin src="/assets/portal-Cj5oSFcK.js">');
      expect(html).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/react-AbCd1234.js">',
      );
      expect(html).not.toContain('after-first-paint');
    } finally {
      writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(BUILD_MANIFEST));
    }
  });

  it('sends the page as before when the renderer throws or declines, and to a preview frame', async () => {
    for (const url of ['/throws', '/guarded/upload', `/?${PREVIEW_FRAME_PARAM}=1`]) {
      const html = await page(url);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(FIRST_VIEW_DATA_ID);
      // A page the browser renders alone loads its scripts at once, as built.
      expect(html).toContain('<script type="module" crossorigin src="/assets/portal-Cj5oSFcK.js">');
      expect(html).not.toContain('after-first-paint');
    }
  });

  it('uses a new build’s renderer without a restart, and none when the build has none', async () => {
    writeRenderer('电子教材');
    expect(root(await page('/'))).toContain('<h2>电子教材</h2>');
    rmSync(join(dist, '.ssr'), { recursive: true, force: true });
    expect(await page('/')).toContain('<div id="root"></div>');
  });

  it('never serves the renderer itself', async () => {
    writeRenderer('课程教学');
    const response = await app.inject({ method: 'GET', url: '/.ssr/entry-server.js' });
    expect(response.body).not.toContain('renderFirstView');
  });
});
