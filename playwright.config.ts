import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './tooling/chromium.ts'

// `npm run e2e:serve` listens on E2E_PORT (4310 by default); E2E_BASE_URL points the tests at an
// app that already runs.
const E2E_PORT = Number(process.env.E2E_PORT ?? 4310)
const externalBaseUrl = process.env.E2E_BASE_URL
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${E2E_PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // A test waits for the page and the backend about half of its time: two workers left the two
  // cores idle that long, and four keep them busy (the suite took 12.1 min with two, 10.0 with four).
  workers: 4,
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
    // A customer who asked their phone for less motion: the shop's animations end at once and its
    // spinners stand still (src/styles.css), so axe never measures contrast halfway through a fade,
    // and a page that waits draws no frames. A spinner turning through a test's waits had the
    // browsers draw 60 frames a second, about half of their compositor's CPU time.
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions,
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
