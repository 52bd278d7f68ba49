import { expect, request, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import type { components } from '../../contract/schema.d.ts'
import { SUPPLIER_NOTICE_PATH } from '../../server/src/supplier/supplier.ts'
import { formatKip } from '../../src/lib/format-money.ts'
import type { AuthSession } from '../support/e2e/accounts.ts'
import { productPath } from '../support/e2e/catalogue.ts'
import { CONTROL_TEXT } from '../support/e2e/control-texts.ts'
import {
  bankPays,
  fundedProductionCustomer,
  logIn,
  openAs,
} from '../support/e2e/production-customers.ts'
import { startProductionShop, type ProductionShop } from '../support/e2e/production-shop.ts'
import { startInLocale } from '../support/e2e/screen-checks.ts'

// The shop as a production install runs it (NODE_ENV=production, every variable set, no demo data,
// no /dev): a stand-in SMS gateway and a test bank are the outside world, each behind the interface
// the real one uses, an HTTP gateway and the signed payment notice. Its game orders go to a supplier
// that speaks Digiflazz's protocol (the test server checks every signature). The shop starts once
// for the whole file: its build, the operator's creation and the catalogue's import are most of a
// test's time.

// A port of the test run's range that no other suite takes (the restart test has +20).
const PORT = Number(process.env.E2E_PORT ?? 4310) + 30
let shop: ProductionShop
let api: APIRequestContext
let customer: { phone: string; password: string; session?: AuthSession }

test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 390, height: 844 } })

