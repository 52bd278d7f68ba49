import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { ANY_KIP } from '../support/e2e/translated-text.ts'
import type { components } from '../../contract/schema.d.ts'
import { formatKip } from '../../src/lib/format-money.ts'
import { formatTimestamp } from '../../src/lib/format-time.ts'
import { namesOf, pickName } from '../../src/lib/localized-name.ts'
import {
  DEMO_ACCOUNTS,
  fundWallet,
  logInThroughApi,
  registerCustomer,
  startSignedIn,
  type AuthSession,
} from '../support/e2e/accounts.ts'
import { collectPageProblems } from '../support/e2e/page-problems.ts'

// What the screens say in each language (src/i18n/locales/*/messages.po).
const TEXT = {
  lo: {
    amount: 'ຈຳນວນເງິນ (ກີບ)',
    submit: 'ສ້າງ QR ເພື່ອເຕີມເງິນ',
    qr: 'QR ສຳລັບຈ່າຍເງິນ',
    close: 'ປິດ QR',
    closed: 'ກຳລັງລໍຖ້າການອະນຸມັດ, ກະລຸນາກວດເບິ່ງໃນປະຫວັດ',
    done: 'ສຳເລັດ',
    waiting: 'ລໍຖ້າການຢືນຢັນ',
    bank: 'ທະນາຄານ',
    next: 'ຕໍ່ໄປ',
    back: 'ກັບຄືນ',
  },
  th: {
    amount: 'จำนวนเงิน (กีบ)',
    submit: 'สร้าง QR เพื่อเติมเงิน',
    qr: 'QR สำหรับชำระเงิน',
    close: 'ปิด QR',
    closed: 'กำลังรอการอนุมัติ กรุณาตรวจสอบในประวัติ',
    done: 'สำเร็จ',
    waiting: 'รอการยืนยัน',
    bank: 'ธนาคาร',
    next: 'ถัดไป',
    back: 'ย้อนกลับ',
  },
  en: {
    amount: 'Amount (kip)',
    submit: 'Make a QR to top up',
    qr: 'QR code to pay',
    close: 'Close the QR',
    closed: 'Waiting for approval please check in history',
    done: 'Done',
    waiting: 'Waiting for confirmation',
    bank: 'Bank',
    next: 'Next',
    back: 'Back',
  },
} satisfies Record<Locale, Record<string, string>>

type Invoice = components['schemas']['Invoice']

const TOP_UP_HISTORY = '/history-invoice/limit/30/skip/0'
/** socket.io's own wait for a connection attempt's answer (its Manager's `timeout`). */
const SOCKET_CONNECT_TIMEOUT_MS = 20_000

/** The balance link in the top bar (it leads to the recharge page), read as its amount. */
async function expectBalance(page: Page, locale: Locale, amount: number) {
  const kip = formatKip(amount, locale)
  // The link also holds a label for screen readers; the amount is what it ends with. (Not by role:
  // an open dialog hides the rest of the page from the accessibility tree.)
  await expect(page.locator('header a[href="/rechargePage"]').filter({ hasText: kip })).toHaveText(
    new RegExp(`(?:^|[^\\d,])${kip.replace(/[.,]/g, '\\$&')}$`),
    { timeout: 15_000 },
  )
}

/** Types an amount and makes its QR; returns the QR's payload as the page shows it. */
async function makeQr(page: Page, locale: Locale, amount: number): Promise<string> {
  await page.getByRole('textbox', { name: TEXT[locale].amount }).fill(String(amount))
  await page.getByRole('button', { name: TEXT[locale].submit }).click()
  const qr = page.getByRole('dialog').getByRole('img', { name: TEXT[locale].qr })
  await expect(qr).toBeVisible()
  const payload = await qr.getAttribute('data-qr-code')
  expect(payload).toBeTruthy()
  return payload as string
}

async function payAtBank(api: APIRequestContext, qrCode: string) {
  return api.post('/dev/bank/pay', { data: { qr_code: qrCode } })
}

async function walletOf(api: APIRequestContext, session: AuthSession): Promise<number> {
  const response = await api.get(`/api/v1/user/${session.data._id}`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  })
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as { data: { walletAmount: number } }
  return data.walletAmount
}

