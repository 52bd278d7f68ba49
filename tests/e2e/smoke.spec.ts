import { expect, test } from '@playwright/test'
import { LOCALES } from '../../src/i18n/locales.ts'
import { collectPageProblems } from '../support/e2e/page-problems.ts'
import { SHOP_ROUTES } from '../support/e2e/routes.ts'
import { expectScreenRendered, startInLocale } from '../support/e2e/screen-checks.ts'

for (const locale of LOCALES) {
  test.describe(`a visitor reading ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale)
    })

    for (const route of SHOP_ROUTES) {
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
