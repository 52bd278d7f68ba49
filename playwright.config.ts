import { defineConfig } from '@playwright/test'

// `npm run e2e:serve` listens on E2E_PORT (4310 by default); E2E_BASE_URL points the tests at an
// app that already runs.
const E2E_PORT = Number(process.env.E2E_PORT ?? 4310)
const externalBaseUrl = process.env.E2E_BASE_URL
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${E2E_PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  // Limits, not goals: a 2-core CI machine running two browsers and the backend is slower than a
  // developer's laptop, and a journey test walks several screens.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  // A test that fails is run once more, recording a trace: one that then passes is reported as
  // flaky, by name, in `npm test`'s summary; one that fails twice fails the run.
  retries: 1,
  reporter: 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    // A Lao customer's browser: the server renders a first visit in the Accept-Language it sends
    // (src/i18n/request-locale.ts), and the shop's own default is Lao.
    locale: 'lo-LA',
    headless: true,
    // Recording a trace for every test took a third of the suite's time (the page's frames are
    // captured and encoded as it runs): only the retry of a failed test records one.
    trace: 'on-first-retry',
    // Each test starts from a first visit: the service worker's cache is installable.spec.ts's subject.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium headless shell (package chromium-headless-shell): no browser download,
      // the same binary in CI and on a developer's machine. The full browser (`/usr/bin/chromium`,
      // which CHROMIUM_PATH selects, for a headed run) builds a browser window for every context,
      // its omnibox popups included: about 0.75 s of CPU per test against 0.09 s for the shell, on a
      // 2-core machine where the pages under test need that CPU (docs/decisions.md).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  ...(externalBaseUrl
    ? {}
    : {
        webServer: {
          command: 'npm run e2e:serve',
          url: baseURL,
          reuseExistingServer: !process.env.CI,
          // A fresh clone builds the SPA and starts PGlite before the first answer.
          timeout: 180_000,
        },
      }),
})
