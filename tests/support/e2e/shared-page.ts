import type { Page } from '@playwright/test'
import type { AuthSession } from './accounts.ts'
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
