import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressAssets } from './scripts/precompress.ts';

/** Build facts shown on the admin version page and sent with client error logs. */
function git(args: string): string {
  try {
    return execSync(`git ${args}`, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}
const appVersion: string = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
).version;

/** The tile blue of the Matchline mark (scripts/render-icons.ts): toolbar, splash and install UI. */
const brandBlue = '#2563b8';

export default defineConfig({
  plugins: [
    {
      // @microsoft/signalr's Node-only branch names `require`: without this, the bundler's require shim
      // lands in the shared runtime chunk, i.e. in the public home's first load.
      name: 'signalr-without-node-require',
      transform(code, id) {
        if (!/@microsoft[\\/]signalr[\\/]dist[\\/]esm[\\/](FetchHttpClient|HttpConnection)\.js$/.test(id))
          return null;
        return code.replace(/\brequire\b/g, 'undefined');
      },
    },
    react(),
    precompressAssets(),
    VitePWA({
      // Our own worker from sw/ (precache, offline shell, push); the app registers it with workbox-window.
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'favicon-32.png', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Matchline',
        short_name: 'Matchline',
        description:
          'Matchline provides residency and fellowship matching across specialties and subspecialties.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        lang: 'en-GB',
        theme_color: brandBlue,
        background_color: brandBlue,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // The install dialog's pictures of the app (docs/design-language.md: how to take them again).
        screenshots: [
          {
            src: '/screenshots/applicant-home-phone.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: "An applicant's season at a glance: next steps and deadlines",
          },
          {
            src: '/screenshots/applicant-home-desktop.png',
            sizes: '1440x900',
            type: 'image/png',
            form_factor: 'wide',
            label: "An applicant's season at a glance: next steps and deadlines",
          },
        ],
        // Stable addresses (no cycle in them): /applicant/go/:section opens the current cycle's section.
        shortcuts: [
          {
            name: 'Rank list',
            url: '/applicant/go/rank-list',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Applications',
            url: '/applicant/go/applications',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Programs',
            url: '/applicant/go/programs',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Messages',
            url: '/applicant/go/messages',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // The install dialog fetches its pictures itself; the app never needs them offline.
        globIgnores: ['screenshots/**'],
      },
    }),
  ],
  define: {
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
    __COMMIT_HASH__: JSON.stringify(git('rev-parse --short HEAD')),
    __BRANCH_NAME__: JSON.stringify(git('rev-parse --abbrev-ref HEAD')),
    __COMMIT_DATE__: JSON.stringify(git('log -1 --format=%cI')),
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Seven hash characters, not eight (the fewest rolldown accepts for this many chunks): the entry
    // names every lazy chunk in its preload map, and each hash character is incompressible.
    rollupOptions: {
      output: {
        // Shared chunks go by their hash alone: the entry's preload map names every one of them, and
        // only lazy entries (areas, pages, text parts) need a name people and benches can find.
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry ? 'assets/[name]-[hash:7].js' : 'assets/[hash:8].js',
        entryFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/hubs': { target: 'ws://localhost:8080', ws: true } },
  },
});
