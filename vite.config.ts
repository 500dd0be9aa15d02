import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { siteConfigsPlugin } from './scripts/vitePluginSiteConfigs.ts';
import { blockFoldersPlugin } from './scripts/vitePluginBlockFolders.ts';
import { precompressPlugin } from './scripts/vitePluginPrecompress.ts';
import { AFTER_FIRST_PAINT_INPUT } from './src/app/boot/deferredEntry.ts';
import { PORTAL_LIBRARIES, PORTAL_LIBRARIES_CHUNK } from './scripts/portalChunks.ts';

const repoRoot = import.meta.dirname;

/**
 * The preview app is built in a second pass into the same folder. Built together, the two
 * entries share modules, and the bundler splits the portal's entry into many small shared chunks
 * that compress worse: the visitor paid for the preview's existence. Apart, each entry is
 * chunked as if the other did not exist.
 */
const PREVIEW_PASS = process.env.EDU_PREVIEW_PASS === '1';
/**
 * The third pass: the server's renderer of first views (src/entry-server.tsx, issue 17 point 2)
 * into `<outDir>/.ssr/`, a folder the stand-in never serves (dot paths are refused). Everything
 * is bundled in (no bare imports left), so the bundle runs from any folder a build is put in.
 */
const SSR_PASS = process.env.EDU_SSR_PASS === '1';

function previewSecondPass(): Plugin {
  let outDir = 'dist';
  return {
    name: 'edu-preview-second-pass',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      if (PREVIEW_PASS || SSR_PASS) return;
      process.env.EDU_PREVIEW_PASS = '1';
      try {
        await build({
          configFile: resolve(repoRoot, 'vite.config.ts'),
          logLevel: 'warn',
          build: { outDir, emptyOutDir: false },
        });
      } finally {
        delete process.env.EDU_PREVIEW_PASS;
      }
      process.env.EDU_SSR_PASS = '1';
      try {
        await build({
          configFile: resolve(repoRoot, 'vite.config.ts'),
          logLevel: 'warn',
          build: {
            outDir: resolve(outDir, '.ssr'),
            emptyOutDir: true,
            ssr: resolve(repoRoot, 'src/entry-server.tsx'),
            copyPublicDir: false,
            // One file: the server loads a new build under a new address (?build=…), and a
            // chunk importing the entry back would load a second copy of it (two routers).
            rollupOptions: { output: { codeSplitting: false } },
            chunkSizeWarningLimit: 8000,
          },
        });
      } finally {
        delete process.env.EDU_SSR_PASS;
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    siteConfigsPlugin(repoRoot),
    blockFoldersPlugin(resolve(repoRoot, 'blocks')),
    previewSecondPass(),
    // .br and .gz beside every built text file (production build only; server/README.md).
    precompressPlugin(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The portal pass's manifest (dist/.vite/manifest.json, never served: a dot path): the
    // stand-in names the stylesheets of the blocks a server-rendered page holds from it
    // (server/http/firstViewRender.ts), so the HTML is styled before any script runs.
    manifest: !PREVIEW_PASS && !SSR_PASS,
    // video.js (~700 kB raw) is one lazy chunk loaded only when a video modal opens.
    chunkSizeWarningLimit: 800,
    modulePreload: {
      // The page's own entry keeps every preload (index.html names each chunk the entry
      // imports). A lazy chunk's stylesheets are still loaded with it (else a block would paint
      // unstyled); its script dependencies load through its own imports: the table of every lazy
      // chunk's script dependencies sat in the entry script, kilobytes of the first view.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rollupOptions: {
      // The portal's libraries (React, the router, mobx) in a chunk of their own, apart from the
      // app's code: a build that changes only the app leaves that file cached, and Lighthouse's
      // unused-JavaScript list tells the app's own code from React's (issue 17 point 5).
      output:
        PREVIEW_PASS || SSR_PASS
          ? undefined
          : {
              codeSplitting: {
                groups: [{ name: PORTAL_LIBRARIES_CHUNK, test: PORTAL_LIBRARIES }],
              },
            },
      input: SSR_PASS
        ? { 'entry-server': resolve(repoRoot, 'src/entry-server.tsx') }
        : PREVIEW_PASS
          ? { preview: resolve(repoRoot, 'preview/index.html') }
          : {
              portal: resolve(repoRoot, 'index.html'),
              // The one script of a page whose first view is in the HTML (deferredEntry.ts).
              'after-first-paint': resolve(repoRoot, AFTER_FIRST_PAINT_INPUT),
            },
    },
  },
  ssr: { noExternal: true },
  server: {
    // xfwd: the stand-in sees who is really asking (X-Forwarded-For). Without it every request
    // Vite passes on comes from 127.0.0.1, and a Vite exposed on HOST would open the stand-in's
    // this-machine-only endpoints (/__scenario, /__preview) to the network.
    proxy: Object.fromEntries(
      ['/svc', '/sso', '/manifests', '/web_config.json', '/__scenario', '/__preview'].map(
        (path) => [path, { target: 'http://127.0.0.1:8081', xfwd: true }],
      ),
    ),
  },
});
