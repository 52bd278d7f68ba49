// `npm run qa:screenshots`: pictures of the QA console for docs/charts/ and the README, taken in
// the browser the tests use, on the evidence file `npm run qa` would read (QA_EVIDENCE_FILE, or
// the last `npm test`'s).
import { join } from 'node:path'
import process from 'node:process'
import { chromium, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '#tooling/chromium.ts'
import { CHARTS_DIR } from '../charts/chart-pages.ts'
import { CONSOLE_SCREENSHOTS } from './console-screenshot-list.ts'
import type { ConsoleMachine } from './console-types.ts'
import { evidenceFilePath } from './evidence.ts'
import { startQaServer } from './qa-server.ts'

const root = process.cwd()
const server = await startQaServer({ root, port: 0, evidenceFile: evidenceFilePath(root) })
const browser = await chromium.launch(chromiumLaunchOptions)

/** What each picture shows, by its file name in CONSOLE_SCREENSHOTS. */
const scenes: Record<(typeof CONSOLE_SCREENSHOTS)[number]['file'], (page: Page) => Promise<void>> =
  {
    'console-path.png': async (page) => {
      await open(page, 'machine/recharge')
      // The plan's first path that walks three methods in turn.
      const answer = await page.request.get(`${server.url}api/machines/recharge`)
      const { plan } = (await answer.json()) as ConsoleMachine
      const path = plan?.paths.find((candidate) => candidate.steps.length === 4)
      await page.locator(`button[data-path-id="${path?.id}"]`).click()
      for (let step = 0; step < 2; step += 1) {
        await page.getByRole('button', { name: 'Next →' }).click()
      }
    },
    'console-transition.png': async (page) => {
      await open(page, 'machine/recharge')
      await page.locator('tr[data-transition-id="recharge:user.chooseMethod:0"]').click()
      // The table is below the chart: the picture shows the chart and the tests beside it.
      await page.evaluate(() => window.scrollTo(0, 0))
    },
    'console-folded.png': async (page) => {
      await open(page, 'machine/rechargePhoneCard')
      await page.locator('.state[data-state-id="rechargePhoneCard.waiting"] > text').click()
      await page.locator('.state-folded[data-state-id="rechargePhoneCard.waiting"]').waitFor()
    },
  }

async function open(page: Page, route: string): Promise<void> {
  await page.goto(`${server.url}${route}`)
  await page.locator('.chart-surface .state').first().waitFor()
}

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  for (const { file } of CONSOLE_SCREENSHOTS) {
    await scenes[file](page)
    await page.screenshot({ path: join(root, CHARTS_DIR, file) })
    process.stdout.write(`Wrote ${CHARTS_DIR}/${file}\n`)
  }
} finally {
  await browser.close()
  await server.close()
}
