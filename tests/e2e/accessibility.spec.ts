import { LOCALES } from '../../src/i18n/locales.ts'
import { expectNoSeriousViolations, waitForScreen } from '../support/e2e/accessibility.ts'
import { startSignedIn } from '../support/e2e/accounts.ts'
import { SHOP_ROUTES } from '../support/e2e/routes.ts'
import { startInLocale } from '../support/e2e/screen-checks.ts'
import { test } from '../support/e2e/signed-in-test.ts'

// Opening animations would have axe measure contrast halfway through a fade.
test.use({ reducedMotion: 'reduce' })

for (const locale of LOCALES) {
  test.describe(`axe, a visitor reading ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale)
    })

    for (const route of SHOP_ROUTES) {
      test(`${route} has no serious violation`, async ({ page }) => {
        await page.goto(route)
        await waitForScreen(page)
        await expectNoSeriousViolations(page)
      })
    }
  })

  test.describe(`axe, the demo customer reading ${locale}`, () => {
    test.beforeEach(async ({ page, sessions }) => {
      await startSignedIn(page, sessions.customer, locale)
    })

    // /chat-group-admin sends a customer home, which the visitor's run already checks.
    for (const route of SHOP_ROUTES.filter((route) => route !== '/chat-group-admin')) {
      test(`${route} has no serious violation`, async ({ page }) => {
        await page.goto(route)
        await waitForScreen(page)
        await expectNoSeriousViolations(page)
      })
    }
  })

  test(`axe, the admin's /chat-group-admin in ${locale} has no serious violation`, async ({
    page,
    sessions,
  }) => {
    await startSignedIn(page, sessions.admin, locale)
    await page.goto('/chat-group-admin')
    await waitForScreen(page)
    await expectNoSeriousViolations(page)
  })
}