for (const locale of LOCALES) {
  test(`a newcomer tops up through the bank, follows it in history, and can top up again (${locale})`, async ({
    page,
    context,
    request,
  }) => {
    const problems = collectPageProblems(page)
    const session = await registerCustomer(request)
    await startSignedIn(page, session, locale)

    await page.goto('/rechargePage?method=qr')
    await expectBalance(page, locale, 0)
    const qrCode = await makeQr(page, locale, 50_000)
    await expect(page.getByRole('dialog')).toContainText(formatKip(50_000, locale))
    // SPEC: the QR is shown at 400 px on a screen wide enough for it. Its laid-out width, not its
    // box on screen, which the dialog's opening animation scales for a moment.
    await expect(page.getByRole('dialog').getByRole('img', { name: TEXT[locale].qr })).toHaveCSS(
      'width',
      '400px',
    )

    // The same customer has the history open in another tab: the top-up is there, waiting.
    const historyTab = await context.newPage()
    await historyTab.goto(TOP_UP_HISTORY)
    const row = historyTab.getByRole('row').filter({ hasText: formatKip(50_000, locale) })
    await expect(row).toHaveCount(1)
    await expect(row.locator('[data-status]')).toHaveText(TEXT[locale].waiting)
    await expect(row).toContainText(TEXT[locale].bank)

    expect((await payAtBank(request, qrCode)).status()).toBe(200)

    // No reload anywhere: the QR closes, the balance changes on both screens, the row turns SUCCESS.
    await expect(page.getByRole('dialog')).toBeHidden()
    await expectBalance(page, locale, 50_000)
    // The form is ready for the next top-up: the amount just paid is not left in it.
    await expect(page.getByRole('textbox', { name: TEXT[locale].amount })).toHaveValue('')
    await expect(row.locator('[data-status]')).toHaveText(TEXT[locale].done)
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'SUCCESS')
    await expect(row).toContainText(
      `${formatKip(0, locale)}${formatKip(50_000, locale)}${formatKip(50_000, locale)}`,
    )
    await expectBalance(historyTab, locale, 50_000)
    expect(problems()).toEqual([])
  })
}

test('@races a QR paid twice credits the wallet once', async ({ page, request }) => {
  const session = await registerCustomer(request)
  await startSignedIn(page, session, 'en')
  await page.goto('/rechargePage?method=qr')
  const qrCode = await makeQr(page, 'en', 20_000)

  expect((await payAtBank(request, qrCode)).status()).toBe(200)
  const second = await payAtBank(request, qrCode)
  expect(second.status()).toBe(409)
  expect(await second.json()).toMatchObject({ code: 'QR_ALREADY_PAID' })

  await expectBalance(page, 'en', 20_000)
  expect(await walletOf(request, session)).toBe(20_000)
  // The second payment is the customer's money too: it waits for the operator as a top-up of its
  // own (credited if approved, refunded if rejected), newest first.
  await page.goto(TOP_UP_HISTORY)
  await expect(page.locator('tbody [data-status]')).toHaveText([TEXT.en.waiting, TEXT.en.done])
})

test('@faults a payment made while the socket is cut is credited after the reconnect', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  // Every socket.io connection of the page goes through here: passed on while online, unanswered while not.
  let online = true
  let refused = 0
  const connected: Array<{ close: () => Promise<void> }> = []
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (!online) {
      // Nothing answers: the attempt hangs until socket.io's connect timeout, then retries.
      refused += 1
      return
    }
    ws.connectToServer()
    connected.push({ close: () => ws.close() })
  })
  await page.route('**/socket.io/**', (route) => (online ? route.continue() : route.abort()))

  const session = await registerCustomer(request)
  await startSignedIn(page, session, 'en')
  // The page's clock runs with the wall clock until the network is back (below).
  await page.clock.install()
  await page.goto('/rechargePage?method=qr')
  const qrCode = await makeQr(page, 'en', 30_000)
  await expect.poll(() => connected.length).toBeGreaterThan(0)

  online = false
  await Promise.all(connected.splice(0).map((ws) => ws.close()))
  // The app noticed: it is trying to reconnect, and is refused.
  await expect.poll(() => refused).toBeGreaterThan(0)
  expect((await payAtBank(request, qrCode)).status()).toBe(200)
  // The event was sent while the page was cut off: nothing has reached it.
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectBalance(page, 'en', 0)

  // The network is back: the attempt it left hanging times out (socket.io's 20 s, which the
  // page's clock runs out rather than the test waiting them) and the next one connects.
  online = true
  await page.clock.fastForward(SOCKET_CONNECT_TIMEOUT_MS)
  await expect(page.getByRole('dialog')).toBeHidden()
  await expectBalance(page, 'en', 30_000)
  await expect(page.getByText(`${formatKip(30_000, 'en')} was added to your wallet.`)).toBeVisible()
  expect(connected.length).toBeGreaterThan(0)
})

