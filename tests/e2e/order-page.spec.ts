import { expect, type APIRequestContext } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import type { components } from '../../contract/schema.d.ts'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { fundedCustomer, startSignedIn, type AuthSession } from '../support/e2e/accounts.ts'
import { CONTROL_TEXT } from '../support/e2e/control-texts.ts'
import { collectPageProblems } from '../support/e2e/page-problems.ts'

type Game = components['schemas']['Game']
type Packet = components['schemas']['Packet']

// The texts a customer reads, from src/i18n/locales/*/messages.po and the demo catalogue.
const TEXT = {
  viewOrder: {
    lo: 'ເບິ່ງຄຳສັ່ງຊື້ ແລະ ໃບບິນ',
    th: 'ดูคำสั่งซื้อและใบเสร็จ',
    en: 'View the order and receipt',
  },
  openOrder: { lo: 'ເບິ່ງຄຳສັ່ງຊື້', th: 'ดูคำสั่งซื้อ', en: 'View order' },
  orderTitle: { lo: 'ຄຳສັ່ງຊື້', th: 'คำสั่งซื้อ', en: 'Order' },
  showCode: { lo: 'ແຕະເພື່ອເບິ່ງລະຫັດ', th: 'แตะเพื่อดูรหัส', en: 'Tap to show the code' },
  paid: { lo: 'ຈ່າຍຈາກກະເປົາເງິນແລ້ວ', th: 'ชำระจากกระเป๋าเงินแล้ว', en: 'Paid from the wallet' },
  delivered: { lo: 'ສົ່ງມອບແລ້ວ', th: 'ส่งมอบแล้ว', en: 'Delivered' },
  notFound: { lo: 'ບໍ່ພົບໜ້ານີ້', th: 'ไม่พบหน้านี้', en: 'Page not found' },
  // The demo catalogue's package, named in each language.
  packet: { lo: 'ບັດ 50,000 ກີບ', th: 'บัตร 50,000 กีบ', en: '50,000 kip card' },
} satisfies Record<string, Record<Locale, string>>

async function giftCard(api: APIRequestContext, session: AuthSession) {
  const response = await api.get('/api/v1/games-group-by-category')
  const { data } = (await response.json()) as components['schemas']['CategoryListResponse']
  const card = data
    .flatMap((group) => group.data)
    .find((game: Game) => game.nameEn === 'GameNest Gift Card')
  if (!card) throw new Error('The demo catalogue has no GameNest Gift Card')
  const packets = await api.get(`/api/v1/packets?voucherId=${card._id}`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  })
  const { data: list } = (await packets.json()) as { data: Packet[] }
  return { card, packets: list }
}

/** The order as its customer's API answers it. */
async function orderOf(api: APIRequestContext, session: AuthSession, id: string) {
  const response = await api.get(`/api/v1/invoices/${id}`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  })
  const { data } = (await response.json()) as components['schemas']['InvoiceDetailResponse']
  return data
}

/** Pages in a PDF that Chromium wrote: one page object per printed page. */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0
}

for (const locale of LOCALES) {
  test(`a bought voucher's own page: timeline, hidden code, one-page A4 receipt, in ${locale}`, async ({
    page,
    request,
  }) => {
    const problems = collectPageProblems(page)
    const session = await fundedCustomer(request, 200_000)
    const { card, packets } = await giftCard(request, session)
    const packet = packets.find((candidate) => candidate.nameEn === TEXT.packet.en)
    expect(packet?.[locale === 'lo' ? 'name' : locale === 'th' ? 'nameTh' : 'nameEn']).toBe(
      TEXT.packet[locale],
    )
    await startSignedIn(page, session, locale)

    await page.goto(`/detail/${card._id}/VOUCHER`)
    await page.locator('label').filter({ hasText: TEXT.packet[locale] }).first().click()
    await page.getByRole('button', { name: CONTROL_TEXT.buy[locale] }).click()
    await page.getByRole('button', { name: CONTROL_TEXT.confirm[locale] }).click()
    const dialog = page.getByRole('dialog')
    const code = (await dialog.getByTestId('voucher-code').textContent())?.trim() ?? ''
    expect(code).not.toBe('')

    // From the success notice to the order's own page.
    await dialog.getByRole('link', { name: TEXT.viewOrder[locale] }).click()
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/)
    const orderUrl = page.url()
    const receipt = page.getByTestId('order-receipt')
    await expect(receipt).toContainText(TEXT.packet[locale])
    const timeline = page.getByTestId('order-timeline')
    await expect(timeline.locator('li')).toHaveCount(3)
    await expect(timeline).toContainText(TEXT.paid[locale])
    await expect(timeline).toContainText(TEXT.delivered[locale])

    // The short number a customer reads out to support, with its copy button; not the long id.
    const orderId = orderUrl.split('/').pop() ?? ''
    const { orderNumber } = await orderOf(request, session, orderId)
    expect(orderNumber).toMatch(/^[2-9A-HJKMNP-Z]{8}$/)
    await expect(receipt).toContainText(orderNumber)
    await expect(receipt.getByRole('button', { name: new RegExp(orderNumber) })).toBeVisible()
    await expect(receipt).not.toContainText(orderId)

    // The code stays hidden until tapped.
    await expect(receipt).not.toContainText(code)
    await page.getByRole('button', { name: TEXT.showCode[locale] }).click()
    await expect(page.getByTestId('order-voucher-code')).toContainText(code)

    // The receipt prints alone, on one A4 page.
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await page.screenshot({ path: `/tmp/orders-shots/e2e-print-${locale}.png`, fullPage: true })
    await page.emulateMedia({ media: 'screen' })
    const pdf = await page.pdf({ format: 'A4' })
    expect(pageCount(pdf)).toBe(1)

    // Opened directly and reloaded, as from a bookmark.
    await page.goto(orderUrl)
    await page.reload()
    await expect(page.getByTestId('order-timeline').locator('li')).toHaveCount(3)

    // From the purchase history's card.
    await page.goto('/history-buy/limit/30/skip/0')
    const historyCard = page.locator(`[data-invoice-id="${orderId}"]`)
    await expect(historyCard).toContainText(orderNumber)
    await expect(historyCard.getByRole('button', { name: new RegExp(orderNumber) })).toBeVisible()
    await page
      .getByRole('link', { name: new RegExp(TEXT.openOrder[locale]) })
      .first()
      .click()
    await expect(page).toHaveURL(orderUrl)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.orderTitle[locale])
    expect(problems()).toEqual([])
  })
}

test("another customer's order page is not found, and shows nothing of it", async ({
  page,
  request,
}) => {
  const owner = await fundedCustomer(request, 100_000)
  const { card, packets } = await giftCard(request, owner)
  const bought = await request.post('/api/v1/voucher-invoice', {
    headers: {
      Authorization: `Bearer ${owner.accessToken}`,
      'x-request-id': owner.data.walletId ?? '',
      'Idempotency-Key': crypto.randomUUID(),
    },
    data: {
      voucherId: card._id,
      packetId: packets[0]?._id,
      walletId: owner.data.walletId,
      inputAboutInfo: [],
    },
  })
  expect(bought.status()).toBe(200)
  const { data, code } = (await bought.json()) as components['schemas']['PurchaseResponse']

  const stranger = await fundedCustomer(request, 10_000)
  await startSignedIn(page, stranger, 'en')
  await page.goto(`/order/${data._id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.notFound.en)
  await expect(page.getByTestId('order-receipt')).toHaveCount(0)
  await expect(page.locator('body')).not.toContainText(code ?? 'no code')
})
