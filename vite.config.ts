/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type BuildEnvironmentOptions } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import packageJson from './package.json' with { type: 'json' }
import { RENDERED_PAGES_CACHE } from './src/lib/rendered-pages.ts'
import { precompressAssets } from './scripts/precompress-assets.ts'

// The reference backend serves the built SPA itself; in `npm run dev` Vite proxies the API,
// the images and the socket to it.
const backend = process.env.DEV_BACKEND_URL ?? 'http://127.0.0.1:3000'

// The libraries the first screen cannot paint without, whatever screen it is, with lucide-react's
// icon factory: the shell draws its icons with it, and a chunk of its own costs the home screen more.
// openapi-fetch is not one of them: it loads with the first API call (src/api/lazy-client.ts).
const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@lingui[\\/](core|react)|@tanstack[\\/](react-router|router-core|history|store|react-store)|lucide-react[\\/]dist[\\/]esm[\\/](shared|context|Icon|createLucideIcon|defaultAttributes))[\\/.]/

// Small modules the home screen loads that other screens share too: each would otherwise be a
// chunk of its own, and each chunk's own overhead counts against the home screen's budget.
const FIRST_SCREEN_SHARED_MODULES =
  /((src[\\/](lib[\\/]localized-name|ui[\\/]notify)|contract[\\/]shop-rules)\.tsx?|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](loader-circle|trophy)\.js)$/

/** Paths the server answers itself: never the shell's page, and never answered from the cache. */
const SERVER_PATHS = /^\/(api|dev|images|uploads|socket\.io)(\/|$)/

/**
 * The web app manifest and a service worker that precaches the built shell: a returning customer's
 * screens paint from the cache, and the shop can be added to the home screen. Home paints from the
 * worker's copy of the server's page (src/lib/rendered-pages.ts), refreshed for the next visit
 * while this one paints; the other screens from the shell. API calls are not routed through the
 * worker, so a wallet or an order always comes from the network. A new version waits until the
 * customer takes it (src/app/offer-app-updates.ts).
 */
function installableShop() {
  return VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    includeAssets: ['favicon.svg'],
    // The icons are fetched by a browser that installs the shop, not by every visit.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'ຮ້ານເຕີມເກມ',
      short_name: 'ເຕີມເກມ',
      description:
        'ເຕີມເກມ ແລະ ຊື້ບັດ ດ້ວຍກະເປົາເງິນກີບ · เติมเกมและซื้อบัตรด้วยกระเป๋าเงินกีบ · Game top-ups and vouchers paid from a kip wallet',
      lang: 'lo',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b1d4f',
      background_color: '#eef2f6',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // The built app's code, styles and fonts; the .br and .gz twins are the server's business.
      globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      globIgnores: ['**/*.{br,gz,map}', 'sw.js', 'workbox-*.js'],
      // Every other page of the shop is the one index.html: a navigation paints from the cache
      // at once, and the browser renders the screen.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [SERVER_PATHS, /^\/$/],
      runtimeCaching: [
        {
          // Written into sw.js as it is: the function reads nothing from this file.
          urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: RENDERED_PAGES_CACHE,
            // One copy, whatever the request's cookies: a language change forgets it.
            matchOptions: { ignoreVary: true },
            // Offline with no copy yet: the shell renders home, as it renders the other screens.
            precacheFallback: { fallbackURL: '/index.html' },
          },
        },
      ],
      cleanupOutdatedCaches: true,
    },
  })
}

/** The browser's bundle: what the first screen downloads, split as docs/performance.md measures. */
const clientBuild = {
  target: 'es2022',
  sourcemap: true,
  // .vite/manifest.json: what each screen downloads, which the size check and the bench read from
  // the one build of dist/. The server never serves it (dot-folders are not sent).
  manifest: true,
  // Browsers that run this target without modulepreload (Safari before 17) just fetch each module
  // when it is imported; the polyfill would cost every visitor's first screen its bytes.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    output: {
      codeSplitting: {
        // What every screen runs on, in one chunk: a dozen small shared chunks compress worse and
        // cost the home screen about 3.5 KB gzip more (docs/performance.md).
        groups: [
          { name: 'framework', test: FRAMEWORK_MODULES },
          { name: 'first-screen-shared', test: FIRST_SCREEN_SHARED_MODULES },
        ],
      },
    },
  },
} satisfies BuildEnvironmentOptions

/**
 * The server's bundle (`vite build --ssr src/entry-server.tsx`): the backend imports it to render
 * pages (server/src/http/server-rendered-pages.ts).
 */
const serverBuild = {
  target: 'node20',
  sourcemap: true,
  // public/ is the browser's: dist/ has it already.
  copyPublicDir: false,
  // The server holds every catalog (src/i18n/request-i18n.ts): that the browser's dynamic imports
  // of them are static here is the point, not a mistake to warn about.
  rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
} satisfies BuildEnvironmentOptions

/** The unit tests that run in a document: happy-dom, and each test leaves the page clean. */
const domProject = {
  environment: 'happy-dom' as const,
  environmentOptions: {
    // The tests' stand-in servers listen on an origin of their own; the shop's files and API are
    // the page's own origin, where no preflight happens.
    happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } },
  },
  setupFiles: ['tests/support/setup-dom.ts'],
}

/** The unit tests that render the whole app, router and services included. */
const WHOLE_APP_TESTS = [
  'tests/components/shell/{language-switch,route-guards,top-bar}.test.tsx',
  'tests/components/operator-desk/*.test.tsx',
]

