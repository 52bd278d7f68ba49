import { expect, test, type Page } from '@playwright/test'
import { formatKip } from '../../src/lib/format-money.ts'
import {
  DEMO_ACCOUNTS,
  logInThroughApi,
  registerCustomer,
  openSignedIn,
  type AuthSession,
} from '../support/e2e/accounts.ts'
import { collectPageProblems } from '../support/e2e/page-problems.ts'

// The operator desk against the reference backend: the operator in English, the customer in Lao
// or Thai, each in a browser of their own, every outcome arriving live over the socket.

/** The customer's recharge screen, in the customer's language (src/i18n/locales/{lo,th}). */
const RECHARGE = {
  lo: { amount: 'ຈຳນວນເງິນ (ກີບ)', submit: 'ສ້າງ QR ເພື່ອເຕີມເງິນ', close: 'ປິດ QR' },
  th: { amount: 'จำนวนเงิน (กีบ)', submit: 'สร้าง QR เพื่อเติมเงิน', close: 'ปิด QR' },
} as const

async function makeQr(page: Page, locale: 'lo' | 'th', amount: string) {
  await page.getByRole('textbox', { name: RECHARGE[locale].amount }).fill(amount)
  await page.getByRole('button', { name: RECHARGE[locale].submit }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
}

/** The desk's row of a customer's top-up, found by the customer's phone. */
const deskRow = (desk: Page, customer: AuthSession) =>
  desk.getByRole('listitem').filter({ hasText: customer.data.userName })

test('a QR made by a customer reaches the desk live; rejected with a reason, the customer reads why at once', async ({
  browser,
  request,
}) => {
  const [customer, admin] = await Promise.all([
    registerCustomer(request, { fullName: 'Refused Customer' }),
    logInThroughApi(request, DEMO_ACCOUNTS.admin),
  ])
  const desk = await openSignedIn(browser, admin, 'en', '/admin')
  const deskProblems = collectPageProblems(desk)
  await expect(desk.getByRole('heading', { name: 'Operator desk: top-ups' })).toBeVisible()

  const shop = await openSignedIn(browser, customer, 'lo', '/rechargePage?method=qr')
  await makeQr(shop, 'lo', '50000')

  const row = deskRow(desk, customer)
  await expect(row).toContainText(formatKip(50_000, 'en'))
  await row.getByRole('button', { name: 'Reject' }).click()
  // No reason, no rejection: the customer is owed one.
  await row.getByRole('button', { name: 'Reject this top-up' }).click()
  await expect(row.getByText('Please give the customer a reason')).toBeVisible()
  const reason = 'The transfer slip shows another account'
  await row.getByRole('textbox', { name: 'Reason (the customer will read it)' }).fill(reason)
  await row.getByRole('button', { name: 'Reject this top-up' }).click()

  await expect(shop.getByRole('dialog')).toBeHidden()
  await expect(shop.getByRole('alert').filter({ hasText: reason })).toContainText('ຖືກປະຕິເສດ')
  // Decided, the row leaves the list.
  await expect(row).toHaveCount(0)
  expect(deskProblems()).toEqual([])
})

test('an operator approves a waiting top-up after a confirmation, and the customer is credited live', async ({
  browser,
  request,
}) => {
  const [customer, admin] = await Promise.all([
    registerCustomer(request, { fullName: 'Approved Customer' }),
    logInThroughApi(request, DEMO_ACCOUNTS.admin),
  ])
  const shop = await openSignedIn(browser, customer, 'th', '/rechargePage?method=qr')
  await makeQr(shop, 'th', '30000')
  // The customer paid by transfer and closed the QR; the bank's notice never came.
  await shop.getByRole('button', { name: RECHARGE.th.close }).click()

  const desk = await openSignedIn(browser, admin, 'en', '/admin')
  const row = deskRow(desk, customer)
  await row.getByRole('button', { name: 'Approve' }).click()
  await expect(row).toContainText(
    `Credit ${formatKip(30_000, 'en')} to the wallet of Approved Customer?`,
  )
  await row.getByRole('button', { name: 'Confirm approval' }).click()

  await expect(shop.getByText(`เติมเงิน ${formatKip(30_000, 'en')} เข้ากระเป๋าของคุณแล้ว`)).toBeVisible()
  await expect(shop.getByRole('banner')).toContainText(formatKip(30_000, 'en'))
  await expect(row).toHaveCount(0)
})

test('an operator finds an account by phone, suspends it and reactivates it', async ({
  browser,
  request,
}) => {
  const [customer, admin] = await Promise.all([
    registerCustomer(request, { fullName: 'Desk Account Holder' }),
    logInThroughApi(request, DEMO_ACCOUNTS.admin),
  ])
  const desk = await openSignedIn(browser, admin, 'en', '/admin/accounts')
  await desk
    .getByRole('textbox', { name: 'Phone number (all or part of it)' })
    .fill(customer.data.userName)
  await desk.getByRole('button', { name: 'Search' }).click()

  const row = desk.getByRole('listitem').filter({ hasText: customer.data.userName })
  await expect(row).toContainText('Active')
  await row.getByRole('button', { name: 'Suspend' }).click()
  await expect(row).toContainText('Suspended')
  const refused = await request.post('/api/v1/login', {
    data: { userName: customer.data.userName, password: customer.password },
  })
  expect(refused.status()).toBe(403)

  await row.getByRole('button', { name: 'Reactivate' }).click()
  await expect(row).toContainText('Active')
  const again = await request.post('/api/v1/login', {
    data: { userName: customer.data.userName, password: customer.password },
  })
  expect(again.status()).toBe(200)
})
