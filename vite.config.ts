import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { siteConfigsPlugin } from './scripts/vitePluginSiteConfigs.ts';

const repoRoot = import.meta.dirname;

export default defineConfig({
  plugins: [react(), siteConfigsPlugin(repoRoot)],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // video.js (~700 kB raw) is one lazy chunk loaded only when a video modal opens.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      input: {
        portal: resolve(repoRoot, 'index.html'),
        preview: resolve(repoRoot, 'preview/index.html'),
      },
    },
  },
  server: {
    proxy: {
      '/svc': 'http://127.0.0.1:8081',
      '/sso': 'http://127.0.0.1:8081',
      '/manifests': 'http://127.0.0.1:8081',
      '/web_config.json': 'http://127.0.0.1:8081',
      '/__scenario': 'http://127.0.0.1:8081',
    },
  },
});