export default defineConfig(({ isSsrBuild = false, mode }) => ({
  define: {
    // The footer shows the running version, so a customer's report says which build they saw.
    __APP_VERSION__: JSON.stringify(packageJson.version),
    // Vite fixes React's build in the browser's bundle and leaves it to the running process in the
    // server's. Fixed there too, the server renders with the React the browser hydrates with: a
    // backend run with NODE_ENV=test or unset (`npm start`) rendered with React's development
    // build, about three times slower a page.
    ...(isSsrBuild && {
      'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV || mode),
    }),
  },
  // The server bundle carries its libraries: it runs wherever DIST_DIR puts it, node_modules or not.
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  resolve: {
    // The #contract/, #src/... aliases of tsconfig.json.
    tsconfigPaths: true,
    alias: [
      // @tanstack/react-store's selector hook asks for the shim; React 19 has the hook itself.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('src/lib/react-sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  plugins: [
    // The router plugin must run before react() (it writes src/routeTree.gen.ts and splits routes).
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    // @vitejs/plugin-react 6 has no babel option: Lingui's macro runs through the rolldown babel plugin,
    // on the app's own files alone (where the macros are; a route's split parts carry a query).
    // Tests that render pages import the built server bundle, whole: through Babel it cost seconds.
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
          // Only the files that import a macro: Babel's pass over the other half of src/ changed
          // nothing (the built bundles are the same byte for byte) and cost the build about a
          // sixth of its CPU, and the unit tests' transforms their share.
          rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
        }),
      ],
      include: [/[\\/]src[\\/].*\.[jt]sx?(?:$|\?)/],
    }),
    react(),
    lingui(),
    tailwindcss(),
    // The server's bundle is read from disk by the backend, never downloaded or cached offline;
    // React's development build (`NODE_ENV=development vite build`, a browser suite's) is never
    // sent over mobile data, so it is not compressed ahead.
    ...(isSsrBuild
      ? []
      : [
          ...(process.env.NODE_ENV === 'development' ? [] : [precompressAssets()]),
          installableShop(),
        ]),
  ],
  server: {
    proxy: {
      '/api': backend,
      '/images': backend,
      '/uploads': backend,
      '/dev': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
  build: isSsrBuild ? serverBuild : clientBuild,
  test: {
    // Vitest leaves a core to its own process by default: on a 2-core machine that halves the run.
    // A worker also waits (for PostgreSQL, a command it started, a timer) about a sixth of its
    // time, so one worker more than there are cores keeps them busy: on 2 cores the suite took
    // 149 to 167 s with two workers and 132 to 137 s with three, in alternating runs.
    maxWorkers: availableParallelism() + 1,
    // The reliability and security suite's categories (docs/security.md): a test carries one with
    // `{ tags: ['races'] }`, and scripts/security-counts.mjs counts them from the JSON report.
    tags: [
      { name: 'faults', description: 'A fault (a failed call, a restart, an outage) is survived.' },
      { name: 'races', description: 'Requests at once lose nothing and count nothing twice.' },
      { name: 'attacks', description: 'An attack is refused.' },
    ],
    projects: [
      {
        extends: true,
        test: {
          // The machines' and the contract's own tests read no document: they run in Node, and
          // share one module graph per worker (each builds its machines and fakes afresh), where a
          // fresh document and module graph per file cost more than most of these files' tests.
          name: 'unit',
          environment: 'node',
          include: ['tests/{contract,machines}/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // What renders (.tsx) and what tests the browser's side (components, the API client,
          // src/lib's storage and language code), in happy-dom: it walks the purchase screen's
          // paths in two thirds of jsdom's CPU time, and the project in three quarters; layout and
          // accessibility are the browser suites' subject. One document and module graph per
          // worker, which each file leaves as a new page would find it (setup-dom.ts): a fresh
          // document and module graph per file cost as much CPU as the files' own tests.
          name: 'dom',
          ...domProject,
          include: [
            'tests/{machines,components,api,lib}/**/*.test.tsx',
            'tests/{components,api,lib}/**/*.test.ts',
          ],
          exclude: WHOLE_APP_TESTS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The files that render the whole app (tests/components/shell/render-app.tsx): the app's
          // services keep state beyond a file (timers, a Web Lock's queue), so each file has a
          // document and module graph of its own.
          name: 'app',
          ...domProject,
          include: WHOLE_APP_TESTS,
          // A test that renders the whole app pays for the first transform of each route's code it
          // opens (a few seconds on a loaded 2-core machine): a limit, not a goal.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // Each file builds its own app on a database of its own; what it imports (Fastify, the
          // API's schemas, the whole backend) is the same for all, and importing it afresh for
          // every file took 165 of the backend suites' 195 s. One module graph per worker.
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          // The server-rendered pages' file builds dist/ when stale: done before any file starts,
          // so that no other file's server reads dist/ while it is being rewritten.
          globalSetup: [
            'tests/server/support/database-templates.ts',
            'tests/server/support/built-app.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The reliability and security suite's backend cases (docs/security.md).
          name: 'security',
          environment: 'node',
          // As the backend suite: one module graph per worker.
          isolate: false,
          include: ['tests/security/**/*.test.ts'],
          globalSetup: ['tests/server/support/database-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Several backend processes on a PostgreSQL and a Redis of their own (npm run test:scale).
          name: 'scale',
          environment: 'node',
          include: ['tests/scale/**/*.test.ts'],
          globalSetup: ['tests/server/support/built-app.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}))