test('a customer who closes the QR is told to check the history, and is credited later', async ({
  page,
  request,
}) => {
  const session = await registerCustomer(request)
  await startSignedIn(page, session, 'lo')
  await page.goto('/rechargePage?method=qr')
  const qrCode = await makeQr(page, 'lo', 15_000)

  await page.getByRole('button', { name: TEXT.lo.close }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('status')).toContainText(TEXT.lo.closed)

  expect((await payAtBank(request, qrCode)).status()).toBe(200)
  await expectBalance(page, 'lo', 15_000)
})

for (const width of [360, 390]) {
  test(`on a ${width} px phone each top-up is a card that shows its status, type and date in full`, async ({
    page,
    request,
  }) => {
    const session = await registerCustomer(request)
    await fundWallet(request, session, 40_000)
    await startSignedIn(page, session, 'th')
    await page.setViewportSize({ width, height: 800 })
    await page.goto(TOP_UP_HISTORY)

    const card = page.getByRole('listitem').filter({ hasText: formatKip(40_000, 'th') })
    await expect(card).toHaveCount(1)
    await expect(card.locator('[data-status]')).toHaveText(TEXT.th.done)
    await expect(card.locator('[data-status]')).toBeInViewport({ ratio: 1 })
    await expect(card.getByText(TEXT.th.bank)).toBeInViewport({ ratio: 1 })
    await expect(card.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/)).toBeInViewport({
      ratio: 1,
    })

    // A wide screen has room for the table.
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page.getByRole('row').filter({ hasText: formatKip(40_000, 'th') })).toBeVisible()
    await expect(card).toBeHidden()
  })
}

test('pages through 65 top-ups, 30 at a time', async ({ page, request }) => {
  const session = await registerCustomer(request)
  // 65 QRs, oldest first: amounts 10,001 to 10,065 kip tell the rows apart.
  for (let n = 1; n <= 65; n += 1) {
    const response = await request.post('/api/v1/genarate-qrcode-bank', {
      headers: { Authorization: `Bearer ${session.accessToken}` },
      data: { user_id: session.data._id, amount: 10_000 + n },
    })
    expect(response.status()).toBe(200)
  }
  await startSignedIn(page, session, 'en')
  const rows = page.locator('tbody tr')
  const pager = page.getByRole('navigation', { name: 'Pages' })

  await page.goto(TOP_UP_HISTORY)
  await expect(rows).toHaveCount(30)
  // Newest first, numbered from 1.
  await expect(rows.first()).toContainText(formatKip(10_065, 'en'))
  await expect(rows.first().locator('td').first()).toHaveText('1')
  await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3'])
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')

  await pager.getByRole('link', { name: 'Page 3' }).click()
  await expect(page).toHaveURL(/\/history-invoice\/limit\/30\/skip\/60$/)
  await expect(rows).toHaveCount(5)
  await expect(rows.first().locator('td').first()).toHaveText('61')
  await expect(rows.last()).toContainText(formatKip(10_001, 'en'))
  await expect(pager.getByText(TEXT.en.next)).toHaveAttribute('aria-disabled', 'true')

  await pager.getByRole('link', { name: TEXT.en.back }).click()
  await expect(page).toHaveURL(/\/skip\/30$/)
  await expect(rows).toHaveCount(30)
  await expect(rows.first().locator('td').first()).toHaveText('31')
  await expect(rows.first()).toContainText(formatKip(10_035, 'en'))

  await pager.getByRole('link', { name: TEXT.en.next }).click()
  await expect(page).toHaveURL(/\/skip\/60$/)

  // A page size the route does not accept is a page that does not exist.
  await page.goto('/history-invoice/limit/0/skip/0')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
})

/** The hue angle of a computed colour; Chromium gives Tailwind's oklch palette back as lab(). */
async function badgeHue(badge: ReturnType<Page['locator']>): Promise<number> {
  const colour = await badge.evaluate((element) => getComputedStyle(element).backgroundColor)
  const lab = /^lab\(\S+ (\S+) (\S+)\)$/.exec(colour)
  expect(lab, `a lab() colour, not ${colour}`).not.toBeNull()
  const degrees = (Math.atan2(Number(lab?.[2]), Number(lab?.[1])) * 180) / Math.PI
  return (degrees + 360) % 360
}

/** The top-up history row whose amount column (the third) is `amount`. */
const amountRow = (page: Page, amount: number) =>
  page.locator('tbody tr').filter({
    // The figure, in whichever language the page reads: each writes kip its own way.
    has: page.locator('td:nth-child(3)', {
      hasText: new RegExp(`^${formatKip(amount, 'en').split(' ')[0]} (${ANY_KIP.source})$`),
    }),
  })

