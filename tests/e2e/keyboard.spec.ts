import { expect, type Locator, type Page } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import { formatKip } from '../../src/lib/format-money.ts'
import { ANY_KIP } from '../support/e2e/translated-text.ts'
import { fundedCustomer, startSignedIn, uniquePhone } from '../support/e2e/accounts.ts'
import { expectFocusTrappedIn, tabTo } from '../support/e2e/keyboard.ts'
import { startInLocale } from '../support/e2e/screen-checks.ts'

// Every step below is a key a keyboard user presses: Tab, Shift+Tab, Enter, Space, Escape, or
// typing into the focused field. Nothing is clicked.

// The English texts of the controls used, from src/i18n/locales/en/messages.po.
const TEXT = {
  phone: 'Phone number',
  password: 'Password',
  confirmPassword: 'Confirm password',
  fullName: 'Full name',
  code: 'OTP code',
  requestCode: 'Get OTP code',
  register: 'Register',
  search: 'Search by game name...',
  buy: 'Buy now',
  confirm: 'Confirm purchase',
  success: 'Success',
  amount: 'Amount (kip)',
  makeQr: 'Make a QR to top up',
  more: 'More',
  prize1: 'Prize for rank 1',
}

/** Opens a dialog, tabs round it, closes it with Escape: the focus goes back to `returnsTo`. */
async function expectDialogKeepsFocus(page: Page, open: () => Promise<void>, returnsTo: Locator) {
  await open()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expectFocusTrappedIn(page, dialog)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(returnsTo).toBeFocused()
}

/** Tabs to `control` and presses Enter on it. */
async function pressWithEnter(page: Page, control: Locator) {
  await tabTo(page, control)
  await page.keyboard.press('Enter')
}

test('a visitor registers with the keyboard alone', async ({ page }) => {
  await startInLocale(page, 'en')
  const phone = uniquePhone()
  await page.goto('/register')

  await tabTo(page, page.getByRole('textbox', { name: TEXT.phone }))
  await page.keyboard.type(phone)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel(TEXT.password, { exact: true })).toBeFocused()
  await page.keyboard.type('secret123')
  await page.keyboard.press('Tab')
  await page.keyboard.type('secret123')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: TEXT.fullName })).toBeFocused()
  await page.keyboard.type('Keyboard Customer')
  await tabTo(page, page.getByRole('button', { name: TEXT.requestCode }))
  await page.keyboard.press('Enter')

  const codeField = page.getByRole('textbox', { name: TEXT.code })
  await expect(codeField).toBeEnabled()
  const outbox = await page.request.get(`/dev/outbox/${phone}`)
  const { code } = (await outbox.json()) as { code: string }
  await tabTo(page, codeField, 'back')
  await page.keyboard.type(code)
  await tabTo(page, page.getByRole('button', { name: TEXT.register, exact: true }))
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(page.getByRole('banner')).toContainText('Keyboard Customer')
})

test('a customer buys a top-up with the keyboard alone', async ({ page, request }) => {
  const session = await fundedCustomer(request, 100_000)
  await startSignedIn(page, session, 'en')
  await page.goto('/')

  await tabTo(page, page.getByRole('searchbox', { name: TEXT.search }))
  await page.keyboard.type('mekong rac')
  await tabTo(page, page.getByRole('link', { name: /Mekong Racers/ }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/detail\//)

  // Tab enters the package group on its first radio; Space chooses it.
  const firstPacket = page.getByRole('radio', { name: ANY_KIP }).first()
  await tabTo(page, firstPacket)
  await page.keyboard.press('Space')
  await expect(firstPacket).toBeChecked()
  await tabTo(page, page.getByRole('textbox', { name: 'Player ID' }))
  await page.keyboard.type('100234567')
  await tabTo(page, page.getByRole('button', { name: TEXT.buy }))
  await page.keyboard.press('Enter')
  // The review takes the focus, so the next Tab stops are its own buttons.
  await tabTo(page, page.getByRole('button', { name: TEXT.confirm }))
  await page.keyboard.press('Enter')

  await expect(page.getByRole('status').filter({ hasText: TEXT.success })).toBeVisible()
  await expect(page.getByRole('banner')).not.toContainText(formatKip(100_000, 'en'))
})

test('a customer makes a top-up QR with the keyboard; the dialog keeps and returns the focus', async ({
  page,
  request,
}) => {
  const session = await fundedCustomer(request, 10_000)
  await startSignedIn(page, session, 'en')
  await page.goto('/rechargePage?method=qr')

  const makeQr = async () => {
    await tabTo(page, page.getByRole('textbox', { name: TEXT.amount }))
    await page.keyboard.type('50000')
    await page.keyboard.press('Enter')
  }
  await expectDialogKeepsFocus(page, makeQr, page.getByRole('button', { name: TEXT.makeQr }))
})

test('the phone menu sheet keeps the focus and gives it back to its button', async ({ page }) => {
  await startInLocale(page, 'en')
  await page.setViewportSize({ width: 412, height: 915 })
  await page.goto('/')

  const more = page.getByRole('button', { name: TEXT.more })
  await expectDialogKeepsFocus(page, () => pressWithEnter(page, more), more)
})

test('the prize picture keeps the focus and gives it back to its medal', async ({ page }) => {
  await startInLocale(page, 'en')
  await page.goto('/range')

  const medal = page.getByRole('button', { name: TEXT.prize1 })
  await expectDialogKeepsFocus(page, () => pressWithEnter(page, medal), medal)
})
