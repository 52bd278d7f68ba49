import { expect, test } from '@playwright/test'
import { LOCALES } from '../../src/i18n/locales.ts'
import { collectPageProblems } from '../support/e2e/page-problems.ts'
import { expectScreenRendered, startInLocale } from '../support/e2e/screen-checks.ts'

// Every route of SPEC §2, with the parameters a customer's links carry.
const ROUTES = [
  '/',
  '/range',
  '/login',
  '/register',
  '/password/reset',
  '/detail/1/GAME',
  '/profile',
  '/rechargePage',
  '/history-invoice/limit/30/skip/0',
  '/history-buy/limit/30/skip/0',
  '/chat-group',
  '/chat-admin',
  '/chat-group-admin',
]

for (const locale of LOCALES) {
  test.describe(`a visitor reading ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale)
    })

    for (const route of ROUTES) {
      test(`opens ${route}`, async ({ page }) => {
        const problems = collectPageProblems(page)

        await page.goto(route)

        await expectScreenRendered(page)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        expect(problems()).toEqual([])
      })
    }
  })
}
