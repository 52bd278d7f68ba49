import { expect, type Page } from '@playwright/test'
import { LOCALES } from '../../src/i18n/locales.ts'
import { waitForScreen } from '../support/e2e/accessibility.ts'
import { startSignedIn } from '../support/e2e/accounts.ts'
import { findCutText } from '../support/e2e/cut-text.ts'
import { test } from '../support/e2e/demo-sessions.ts'
import { collectPageProblems } from '../support/e2e/page-problems.ts'
import { startInLocale } from '../support/e2e/screen-checks.ts'

// No heading, label, tab or name is cut without a way to read it whole (issue 34, item 5): each
// screen is opened once per language and measured at each width, a small Android phone, a
// common phone and a laptop, by resizing the same page.

const WIDTHS = [360, 390, 1280] as const

/** The top bar as a visitor sees it, with its login button. */
const VISITOR_SCREENS = ['/login'] as const

/** Read signed in as the operator, who sees the shop's screens and the desk's. */
const SIGNED_IN_SCREENS = [
  '/',
  '/range',
  '/rechargePage',
  '/detail/1/GAME',
  '/history-buy/limit/30/skip/0',
  '/history-invoice/limit/30/skip/0',
  '/profile',
  '/admin',
  '/admin/topups',
  '/admin/accounts?phone=2055',
  '/admin/orders',
  '/admin/supplier',
  '/admin/stock',
  '/admin/coupons',
  '/admin/prizes',
  '/admin/activity',
] as const

async function expectNothingCut(page: Page, route: string) {
  await page.goto(route)
  await waitForScreen(page)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    expect.soft(await findCutText(page), `${route} at ${width} px`).toEqual([])
  }
}

for (const locale of LOCALES) {
  test(`no text is cut without a way to read it, in ${locale}`, async ({ page, sessions }) => {
    test.setTimeout(180_000)
    const problems = collectPageProblems(page)
    await startInLocale(page, locale)
    for (const route of VISITOR_SCREENS) await expectNothingCut(page, route)
    await startSignedIn(page, sessions.admin, locale)
    for (const route of SIGNED_IN_SCREENS) await expectNothingCut(page, route)
    expect(problems()).toEqual([])
  })
}