test.beforeAll(async () => {
  // The app's build, the operator's creation and the catalogue's import come before the start.
  test.setTimeout(300_000)
  shop = await startProductionShop(PORT)
  api = await request.newContext({ baseURL: shop.baseURL })
})
test.afterAll(async () => {
  await api?.dispose()
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

// The game orders: an order the supplier leaves pending, one it refuses, and one it cannot take
// while it is down. The customer reads English here.

type Packet = components['schemas']['Packet']

// A game whose only account field is the player id, with no player check and no server.
const GAME = 'Mekong Racers'
const FUNDS = 50_000

// The texts a customer reads, from src/i18n/locales/en/messages.po.
const TEXT = {
  playerId: 'Player ID',
  waiting: 'Sent to the game, waiting for the confirmation',
  orderNumber: 'Order number',
  placed: 'Order placed',
  done: 'Done',
  accountRefused:
    'The game did not accept this account. Your money is back in your wallet; check the account details and try again.',
  refundedStep: 'Refunded to the wallet',
}

/** The game's page and its cheapest package, as the catalogue lists them. */
async function gameOnSale(session: AuthSession): Promise<{ path: string; packet: Packet }> {
  const path = await productPath(api, GAME)
  const gameId = path.split('/')[2]
  const answer = await api.get(`/api/v1/packets?gameId=${gameId}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  })
  const { data } = (await answer.json()) as { data: Packet[] }
  const [packet] = data.toSorted((a, b) => a.amount - b.amount)
  if (!packet) throw new Error(`${GAME} has no packages`)
  return { path, packet }
}

/** A funded customer on the game's page, who buys its cheapest package for `playerId`. */
async function buyTopUp(browser: Browser, playerId: string) {
  const session = await fundedProductionCustomer(shop, FUNDS)
  const { path, packet } = await gameOnSale(session)
  const page = await openAs(browser, shop, session, 'en', path)
  await expect(page.getByRole('banner')).toContainText(formatKip(FUNDS, 'en'))
  await page.locator('label').filter({ hasText: packet.nameEn }).first().click()
  await page.getByRole('textbox', { name: TEXT.playerId }).fill(playerId)
  await page.getByRole('button', { name: CONTROL_TEXT.buy.en }).click()
  await page.getByRole('button', { name: CONTROL_TEXT.confirm.en }).click()
  return { packet, page }
}

/** The order the waiting notice names, after checking that it says the order waits. */
async function waitingOrderOn(page: Page): Promise<string> {
  const notice = page.getByTestId('order-waiting')
  await expect(notice).toContainText(TEXT.waiting)
  await expect(notice).toContainText(TEXT.orderNumber)
  // The notice shows the order's short number; its link opens the order by its id.
  const href = (await notice.getByTestId('order-link').getAttribute('href')) ?? ''
  return /\/order\/([0-9a-f-]{36})$/.exec(href)?.[1] ?? ''
}

/** Marks the document, so a later check can tell the page was never reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', ''))
}

/** The waiting notice gave way to the placed order, on the same document. */
async function expectDeliveredLive(page: Page, timeout?: number) {
  await expect(page.getByText(TEXT.placed)).toBeVisible({ timeout })
  await expect(page.getByTestId('order-waiting')).toHaveCount(0)
  await expect(page.locator('html[data-e2e-same-document]')).toHaveCount(1)
}

test.describe("a supplier that speaks Digiflazz's protocol", () => {
  test('an order the supplier leaves pending waits on screen and turns delivered live from its signed webhook', async ({
    browser,
  }) => {
    shop.supplier.behave({ status: 'pending' })
    const created = shop.supplier.created
    const { packet, page } = await buyTopUp(browser, '500100200')

    const invoiceId = await waitingOrderOn(page)
    expect(shop.supplier.orders.get(invoiceId)).toMatchObject({
      status: 'Pending',
      customer_no: '500100200',
    })
    expect(shop.supplier.created).toBe(created + 1)
    const debited = formatKip(FUNDS - packet.amount, 'en')
    await expect(page.getByTestId('purchase-balance')).toHaveText(debited)
    await markDocument(page)

    shop.supplier.settle(invoiceId, 'Sukses', '00')
    const { rawBody, headers } = shop.supplier.webhookFor(invoiceId)
    const notice = await fetch(`${shop.baseURL}${SUPPLIER_NOTICE_PATH}`, {
      method: 'POST',
      headers,
      body: rawBody,
    })
    expect(notice.status).toBe(200)
    expect(await notice.json()).toEqual({ status: 'SETTLED' })

    await expectDeliveredLive(page)
    await expect(page.getByRole('banner')).toContainText(debited)
    await expect(page.getByTestId('purchase-balance')).toHaveText(debited)
    expect(shop.supplier.created).toBe(created + 1)

    await page.goto('/history-buy/limit/30/skip/0')
    const card = page.getByRole('main').getByRole('listitem')
    await expect(card).toHaveCount(1)
    await expect(card).toContainText('500100200')
    // The status badge: a word, never the raw status.
    await expect(card.locator('[data-status="SUCCESS"]')).toHaveText(TEXT.done)
  })

  test("an order the supplier refuses gives the money back at once, and the order's page shows the refund", async ({
    browser,
  }) => {
    // Digiflazz's rc 54, "Nomor Tujuan Salah": the game account cannot take the packet.
    shop.supplier.behave({ status: 'failed', rc: '54' })
    const created = shop.supplier.created
    const { page } = await buyTopUp(browser, '500100201')

    await expect(page.getByTestId('purchase-problem')).toHaveText(TEXT.accountRefused)
    await expect(page.getByTestId('purchase-balance')).toHaveText(formatKip(FUNDS, 'en'))
    await expect(page.getByRole('banner')).toContainText(formatKip(FUNDS, 'en'))
    expect(shop.supplier.created).toBe(created + 1)

    const refused = [...shop.supplier.orders.values()].find(
      (order) => order.customer_no === '500100201',
    )
    expect(refused).toMatchObject({ status: 'Gagal', rc: '54' })
    await page.goto(`/order/${refused?.ref_id}`)
    await expect(
      page.getByTestId('order-timeline').locator('li[data-step=REFUNDED]'),
    ).toContainText(TEXT.refundedStep)
    await expect(page.getByRole('banner')).toContainText(formatKip(FUNDS, 'en'))
  })

  test('an order placed while the supplier is down waits, and is delivered once, live, when it is back', async ({
    browser,
  }) => {
    // The supplier job asks again after its first backoff (15 s), then every few seconds.
    test.setTimeout(120_000)
    shop.supplier.behave({ status: 'down' })
    const created = shop.supplier.created
    const { packet, page } = await buyTopUp(browser, '500100202')

    // Paid and waiting, not an error that suggests buying again.
    const invoiceId = await waitingOrderOn(page)
    await expect(page.getByTestId('purchase-problem')).toHaveCount(0)
    const debited = formatKip(FUNDS - packet.amount, 'en')
    await expect(page.getByTestId('purchase-balance')).toHaveText(debited)
    expect(shop.supplier.created).toBe(created)
    await markDocument(page)

    shop.supplier.behave({ status: 'success' })
    await expectDeliveredLive(page, 60_000)
    expect(shop.supplier.orders.get(invoiceId)).toMatchObject({
      status: 'Sukses',
      customer_no: '500100202',
    })
    // Sent while down and again after: one order at the supplier, never two.
    expect(shop.supplier.created).toBe(created + 1)
    await expect(page.getByRole('banner')).toContainText(debited)
  })
})