const HUES = { success: [120, 180], waiting: [55, 110], failure: [0, 45] } as const

async function expectTone(badge: ReturnType<Page['locator']>, tone: keyof typeof HUES) {
  await expect(badge).toHaveAttribute('data-tone', tone)
  const hue = await badgeHue(badge)
  expect(hue).toBeGreaterThanOrEqual(HUES[tone][0])
  expect(hue).toBeLessThanOrEqual(HUES[tone][1])
}

test("the backend's top-up statuses show in their colours and labels", async ({
  page,
  request,
}) => {
  const session = await registerCustomer(request)
  const auth = { Authorization: `Bearer ${session.accessToken}` }
  const qr = async (amount: number) => {
    const response = await request.post('/api/v1/genarate-qrcode-bank', {
      headers: auth,
      data: { user_id: session.data._id, amount },
    })
    return (await response.json()) as { qr_code: string; topup: { _id: string } }
  }
  const rejected = await qr(11_000)
  const operator = await logInThroughApi(request, DEMO_ACCOUNTS.admin)
  const refusal = await request.post(`/api/v1/admin/topups/${rejected.topup._id}/reject`, {
    headers: { Authorization: `Bearer ${operator.accessToken}` },
    data: { reason: 'The transfer never arrived' },
  })
  expect(refusal.status()).toBe(200)
  expect((await payAtBank(request, (await qr(12_000)).qr_code)).status()).toBe(200)
  await qr(13_000)

  await startSignedIn(page, session, 'lo')
  await page.goto(TOP_UP_HISTORY)
  const badgeOf = (amount: number) => amountRow(page, amount).locator('[data-status]')
  await expect(badgeOf(11_000)).toHaveText('ຍົກເລີກ')
  await expectTone(badgeOf(11_000), 'failure')
  await expect(badgeOf(12_000)).toHaveText('ສຳເລັດ')
  await expectTone(badgeOf(12_000), 'success')
  await expect(badgeOf(13_000)).toHaveText('ລໍຖ້າການຢືນຢັນ')
  await expectTone(badgeOf(13_000), 'waiting')
})

// Every status value SPEC 4 names, and one it does not, with the Lao label and the colour each list
// gives it. The reference backend only produces WAITING, SUCCESS and CANCEL, so these pages are
// served from here.
const EVERY_STATUS = [
  { status: 'SUCCESS', topUp: ['ສຳເລັດ', 'success'], purchase: ['ສຳເລັດ', 'success'] },
  { status: 'APPROVED', topUp: ['ສຳເລັດ', 'success'], purchase: ['ສຳເລັດ', 'success'] },
  { status: 'WAITING', topUp: ['ລໍຖ້າການຢືນຢັນ', 'waiting'], purchase: ['ລໍຖ້າການຢືນຢັນ', 'waiting'] },
  {
    status: 'WAITING_RECEIPT',
    topUp: ['ລໍຖ້າຢືນຢັນການໂອນ', 'waiting'],
    purchase: ['ລໍຖ້າຢືນຢັນການໂອນ', 'waiting'],
  },
  { status: 'RUNNING', topUp: ['ກຳລັງດຳເນີນການ', 'waiting'], purchase: ['ກຳລັງດຳເນີນການ', 'waiting'] },
  { status: 'CANCEL', topUp: ['ຍົກເລີກ', 'failure'], purchase: ['ຍົກເລີກ', 'failure'] },
  { status: 'REFUNDED', topUp: ['ບໍ່ສຳເລັດ', 'failure'], purchase: ['ສຳເລັດ', 'success'] },
] as const

