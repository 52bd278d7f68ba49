import { expect } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import { formatKip } from '../../src/lib/format-money.ts'
import { openSignedIn, registerCustomer } from '../support/e2e/accounts.ts'
import { catalogText } from '../support/e2e/translated-text.ts'

// Phone cards end to end, in each language: a customer chooses the operator and face value, sees
// what they will receive, sends the card and sees it wait; the demo provider confirms a PIN ending
// in an even digit about 2 s later, and the credit and the top bar's balance arrive live.

let serial = Date.now() % 1_000_000_000

for (const locale of ['lo', 'th', 'en'] as const) {
  test(`[${locale}] a phone card waits, then is credited live and the balance rises`, async ({
    browser,
    request,
  }) => {
    const text = (id: string) => catalogText(locale, id)
    const customer = await registerCustomer(request)
    const shop = await openSignedIn(browser, customer, locale, '/rechargePage?method=phoneCard')
    const balance = shop.getByRole('link', { name: text('topBar.balance') })
    await expect(balance).toContainText(formatKip(0, locale))
    const form = shop.locator('form[data-phone-card-phase]')

    // Each operator is drawn as a choice, with a radio mark, not as an empty box to type in.
    const operators = ['Unitel', 'ETL', 'Lao Telecom', 'Best']
    const markOf = (name: string) =>
      form
        .locator('label', { has: shop.getByRole('radio', { name }) })
        .locator('[data-choice-mark]')
    for (const name of operators) await expect(markOf(name)).toBeVisible()
    const markWidth = (name: string) =>
      markOf(name).evaluate((mark) => getComputedStyle(mark).borderTopWidth)
    const unchosen = await markWidth('Unitel')

    // A finger taps the choice's label; the radio inside it is what the form reads.
    await form.locator('label', { hasText: 'Unitel' }).click()
    await expect(form.getByRole('radio', { name: 'Unitel' })).toBeChecked()
    // The chosen one's mark fills (a transition, however short: read until it has); the others
    // stay as they were.
    await expect.poll(() => markWidth('Unitel')).not.toBe(unchosen)
    expect(await markWidth('ETL')).toBe(unchosen)
    await form.locator('label', { hasText: formatKip(50_000, locale) }).click()
    await expect(form.getByRole('radio', { name: formatKip(50_000, locale) })).toBeChecked()
    // The default fee is 10%: 50,000 kip less 5,000.
    await expect(form.getByTestId('phone-card-credit')).toContainText(formatKip(45_000, locale))
    await form
      .getByRole('textbox', { name: text('phoneCard.serialLabel') })
      .fill(String((serial += 1)).padStart(10, '1'))
    await form.getByRole('textbox', { name: text('phoneCard.pinLabel') }).fill('1234567892')
    await form.getByRole('button', { name: text('phoneCard.submit') }).click()

    await expect(form).toHaveAttribute('data-phone-card-phase', 'waiting')
    await expect(balance).toContainText(formatKip(0, locale))
    await expect(form).toHaveAttribute('data-phone-card-phase', 'credited', { timeout: 10_000 })
    await expect(form.getByRole('status')).toContainText(formatKip(45_000, locale))
    await expect(balance).toContainText(formatKip(45_000, locale))
  })
}

for (const locale of ['lo', 'th', 'en'] as const) {
  test(`[${locale}] a refused phone card says why, on the recharge screen and in history`, async ({
    browser,
    request,
  }) => {
    const text = (id: string) => catalogText(locale, id)
    const customer = await registerCustomer(request)
    const shop = await openSignedIn(browser, customer, locale, '/rechargePage?method=phoneCard')
    const form = shop.locator('form[data-phone-card-phase]')
    await form.locator('label', { hasText: 'ETL' }).click()
    await form.locator('label', { hasText: formatKip(20_000, locale) }).click()
    await form
      .getByRole('textbox', { name: text('phoneCard.serialLabel') })
      .fill(String((serial += 1)).padStart(10, '1'))
    // The demo provider refuses a PIN ending in 5 as a card of another face value.
    await form.getByRole('textbox', { name: text('phoneCard.pinLabel') }).fill('1234567895')
    await form.getByRole('button', { name: text('phoneCard.submit') }).click()

    await expect(form).toHaveAttribute('data-phone-card-phase', 'refused', { timeout: 10_000 })
    const reason = text('phoneCard.refusal.wrongValue')
    await expect(form.getByRole('alert')).toHaveText(reason)

    await shop.goto('/history-invoice/limit/30/skip/0')
    const table = shop.getByRole('region', { name: text('history.topUpTab') })
    await expect(table.getByText(reason)).toBeVisible()
  })
}

for (const locale of ['lo', 'th', 'en'] as const) {
  test(`[${locale}] a refused card is corrected as typed, sent again and credited`, async ({
    browser,
    request,
  }) => {
    const text = (id: string) => catalogText(locale, id)
    const customer = await registerCustomer(request)
    const shop = await openSignedIn(browser, customer, locale, '/rechargePage?method=phoneCard')
    const form = shop.locator('form[data-phone-card-phase]')
    await form.locator('label', { hasText: 'Best' }).click()
    await form.locator('label', { hasText: formatKip(10_000, locale) }).click()
    const typedSerial = String((serial += 1)).padStart(10, '1')
    const serialBox = form.getByRole('textbox', { name: text('phoneCard.serialLabel') })
    const pinBox = form.getByRole('textbox', { name: text('phoneCard.pinLabel') })
    await serialBox.fill(typedSerial)
    // A typo: the demo provider refuses a PIN ending in an odd digit.
    await pinBox.fill('1234567891')
    await form.getByRole('button', { name: text('phoneCard.submit') }).click()
    await expect(form).toHaveAttribute('data-phone-card-phase', 'refused', { timeout: 10_000 })

    // Correcting it is offered first, and keeps everything typed.
    const edit = form.getByRole('button', { name: text('phoneCard.edit') })
    await expect(edit).toBeFocused()
    await edit.click()
    await expect(form).toHaveAttribute('data-phone-card-phase', 'entering')
    await expect(form.getByRole('radio', { name: 'Best' })).toBeChecked()
    await expect(form.getByRole('radio', { name: formatKip(10_000, locale) })).toBeChecked()
    await expect(serialBox).toHaveValue(typedSerial)
    await expect(pinBox).toHaveValue('1234567891')
    await expect(form.getByRole('alert')).toHaveCount(0)

    await pinBox.fill('1234567890')
    await form.getByRole('button', { name: text('phoneCard.submit') }).click()
    await expect(form).toHaveAttribute('data-phone-card-phase', 'credited', { timeout: 10_000 })
    await expect(form.getByRole('status')).toContainText(formatKip(9_000, locale))
  })
}
