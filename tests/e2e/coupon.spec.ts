import { expect, type Page } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import type { Locale } from '../../src/i18n/locales.ts'
import { formatKip } from '../../src/lib/format-money.ts'
import {
  DEMO_ACCOUNTS,
  logInThroughApi,
  registerCustomer,
  openSignedIn,
} from '../support/e2e/accounts.ts'
import { catalogText } from '../support/e2e/translated-text.ts'

// Coupons end to end, in each language: the operator mints a batch at the desk, a customer redeems
// one of its codes on the recharge screen and the top bar's balance rises; the same code sent again
// is refused as used.

const AMOUNT = 25_000

/** A day a week from now, as the date field takes it. */
function nextWeek(): string {
  return new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
}

async function mintAtDesk(desk: Page, locale: Locale, count: number): Promise<string[]> {
  const text = (id: string) => catalogText(locale, id)
  await desk.getByRole('textbox', { name: text('desk.coupons.count') }).fill(String(count))
  await desk.getByRole('textbox', { name: text('desk.coupons.amount') }).fill('25,000')
  await desk.getByLabel(text('desk.coupons.lastDay')).fill(nextWeek())
  await desk.getByRole('button', { name: text('desk.coupons.submit') }).click()
  const codes = desk.locator('[data-coupon-code]')
  await expect(codes).toHaveCount(count)
  const download = desk.getByRole('link', { name: text('desk.coupons.downloadCsv') })
  await expect(download).toHaveAttribute('download', /^coupons-25000-kip-.+\.csv$/)
  const csv = decodeURIComponent(
    (await download.getAttribute('href'))!.split(',').slice(1).join(','),
  )
  const minted = await codes.allTextContents()
  for (const code of minted) expect(csv).toContain(`${code},25000,`)
  return minted
}

for (const locale of ['lo', 'th', 'en'] as const) {
  test(`[${locale}] a coupon the operator minted credits the customer once; sent again it is refused as used`, async ({
    browser,
    request,
  }) => {
    const text = (id: string) => catalogText(locale, id)
    const admin = await logInThroughApi(request, DEMO_ACCOUNTS.admin)
    const desk = await openSignedIn(browser, admin, locale, '/admin/coupons')
    const [code = ''] = await mintAtDesk(desk, locale, 2)

    const customer = await registerCustomer(request)
    const shop = await openSignedIn(browser, customer, locale, '/rechargePage?method=coupon')
    const balance = shop.getByRole('link', { name: text('topBar.balance') })
    await expect(balance).toContainText(formatKip(0, locale))
    const field = shop.getByRole('textbox', { name: text('coupon.codeLabel') })
    // Typed as a customer might: lower case, spaces for dashes.
    await field.fill(code.toLowerCase().replaceAll('-', ' '))
    await shop.getByRole('button', { name: text('coupon.submit') }).click()

    await expect(shop.locator('[data-coupon-phase="credited"]').getByRole('status')).toContainText(
      formatKip(AMOUNT, locale),
    )
    await expect(balance).toContainText(formatKip(AMOUNT, locale))
    await expect(field).toHaveValue('')

    await field.fill(code)
    await shop.getByRole('button', { name: text('coupon.submit') }).click()
    await expect(shop.getByRole('alert')).toHaveText(text('coupon.used'))
    // The refused code stays as typed, and nothing more was credited.
    await expect(field).toHaveValue(code)
    await expect(balance).toContainText(formatKip(AMOUNT, locale))
  })
}
