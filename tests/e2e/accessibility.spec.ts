import { expect, type Page } from '@playwright/test'
import { ANY_KIP, catalogText } from '../support/e2e/translated-text.ts'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import {
  expectControlsNamedIn,
  expectNoSeriousViolations,
  waitForScreen,
} from '../support/e2e/accessibility.ts'
import { fundedCustomer, startSignedIn } from '../support/e2e/accounts.ts'
import { productPath } from '../support/e2e/catalogue.ts'
import { CONTROL_TEXT } from '../support/e2e/control-texts.ts'
import { startInLocale } from '../support/e2e/screen-checks.ts'
import { test } from '../support/e2e/demo-sessions.ts'
import { sharedPage } from '../support/e2e/shared-page.ts'

const PHONE = { width: 412, height: 915 }
const LAPTOP = { width: 1280, height: 800 }

/** Chat screens name controls after the people in them, in whatever language they write. */
const isChat = (route: string) => route.startsWith('/chat')

const TEXT = CONTROL_TEXT

/**
 * axe reads each screen in the first language: a language changes the words, not the roles,
 * structure or colours axe checks. Each language checks that the controls are named in it.
 */
async function checkScreen(page: Page, locale: Locale, route: string) {
  if (locale === LOCALES[0]) await expectNoSeriousViolations(page)
  if (!isChat(route)) await expectControlsNamedIn(page, locale)
}

for (const locale of LOCALES) {
  // A visitor on a phone (the bottom tab bar), a customer on a laptop (the menu row): each menu
  // is checked once.
  test.describe(`a visitor on a phone reading ${locale}`, () => {
    const shared = sharedPage(async (page) => {
      await page.setViewportSize(PHONE)
      await startInLocale(page, locale)
    })

    test('the menu sheet', async () => {
      const { page } = shared
      await page.goto('/')
      await page.getByRole('button', { name: TEXT.more[locale] }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await checkScreen(page, locale, '/')
    })

    test('the login form with its fields missing', async () => {
      const { page } = shared
      await page.goto('/login')
      await page.getByRole('main').getByRole('button', { name: TEXT.login[locale] }).click()
      await expect(page.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true')
      await checkScreen(page, locale, '/login')
    })
  })

  test.describe(`the demo customer on a laptop reading ${locale}`, () => {
    const shared = sharedPage(async (page, sessions) => {
      await page.setViewportSize(LAPTOP)
      await startSignedIn(page, sessions.customer, locale)
    })

    test('the prize picture', async () => {
      const { page } = shared
      await page.goto('/range')
      await page.getByRole('button', { name: TEXT.prize1[locale] }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await checkScreen(page, locale, '/range')
    })

    test('the purchase review', async ({ request }) => {
      const { page } = shared
      await page.goto(await productPath(request, 'Mekong Racers'))
      await waitForScreen(page)
      await page.locator('label').filter({ hasText: ANY_KIP }).first().click()
      // Mekong Racers' one account field, its player id, named in the screen's language.
      await page.getByRole('textbox').first().fill('100234567')
      await page.getByRole('button', { name: TEXT.buy[locale] }).click()
      await expect(page.getByRole('button', { name: TEXT.confirm[locale] })).toBeVisible()
      await checkScreen(page, locale, '/detail/1/GAME')
    })

    test("an order's own page with its code shown", async ({ request, sessions }) => {
      const { page } = shared
      const answer = await request.get('/api/v1/invoices?limit=1&skip=0&type=VOUCHER', {
        headers: { Authorization: `Bearer ${sessions.customer.accessToken}` },
      })
      const [voucher] = ((await answer.json()) as { data: { _id: string }[] }).data
      await page.goto(`/order/${voucher?._id}`)
      await page.getByTestId('order-timeline').waitFor()
      await page
        .getByTestId('order-receipt')
        .getByRole('button', { name: catalogText(locale, 'order.showCode') })
        .click()
      await expect(page.getByTestId('order-voucher-code')).toBeVisible()
      await checkScreen(page, locale, '/order')
    })
  })

  test(`the top-up QR in ${locale}`, async ({ page, request }) => {
    // A QR makes a waiting top-up: a customer of its own leaves the demo history as it is.
    await startSignedIn(page, await fundedCustomer(request, 20_000), locale)
    await page.goto('/rechargePage?method=qr')
    await page.getByRole('textbox', { name: TEXT.amount[locale] }).fill('50000')
    await page.getByRole('button', { name: TEXT.makeQr[locale] }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await checkScreen(page, locale, '/rechargePage')
  })
}

// The chat names its controls after the people in it, so the one check left is axe's, in the first
// language (screens.spec.ts reads the screen in each).
test("the admin's /chat-group-admin", async ({ page, sessions }) => {
  await startSignedIn(page, sessions.admin, LOCALES[0])
  await page.goto('/chat-group-admin')
  await waitForScreen(page)
  await checkScreen(page, LOCALES[0], '/chat-group-admin')
})
