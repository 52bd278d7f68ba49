import type { Page, Route } from '@playwright/test'
import { REQUEST_TIMEOUT_MS } from '#src/api/client.ts'
import { startSignedIn } from '../../support/e2e/accounts.ts'
import { test, type DemoAccount } from '../../support/e2e/demo-sessions.ts'
import { expectScreenRendered, startInLocale } from '../../support/e2e/screen-checks.ts'
import { sharedPage } from '../../support/e2e/shared-page.ts'
import { expect, expectTranslatedAlert, FAULTS, HANGS } from '../../support/e2e/server-faults.ts'

// Every screen's main call answered badly: a 500, malformed JSON, an HTML page instead of JSON, no
// answer at all (past the client's timeout) and a reset connection. Each must end in a translated
// error with a way to retry, never a white screen; and the retry works once the server answers
// again.

interface Screen {
  /** The screen's address; a function when it needs something from the server first. */
  path: string | ((page: Page) => Promise<string>)
  account: DemoAccount | null
  /** The screen's main call, a GET. */
  call: RegExp
}

/** The first game of the demo catalogue: its detail screen. */
async function firstGameDetail(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/games-group-by-category')
  const { data } = (await response.json()) as { data: Array<{ data: Array<{ _id: string }> }> }
  return `/detail/${data[0]!.data[0]!._id}/GAME`
}

const SCREENS: Record<string, Screen> = {
  home: { path: '/', account: null, call: /\/api\/v1\/games-group-by-category/ },
  leaderboard: { path: '/range', account: 'customer', call: /\/api\/v1\/range-users/ },
  'game detail': { path: firstGameDetail, account: 'customer', call: /\/api\/v1\/game\/[^/]+$/ },
  'top-up history': {
    path: '/history-invoice/limit/30/skip/0',
    account: 'customer',
    call: /\/api\/v1\/wallet-history/,
  },
  'purchase history': {
    path: '/history-buy/limit/30/skip/0',
    account: 'customer',
    call: /\/api\/v1\/invoices/,
  },
  'group chat': { path: '/chat-group', account: null, call: /\/api\/v1\/chats-group/ },
  'chat with the admin': {
    path: '/chat-admin',
    account: 'customer',
    call: /\/api\/v1\/chats\/[^/?]+/,
  },
}

for (const [screenName, screen] of Object.entries(SCREENS)) {
  test.describe(screenName, () => {
    // One page meets the screen's five faults, opening the screen again for each.
    const shared = sharedPage(async (page, sessions) => {
      if (screen.account) await startSignedIn(page, sessions[screen.account], 'en')
      else await startInLocale(page, 'en')
    })

    for (const [faultName, fault] of Object.entries(FAULTS)) {
      test(`@faults ${screenName} when its call gets ${faultName}`, async () => {
        const { page, problems } = shared
        // A first visit again: with the language cookie of the last one, the server's page would
        // carry the screen's data and the browser would not call for it.
        await page.context().clearCookies()
        const hang = faultName === HANGS
        if (hang) await page.clock.install()

        let faulted = 0
        const handler = async (route: Route) => {
          if (route.request().method() !== 'GET') return route.fallback()
          faulted += 1
          const answered = fault(route)
          if (answered !== 'hang') await answered
        }
        await page.route(screen.call, handler)
        await page.goto(typeof screen.path === 'string' ? screen.path : await screen.path(page))
        await expect.poll(() => faulted).toBeGreaterThan(0)
        if (hang) await page.clock.fastForward(REQUEST_TIMEOUT_MS)

        const alert = await expectTranslatedAlert(page)
        await expectScreenRendered(page)

        // The server answers again: the retry goes through.
        await page.unroute(screen.call, handler)
        await alert.getByRole('button', { name: 'Try again' }).click()
        await expect(alert).toBeHidden()
        // The router logs the failed load it showed (console.error); nothing may go uncaught.
        expect(problems().filter((problem) => problem.startsWith('uncaught'))).toEqual([])
      })
    }
  })
}
