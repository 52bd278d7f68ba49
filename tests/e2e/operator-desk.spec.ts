import { expect, type Page } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import { formatKip } from '../../src/lib/format-money.ts'
import {
  DEMO_ACCOUNTS,
  fundWallet,
  logInThroughApi,
  registerCustomer,
  openSignedIn,
  startSignedIn,
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
  const desk = await openSignedIn(browser, admin, 'en', '/admin/topups')
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

test("an operator approves a waiting top-up with the transfer's reference, and the customer is credited live", async ({
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

  const desk = await openSignedIn(browser, admin, 'en', '/admin/topups')
  const row = deskRow(desk, customer)
  // What the desk knows before anyone decides: the bank said nothing, the QR is still open.
  await expect(row).toContainText('No bank notice yet')
  await expect(row).not.toContainText('QR expired')
  await row.getByRole('button', { name: 'Approve' }).click()
  await expect(row).toContainText(
    `Credit ${formatKip(30_000, 'en')} to the wallet of Approved Customer?`,
  )
  // Approving by hand takes the reference the operator checked the transfer against.
  await row.getByRole('button', { name: 'Confirm approval' }).click()
  await expect(row).toContainText("Please enter the bank's or the transfer's reference you checked")
  await row.getByRole('textbox', { name: 'Bank or transfer reference' }).fill('BCEL-FT2611260042')
  await row.getByRole('button', { name: 'Confirm approval' }).click()

  await expect(shop.getByText(`เติมเงิน ${formatKip(30_000, 'th')} เข้ากระเป๋าของคุณแล้ว`)).toBeVisible()
  await expect(shop.getByRole('banner')).toContainText(formatKip(30_000, 'th'))
  await expect(row).toHaveCount(0)
})

test('the demo desk shows what the bank said of each QR; an expired one is approved only with a reason', async ({
  browser,
  request,
}) => {
  const admin = await logInThroughApi(request, DEMO_ACCOUNTS.admin)
  const desk = await openSignedIn(browser, admin, 'en', '/admin/topups')
  // The second demo customer's bank top-ups (server/src/seed/insert-desk-evidence.ts).
  const demoRow = (amount: number) =>
    desk
      .getByRole('listitem')
      .filter({ hasText: '2055550102' })
      .filter({ hasText: formatKip(amount, 'en') })
  await expect(demoRow(40_000)).toContainText('Bank notice: amount matches')
  await expect(demoRow(40_000)).not.toContainText('QR expired')
  await expect(demoRow(60_000)).toContainText('No bank notice yet')
  const expired = demoRow(35_000)
  await expect(expired).toContainText('Bank notice: amount matches')
  await expect(expired).toContainText('QR expired')

  await expired.getByRole('button', { name: 'Approve', exact: true }).click()
  await expired.getByRole('textbox', { name: 'Bank or transfer reference' }).fill('BCEL-FT0035')
  await expired.getByRole('button', { name: 'Confirm approval' }).click()
  await expect(expired).toContainText('This QR has expired: please write why you approve it')
  await expired
    .getByRole('textbox', { name: 'Reason for approving an expired QR (required)' })
    .fill('Paid five minutes after expiry; the statement shows it')
  await expired.getByRole('button', { name: 'Confirm approval' }).click()
  await expect(expired).toHaveCount(0)
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

/** The kip of the figure named `label` in the overview's card `card`, as a number. */
async function kipIn(desk: Page, card: string, label: string): Promise<number> {
  const figure = desk
    .getByRole('region', { name: card })
    .locator('dl > div')
    .filter({ has: desk.getByText(label, { exact: true }) })
  const text = await figure.locator('dd').first().innerText()
  return Number(text.replace(/[^0-9]/g, ''))
}

for (const width of [390, 1280]) {
  test(`at ${width} px the desk opens on its overview: a top-up just paid counts today, the chart fits, its table reads the 30 days`, async ({
    browser,
    request,
  }) => {
    const [customer, admin] = await Promise.all([
      registerCustomer(request, { fullName: 'Overview Customer' }),
      logInThroughApi(request, DEMO_ACCOUNTS.admin),
    ])
    const auth = { Authorization: `Bearer ${admin.accessToken}` }
    const before = (await (
      await request.get('/api/v1/admin/overview', { headers: auth })
    ).json()) as {
      today: { topups: { kip: number } }
    }
    await fundWallet(request, customer, 30_000)

    const context = await browser.newContext({ viewport: { width, height: 800 } })
    const desk = await context.newPage()
    const problems = collectPageProblems(desk)
    await startSignedIn(desk, admin, 'en')
    await desk.goto('/admin')
    await expect(desk.getByRole('heading', { name: 'Operator desk: overview' })).toBeVisible()
    // Other tests pay top-ups meanwhile: today's sum holds this one at least.
    expect(await kipIn(desk, 'Today', 'Top-ups')).toBeGreaterThanOrEqual(
      before.today.topups.kip + 30_000,
    )

    const chart = desk.getByTestId('overview-chart').locator('canvas')
    await expect(chart).toBeVisible()
    const box = (await chart.boundingBox())!
    expect(box.width).toBeGreaterThan(width / 2)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )

    await desk.getByText('Show the figures as a table').click()
    const table = desk.getByRole('table', { name: 'Sales and top-ups of each day' })
    await expect(table.getByRole('row')).toHaveCount(31)

    await desk.getByRole('link', { name: /^Top-ups waiting for a decision: \d+$/ }).click()
    await expect(desk.getByRole('heading', { name: 'Operator desk: top-ups' })).toBeVisible()
    expect(problems()).toEqual([])
    await context.close()
  })
}

test('Orders opens on the latest orders, a page at a time; Coupons lists the batches minted', async ({
  browser,
  request,
}) => {
  const admin = await logInThroughApi(request, DEMO_ACCOUNTS.admin)
  const latest = (await (
    await request.get('/api/v1/admin/orders', {
      headers: { Authorization: `Bearer ${admin.accessToken}` },
    })
  ).json()) as { data: { _id: string }[] }
  const newest = latest.data[0]?._id ?? ''
  const desk = await openSignedIn(browser, admin, 'en', '/admin/orders')
  await expect(desk.getByText('Latest orders, page 1')).toBeVisible()
  // With nothing searched, the shop's newest orders are listed (the demo shop has some).
  await expect(desk.locator(`li[data-order-id="${newest}"]`)).toBeVisible()
  await desk.goto('/admin/orders?page=2')
  await expect(desk.getByText('Latest orders, page 2')).toBeVisible()
  await desk.getByRole('link', { name: 'Newer' }).click()
  await expect(desk.getByText('Latest orders, page 1')).toBeVisible()
  await expect(desk).toHaveURL((url) => url.search === '')

  await desk.getByRole('link', { name: 'Coupons' }).click()
  await desk.getByRole('textbox', { name: 'Number of codes' }).fill('3')
  await desk.getByRole('textbox', { name: 'Value of each code (kip)' }).fill('15000')
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  await desk.getByLabel('Valid until (including that day)').fill(nextWeek)
  await desk.getByRole('button', { name: 'Mint codes' }).click()
  const codes = desk.locator('[data-coupon-code]')
  await expect(codes).toHaveCount(3)
  const batches = desk.locator('section').filter({
    has: desk.getByRole('heading', { name: 'Coupon batches minted' }),
  })
  await expect(
    batches
      .getByRole('listitem')
      .filter({ hasText: `3 codes × ${formatKip(15_000, 'en')}` })
      .first(),
  ).toContainText('Redeemed 0 of 3')
})
