import { defineConfig } from '@playwright/test'
import e2eConfig from './playwright.config.ts'

// `npm run screenshots`: the screens as QA and reviewers look at them, written to
// docs/screenshots/. Its own backend on SCREENSHOTS_PORT, with a fresh data directory seeded with
// the demo data, so every run pictures the same shop.
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4350)
const baseURL = `http://127.0.0.1:${PORT}`

export default defineConfig({
  ...e2eConfig,
  testDir: 'tests/screenshots',
  outputDir: 'test-results/screenshots',
  use: { ...e2eConfig.use, baseURL, reducedMotion: 'reduce' },
  webServer: {
    // main.ts builds dist/ when stale, as npm start does.
    command: `rm -rf .data/screenshots && HOST=127.0.0.1 PORT=${PORT} DATA_DIR=.data/screenshots NODE_ENV=test RATE_LIMIT_SCALE=100 npx tsx server/src/main.ts`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 180_000,
  },
})