test('every status value has its label and colour in both histories', async ({ page, request }) => {
  const session = await registerCustomer(request)
  const at = '2025-06-01T08:00:00.000Z'
  await page.route('**/api/v1/wallet-history?*', (route) =>
    route.fulfill({
      json: {
        total: EVERY_STATUS.length,
        data: EVERY_STATUS.map(({ status }, index) => ({
          _id: `00000000-0000-4000-8000-00000000000${index}`,
          oldAmount: 0,
          amount: 10_000 + index,
          currentAmount: 10_000 + index,
          status,
          moneyType: 'BANK',
          expiresAt: null,
          created_at: at,
        })),
      },
    }),
  )
  await page.route('**/api/v1/invoices?*', (route) =>
    route.fulfill({
      json: {
        total: EVERY_STATUS.length,
        data: EVERY_STATUS.map(({ status }, index) => ({
          _id: `00000000-0000-4000-8000-00000000010${index}`,
          orderNumber: `ABCDEFG${index + 2}`,
          kind: 'GAME',
          gameId: { _id: 'g', name: `ເກມ ${status}`, nameTh: 'th', nameEn: 'en', type: null },
          packetId: { _id: 'p', name: '86 Diamonds', amount: 20_000 },
          serverName: null,
          inputAboutInfo: [],
          cashcard_ref2: null,
          code: null,
          status,
          note: null,
          refundedAt: null,
          created_at: at,
        })),
      },
    }),
  )
  await startSignedIn(page, session, 'lo')

  await page.goto(TOP_UP_HISTORY)
  for (const [index, { status, topUp }] of EVERY_STATUS.entries()) {
    const badge = amountRow(page, 10_000 + index).locator('[data-status]')
    await expect(badge, status).toHaveText(topUp[0])
    await expectTone(badge, topUp[1])
  }

  await page.goto('/history-buy/limit/30/skip/0')
  for (const { status, purchase } of EVERY_STATUS) {
    const badge = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: `ເກມ ${status}`, exact: true }) })
      .locator('[data-status]')
    await expect(badge, status).toHaveText(purchase[0])
    await expectTone(badge, purchase[1])
  }
})

for (const locale of LOCALES) {
  test(`the purchase history shows each order as the customer placed it (${locale})`, async ({
    page,
    context,
    request,
  }) => {
    const problems = collectPageProblems(page)
    // Read only: the demo customer's seeded orders, compared with what the API says of them.
    const session = await logInThroughApi(request, DEMO_ACCOUNTS.customer)
    const listed = await request.get('/api/v1/invoices?limit=30&skip=0', {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    })
    const { data: invoices } = (await listed.json()) as { data: Invoice[] }
    const wepayOrder = invoices.find((invoice) => invoice.serverName === 'WEPAY')
    const cashCardOrder = invoices.find((invoice) => invoice.gameId.type === 'cashcard')
    if (!wepayOrder || !cashCardOrder?.cashcard_ref2) throw new Error('the demo orders changed')

    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await startSignedIn(page, session, locale)
    await page.goto('/history-buy/limit/30/skip/0')
    const nameIn = (invoice: Invoice) =>
      ({ lo: invoice.gameId.name, th: invoice.gameId.nameTh, en: invoice.gameId.nameEn })[locale]
    const cardOf = (invoice: Invoice) => page.locator(`article[data-invoice-id="${invoice._id}"]`)

    // Package and field names in the reader's language, Lao where a translation is missing.
    const inLocale = (named: { name: string; nameTh: string; nameEn: string }) =>
      pickName(namesOf(named), locale)

    const game = cardOf(wepayOrder)
    await expect(game.getByRole('heading')).toHaveText(nameIn(wepayOrder))
    await expect(game).toContainText(inLocale(wepayOrder.packetId))
    await expect(game).toContainText(formatKip(wepayOrder.packetId.amount, locale))
    await expect(game).toContainText(formatTimestamp(wepayOrder.created_at))
    for (const field of wepayOrder.inputAboutInfo) {
      await expect(game).toContainText(`${inLocale(field)}${field.value}`)
    }
    // WEPAY is the provider, not a server the customer chose.
    await expect(game).not.toContainText('WEPAY')

    const card = cardOf(cashCardOrder)
    await expect(card.getByRole('heading')).toHaveText(nameIn(cashCardOrder))
    await expect(card).toContainText(cashCardOrder.cashcard_ref2)
    await expect(card.locator('[data-status]')).toHaveAttribute('data-tone', 'success')
    await card.getByRole('button', { name: new RegExp(cashCardOrder.cashcard_ref2) }).click()
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(cashCardOrder.cashcard_ref2)
    expect(problems()).toEqual([])
  })
}

test('an empty history says so, and a failed page can be loaded again', async ({
  page,
  request,
}) => {
  const session = await registerCustomer(request)
  await startSignedIn(page, session, 'en')
  await page.goto('/history-buy/limit/30/skip/0')
  await expect(
    page.getByText('Your records show here once you top up or buy something.'),
  ).toBeVisible()

  // The backend fails once; the retry loads the page.
  let failures = 1
  await page.route('**/api/v1/wallet-history?*', (route) =>
    failures-- > 0
      ? route.fulfill({ status: 503, json: { code: 'UNAVAILABLE' } })
      : route.continue(),
  )
  await page.goto(TOP_UP_HISTORY)
  await expect(page.getByRole('alert')).toContainText('The history could not be loaded')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('alert')).toBeHidden()
  await expect(
    page.getByText('Your records show here once you top up or buy something.'),
  ).toBeVisible()
})
