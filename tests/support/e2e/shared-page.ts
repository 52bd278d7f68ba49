import type { Page } from '@playwright/test'
import { signInOpenPage, type AuthSession } from './accounts.ts'
import { test, type DemoAccount } from './demo-sessions.ts'
import { newReportingContext } from './machine-evidence.ts'
import { collectPageProblems } from './page-problems.ts'

export interface SharedPage {
  page: Page
  /** What went wrong on the page since it opened (collectPageProblems). */
  problems: () => string[]
}

/**
 * One page for the tests of the describe block this is called in, run in order, each going on
 * from where the last one left it: a browser of its own per test cost a cold load of the shop's
 * code. The page opens before the block's first test, reporting as a test's own page does, and is
 * prepared (a language, a sign-in); it closes after the block's last test.
 */
export function sharedPage(
  prepare: (page: Page, sessions: Record<DemoAccount, AuthSession>) => Promise<void>,
): SharedPage {
  test.describe.configure({ mode: 'serial' })
  const shared = {} as SharedPage
  test.beforeAll(async ({ browser, sessions }) => {
    shared.page = await (await newReportingContext(browser)).newPage()
    shared.problems = collectPageProblems(shared.page)
    await prepare(shared.page, sessions)
  })
  test.afterAll(async () => {
    await shared.page?.context().close()
  })
  return shared
}

/**
 * The shared page as a new visitor's, or as `customer`'s who just signed in (in English), for the
 * next document it loads: the last test's visit left its cookies, its storage and maybe a session
 * (a login or a registration that went through signs in). A page opened with startInLocale gets
 * its language again from that init script.
 */
export async function startAfresh(page: Page, customer: AuthSession | null) {
  // Off the app (to the shop's health answer, on its origin): a screen still open could write
  // its session again after the storage is cleared.
  await page.goto('/healthz')
  await page.context().clearCookies()
  await page.evaluate(() => {
    window.localStorage.clear()
    window.sessionStorage.clear()
  })
  if (customer) await signInOpenPage(page, customer, 'en')
}
