import { expect, request, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { test } from '../support/e2e/machine-evidence.ts'
import type { components } from '../../contract/schema.d.ts'
import { SUPPLIER_NOTICE_PATH } from '../../server/src/supplier/supplier.ts'
import { formatKip } from '../../src/lib/format-money.ts'
import type { AuthSession } from '../support/e2e/accounts.ts'
import { productPath } from '../support/e2e/catalogue.ts'
import { CONTROL_TEXT } from '../support/e2e/control-texts.ts'
import { fundedProductionCustomer, openAs } from '../support/e2e/production-customers.ts'
import { startProductionShop, type ProductionShop } from '../support/e2e/production-shop.ts'

// The production shop's game orders against a supplier that speaks Digiflazz's protocol (the test
// server checks every signature): an order it leaves pending, one it refuses, and one it cannot
// take while it is down. The customer reads English here.

type Packet = components['schemas']['Packet']

// A port of the test run's range that no other suite takes (production.spec.ts has +30).
const PORT = Number(process.env.E2E_PORT ?? 4310) + 50
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

let shop: ProductionShop
let api: APIRequestContext

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
  await expect(page.getByTestId('order-timeline').locator('li[data-step=REFUNDED]')).toContainText(
    TEXT.refundedStep,
  )
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
