import { expect, type APIRequestContext } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import type { components } from '../../contract/schema.d.ts'
import { formatKip } from '../../src/lib/format-money.ts'
import {
  DEMO_ACCOUNTS,
  fundedCustomer,
  logInThroughApi,
  openSignedIn,
  type AuthSession,
} from '../support/e2e/accounts.ts'
import { collectPageProblems } from '../support/e2e/page-problems.ts'

// An operator refunds a customer's order at the desk (in English) while the customer watches the
// order's page (in Thai): the refused and refunded steps, the reason and the balance arrive live.

type Game = components['schemas']['Game']
type Packet = components['schemas']['Packet']

/** Buys the demo gift card's first package for the customer, as the shop's API answers it. */
async function buyGiftCard(api: APIRequestContext, session: AuthSession) {
  const auth = { Authorization: `Bearer ${session.accessToken}` }
  const catalogue = await api.get('/api/v1/games-group-by-category')
  const { data } = (await catalogue.json()) as components['schemas']['CategoryListResponse']
  const card = data
    .flatMap((group) => group.data)
    .find((game: Game) => game.nameEn === 'GameNest Gift Card')
  if (!card) throw new Error('The demo catalogue has no GameNest Gift Card')
  const packets = await api.get(`/api/v1/packets?voucherId=${card._id}`, { headers: auth })
  const [packet] = ((await packets.json()) as { data: Packet[] }).data
  const bought = await api.post('/api/v1/voucher-invoice', {
    headers: {
      ...auth,
      'x-request-id': session.data.walletId ?? '',
      'Idempotency-Key': crypto.randomUUID(),
    },
    data: {
      voucherId: card._id,
      packetId: packet?._id,
      walletId: session.data.walletId,
      inputAboutInfo: [],
    },
  })
  expect(bought.status()).toBe(200)
  return ((await bought.json()) as components['schemas']['PurchaseResponse']).data
}

test("an operator refunds a customer's order with a reason; the customer's order page shows it refunded, live", async ({
  browser,
  request,
}) => {
  const [customer, admin] = await Promise.all([
    fundedCustomer(request, 100_000, { fullName: 'Refunded Customer' }),
    logInThroughApi(request, DEMO_ACCOUNTS.admin),
  ])
  const order = await buyGiftCard(request, customer)
  const price = order.packetId.amount

  const shop = await openSignedIn(browser, customer, 'th', `/order/${order._id}`)
  const shopProblems = collectPageProblems(shop)
  const timeline = shop.getByTestId('order-timeline')
  await expect(timeline.locator('li')).toHaveCount(3)
  await expect(shop.getByRole('banner')).toContainText(formatKip(100_000 - price, 'th'))

  const desk = await openSignedIn(browser, admin, 'en', '/admin/orders')
  const deskProblems = collectPageProblems(desk)
  await expect(desk.getByRole('heading', { name: 'Operator desk: orders' })).toBeVisible()
  // Neither an order number nor a phone: told, and what was typed stays.
  const query = desk.getByRole('textbox', { name: "Order number or the customer's phone" })
  await query.fill('ab')
  await desk.getByRole('button', { name: 'Search' }).click()
  await expect(desk.getByRole('alert')).toContainText('Enter an order number')
  await expect(query).toHaveValue('ab')

  // The short number as a customer reads it out: any case, in two halves.
  const spoken = `${order.orderNumber.slice(0, 4)}-${order.orderNumber.slice(4)}`.toLowerCase()
  await query.fill(spoken)
  await desk.getByRole('button', { name: 'Search' }).click()
  const row = desk.locator(`[data-order-id="${order._id}"]`)
  await expect(row).toContainText('Refunded Customer')
  await expect(row).toContainText(order.orderNumber)
  await expect(row.locator('[data-status]')).toHaveText('Done')

  await query.fill(customer.data.userName)
  await desk.getByRole('button', { name: 'Search' }).click()
  await expect(row).toContainText('Refunded Customer')
  await row.getByRole('button', { name: 'Refund' }).click()
  // No reason, no refund: the customer and the log are owed one.
  await row.getByRole('button', { name: 'Next' }).click()
  await expect(row.getByText('Please give the reason for the refund')).toBeVisible()
  await row.getByRole('textbox').fill('The provider confirms the code never worked')
  await row.getByRole('button', { name: 'Next' }).click()
  await expect(row).toContainText(
    `Refund ${formatKip(price, 'en')} to the wallet of Refunded Customer? This cannot be undone.`,
  )
  await row.getByRole('button', { name: 'Confirm the refund' }).click()
  await expect(row.getByRole('status')).toHaveText(
    `Refunded ${formatKip(price, 'en')}; the customer has been told`,
  )

  // The customer's page, never reloaded: refused and refunded, with the reason and the balance back.
  await expect(timeline.locator('li')).toHaveCount(5)
  await expect(timeline.locator('[data-step="REFUSED"]')).toContainText('ผู้ให้บริการปฏิเสธ')
  await expect(timeline.locator('[data-step="REFUNDED"]')).toContainText('คืนเงินเข้ากระเป๋าแล้ว')
  await expect(timeline).toContainText('The provider confirms the code never worked')
  await expect(shop.getByRole('banner')).toContainText(formatKip(100_000, 'th'))
  // The badge says refunded, not cancelled, and the refund is told beside it, in sight on a
  // phone as the page opens.
  const receipt = shop.getByTestId('order-receipt')
  await expect(receipt.locator('header [data-status="CANCEL"]')).toHaveText('คืนเงินแล้ว')
  await shop.setViewportSize({ width: 390, height: 844 })
  await shop.evaluate(() => window.scrollTo(0, 0))
  const refund = receipt.getByTestId('order-refund')
  await expect(refund).toContainText('คืนเงินเข้ากระเป๋าแล้ว')
  await expect(refund).toContainText('The provider confirms the code never worked')
  await expect(refund).toBeInViewport()

  // A second refund from another desk tab is told, and credits nothing.
  const again = await request.post(`/api/v1/admin/orders/${order._id}/refund`, {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
    data: { reason: 'Twice' },
  })
  expect(again.status()).toBe(409)
  await desk.reload()
  await expect(row).toContainText(': The provider confirms the code never worked')
  await expect(row.getByRole('button', { name: 'Refund' })).toHaveCount(0)

  expect(shopProblems()).toEqual([])
  expect(deskProblems()).toEqual([])
})
