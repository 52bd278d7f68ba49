import { expect, type Page } from '@playwright/test'
import { test } from '../support/e2e/machine-evidence.ts'
import { formatKip } from '../../src/lib/format-money.ts'
import type { AuthSession } from '../support/e2e/accounts.ts'
import { bankPays, logIn, openAs } from '../support/e2e/production-customers.ts'
import { startProductionShop, type ProductionShop } from '../support/e2e/production-shop.ts'
import { startInLocale } from '../support/e2e/screen-checks.ts'

// The shop as a production install runs it (NODE_ENV=production, every variable set, no demo data,
// no /dev): a stand-in SMS gateway and a test bank are the outside world, each behind the interface
// the real one uses, an HTTP gateway and the signed payment notice.

// A port of the test run's range that no other suite takes (the restart test has +20).
const PORT = Number(process.env.E2E_PORT ?? 4310) + 30
let shop: ProductionShop
let customer: { phone: string; password: string; session?: AuthSession }

test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 390, height: 844 } })

test.beforeAll(async () => {
  // The app's build, the operator's creation and the catalogue's import come before the start.
  test.setTimeout(300_000)
  shop = await startProductionShop(PORT)
})
test.afterAll(async () => {
  await shop?.stop()
})

async function makeQr(page: Page, amount: string): Promise<string> {
  await page.getByRole('textbox', { name: 'ຈຳນວນເງິນ (ກີບ)' }).fill(amount)
  await page.getByRole('button', { name: 'ສ້າງ QR ເພື່ອເຕີມເງິນ' }).click()
  const qr = page.getByRole('dialog').getByRole('img', { name: 'QR ສຳລັບຈ່າຍເງິນ' })
  await expect(qr).toBeVisible()
  return (await qr.getAttribute('data-qr-code')) ?? ''
}

test('production has no demo data and no dev helpers', async () => {
  expect((await fetch(`${shop.baseURL}/dev`, { headers: { accept: 'text/html' } })).status).toBe(
    404,
  )
  const demo = await fetch(`${shop.baseURL}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: '2055550101', password: 'demo1234' }),
  })
  expect(demo.status).toBe(401)
})

test('a customer registers with the code that reached the SMS gateway, and a paid QR tops up the wallet live', async ({
  page,
}) => {
  customer = { phone: `20${String(Date.now()).slice(-8)}`, password: 'lao-pass-2030' }
  await startInLocale(page, 'lo')
  await page.goto(`${shop.baseURL}/register`)
  await page.locator('input[autocomplete=tel-national]').fill(customer.phone)
  await page.locator('input[autocomplete=new-password]').nth(0).fill(customer.password)
  await page.locator('input[autocomplete=new-password]').nth(1).fill(customer.password)
  await page.locator('input[autocomplete=name]').fill('Khamla Production')
  const sms = shop.gateway.nextMessage()
  await page.locator('main form button[type=button]').click()

  const { body, authorization } = await sms
  const message = body as { to: string; text: string }
  expect(authorization).toBe('Bearer sms-gateway-token-of-the-production-test')
  expect(message.to).toBe(customer.phone)
  // The customer reads Lao: so does their code's message.
  expect(message.text).toMatch(/[\u0E80-\u0EFF]/)
  const code = /\b(\d{6})\b/.exec(message.text)?.[1] ?? ''
  await page.locator('input[autocomplete=one-time-code]').fill(code)
  await page.locator('main form button[type=submit]').click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(page.getByRole('banner')).toContainText('Khamla Production')

  await page.goto(`${shop.baseURL}/rechargePage?method=qr`)
  const qrCode = await makeQr(page, '50000')
  expect((await bankPays(shop, qrCode)).status).toBe(200)
  await expect(page.getByText(`ເຕີມເງິນ ${formatKip(50_000, 'lo')} ເຂົ້າກະເປົາຂອງທ່ານແລ້ວ.`)).toBeVisible()
  await expect(page.getByRole('banner')).toContainText(formatKip(50_000, 'lo'))
})

test('an operator approves a flagged payment and restocks a sold-out voucher, which the customer then buys', async ({
  browser,
}) => {
  const session = await logIn(shop, customer)
  const shopPage = await openAs(browser, shop, session, 'lo', '/rechargePage?method=qr')
  const qrCode = await makeQr(shopPage, '30000')
  // The customer's bank moved 25,000 kip for a QR of 30,000: recorded, not credited.
  expect((await bankPays(shop, qrCode, { amount: 25_000 })).status).toBe(409)

  const operator = await logIn(shop, shop.operator)
  const desk = await openAs(browser, shop, operator, 'en', '/admin/topups')
  const row = desk.getByRole('listitem').filter({ hasText: customer.phone })
  await expect(row).toContainText('The amount the bank reported does not match the QR')
  await expect(row).toContainText('The bank reported: 25,000 LAK')
  await expect(row).toContainText('Bank notice: does not match')
  await row.getByRole('button', { name: 'Approve', exact: true }).click()
  await row.getByRole('textbox', { name: 'Bank or transfer reference' }).fill('LDB-0042')
  await row.getByRole('button', { name: 'Confirm approval' }).click()
  await expect(shopPage.getByRole('banner')).toContainText(formatKip(80_000, 'lo'))

  // Production starts with an empty stock: every voucher package is sold out.
  const catalogue = (await (
    await fetch(`${shop.baseURL}/api/v1/games-group-by-category`)
  ).json()) as {
    data: { data: { _id: string; kind: string; nameEn: string }[] }[]
  }
  // A voucher that asks the customer nothing, such as a gift card.
  let voucher: { _id: string; nameEn: string } | undefined
  for (const product of catalogue.data.flatMap((group) => group.data)) {
    if (product.kind !== 'VOUCHER') continue
    const answer = await fetch(`${shop.baseURL}/api/v1/voucher/${product._id}`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    })
    const detail = (await answer.json()) as { data: { inputAboutInfo: unknown[] } }
    if (detail.data.inputAboutInfo.length === 0) {
      voucher = product
      break
    }
  }
  if (!voucher) throw new Error('the catalogue has no voucher')
  await desk.getByRole('link', { name: 'Voucher stock' }).click()
  const firstPackage = desk.getByRole('listitem').filter({ hasText: voucher.nameEn }).first()
  await expect(firstPackage).toContainText('Sold out')
  const heading = (await firstPackage.getByRole('heading').textContent()) ?? ''
  const packetName = heading.split(' · ')[1] ?? ''
  // Restocked, the list puts the emptiest first again: the package is followed by its name.
  const stock = desk
    .getByRole('listitem')
    .filter({ has: desk.getByRole('heading', { name: heading, exact: true }) })
  await stock.getByRole('button', { name: 'Add codes' }).click()
  await stock.getByRole('textbox').fill('PRODUCTION-CODE-0001')
  await stock.getByRole('button', { name: 'Add to stock' }).click()
  await expect(stock).toContainText('1 code was added to the stock')

  const buyer = await openAs(
    browser,
    shop,
    await logIn(shop, customer),
    'lo',
    `/detail/${voucher._id}/VOUCHER`,
  )
  await buyer.locator('label').filter({ hasText: packetName }).first().click()
  await buyer.getByRole('button', { name: 'ຊື້ເລີຍ' }).click()
  await buyer.getByRole('button', { name: 'ຢືນຢັນການຊື້' }).click()
  await expect(buyer.getByText('PRODUCTION-CODE-0001')).toBeVisible()
})
