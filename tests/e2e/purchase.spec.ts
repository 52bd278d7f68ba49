import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import type { components } from '../../contract/schema.d.ts'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { formatKip, KIP_WORD } from '../../src/lib/format-money.ts'
import {
  fundWallet,
  logInThroughApi,
  registerCustomer,
  startSignedIn,
  type AuthSession,
} from '../support/e2e/accounts.ts'
import { collectPageProblems } from '../support/e2e/page-problems.ts'
import { ANY_KIP, catalogText } from '../support/e2e/translated-text.ts'

type Game = components['schemas']['Game']
type Packet = components['schemas']['Packet']

// The texts a customer reads, from src/i18n/locales/*/messages.po.
const TEXT = {
  search: { lo: 'ຄົ້ນຫາດ້ວຍຊື່ເກມ...', th: 'ค้นหาด้วยชื่อเกม...', en: 'Search by game name...' },
  buy: { lo: 'ຊື້ເລີຍ', th: 'ซื้อเลย', en: 'Buy now' },
  confirm: { lo: 'ຢືນຢັນການຊື້', th: 'ยืนยันการซื้อ', en: 'Confirm purchase' },
  success: { lo: 'ສຳເລັດ', th: 'สำเร็จ', en: 'Success' },
  voucherDone: { lo: 'ຕົກລົງ', th: 'ตกลง', en: 'OK' },
  recharge: { lo: 'ເຕີມເງິນ', th: 'เติมเงิน', en: 'Recharge' },
  review: { lo: 'ກວດສອບກ່ອນຊື້', th: 'ตรวจสอบก่อนซื้อ', en: 'Check before you buy' },
  outOfStock: {
    lo: 'ສິນຄ້າໃນສາງບໍ່ພໍ, ກະລຸນາເລືອກແພັກເກັດອື່ນ',
    th: 'สินค้าในสต็อกไม่พอ กรุณาเลือกแพ็กเกจอื่น',
    en: 'Not enough in stock: please try another package',
  },
  wrongMlbbId: {
    lo: 'ບໍ່ສາມາດເຕີມ Mobile Legends ໄດ້, ກະລຸນາກວດສອບ ID',
    th: 'ไม่สามารถเติม Mobile Legends ได้ กรุณาตรวจสอบ ID',
    en: 'The Mobile Legends top-up is not possible: please check the ID',
  },
  leaderboard: {
    lo: 'ເຕີມເງິນສູງສຸດປະຈຳເດືອນ',
    th: 'ยอดเติมเงินสูงสุดประจำเดือน',
    en: 'Highest monthly top-up',
  },
  prize1: { lo: 'ລາງວັນອັນດັບ 1', th: 'รางวัลอันดับ 1', en: 'Prize for rank 1' },
  // The demo catalogue's account fields (server/catalogue/demo-catalogue.json).
  playerId: { lo: 'ໄອດີຜູ້ຫຼິ້ນ', th: 'ไอดีผู้เล่น', en: 'Player ID' },
  userId: { lo: 'ໄອດີຜູ້ໃຊ້', th: 'ไอดีผู้ใช้', en: 'User ID' },
  zoneId: { lo: 'ໄອດີໂຊນ', th: 'ไอดีโซน', en: 'Zone ID' },
} satisfies Record<string, Record<Locale, string>>

/** An account field's names as the API carries them. */
function fieldNames(names: Record<Locale, string>) {
  return { name: names.lo, nameTh: names.th, nameEn: names.en }
}

/** A package's name as the screen shows it in `locale`. */
function packetName(packet: Packet, locale: Locale): string {
  return { lo: packet.name, th: packet.nameTh, en: packet.nameEn }[locale]
}

async function catalogue(api: APIRequestContext): Promise<Game[]> {
  const response = await api.get('/api/v1/games-group-by-category')
  const { data } = (await response.json()) as components['schemas']['CategoryListResponse']
  return data.flatMap((group) => group.data)
}

async function productNamed(api: APIRequestContext, nameEn: string): Promise<Game> {
  const product = (await catalogue(api)).find((game) => game.nameEn === nameEn)
  if (!product) throw new Error(`No product named ${nameEn}`)
  return product
}

async function packetsOf(api: APIRequestContext, session: AuthSession, product: Game) {
  const key = product.kind === 'GAME' ? 'gameId' : 'voucherId'
  const response = await api.get(`/api/v1/packets?${key}=${product._id}`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  })
  return ((await response.json()) as { data: Packet[] }).data
}

async function balanceOf(api: APIRequestContext, session: AuthSession): Promise<number> {
  const response = await api.get(`/api/v1/user/${session.data._id}`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  })
  return ((await response.json()) as components['schemas']['UserResponse']).data.walletAmount ?? 0
}

async function invoicesOf(api: APIRequestContext, session: AuthSession, type: 'GAME' | 'VOUCHER') {
  const response = await api.get(
    `/api/v1/invoices?limit=30&skip=0&type=${type}&customerId=${session.data._id}`,
    { headers: { Authorization: `Bearer ${session.accessToken}` } },
  )
  return (await response.json()) as components['schemas']['InvoicePage']
}

/** A fresh customer with `amount` kip, signed in again so the stored user carries that balance. */
async function newCustomer(api: APIRequestContext, amount: number): Promise<AuthSession> {
  const registered = await registerCustomer(api)
  if (amount === 0) return registered
  await fundWallet(api, registered, amount)
  return logInThroughApi(api, { userName: registered.data.userName, password: registered.password })
}

/** Picks a package as a customer does: by tapping its tile. */
async function choosePacket(page: Page, name: RegExp) {
  await page.locator('label').filter({ hasText: name }).first().click()
  await expect(page.getByRole('radio', { name }).first()).toBeChecked()
}

/** Finds a product from the home screen by searching, as a customer does, and opens it. */
async function openFromHome(page: Page, locale: Locale, search: string, tileName: RegExp) {
  // The tile is a link only once the session is known; a visitor's tile asks to log in.
  await page.goto('/')
  await page.getByRole('searchbox', { name: TEXT.search[locale] }).fill(search)
  await page.getByRole('link', { name: tileName }).click()
  await expect(page).toHaveURL(/\/detail\//)
}

for (const locale of LOCALES) {
  test(`a newcomer finds a game by its English name and tops it up, in ${locale}`, async ({
    page,
    request,
  }) => {
    const problems = collectPageProblems(page)
    const session = await newCustomer(request, 100_000)
    const game = await productNamed(request, 'Mekong Racers')
    const [packet] = await packetsOf(request, session, game)
    if (!packet) throw new Error('Mekong Racers has no packages')
    await startSignedIn(page, session, locale)

    // Searched by its English name; the tile shows the name in the customer's language.
    const tileName = { lo: game.name, th: game.nameTh, en: game.nameEn }[locale]
    await openFromHome(page, locale, 'mekong rac', new RegExp(tileName))
    const topBar = page.getByRole('banner')
    await expect(topBar).toContainText(formatKip(100_000, locale))
    await choosePacket(page, new RegExp(packetName(packet, locale)))
    // Bought with the player id left empty: that field is marked, with its own message.
    const playerId = page.getByRole('textbox', { name: TEXT.playerId[locale] })
    await page.getByRole('button', { name: TEXT.buy[locale] }).click()
    await expect(playerId).toHaveAttribute('aria-invalid', 'true')
    await expect(playerId).toHaveAccessibleDescription(
      catalogText(locale, 'purchase.fieldMissing').replace('{label}', TEXT.playerId[locale]),
    )
    await expect(playerId).toBeFocused()
    await playerId.fill('100234567')
    await expect(playerId).not.toHaveAttribute('aria-invalid')
    await page.getByRole('button', { name: TEXT.buy[locale] }).click()
    await page.getByRole('button', { name: TEXT.confirm[locale] }).click()

    const popup = page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^${TEXT.success[locale]}$`) })
    await expect(popup).toBeVisible()
    // The top bar follows without a reload, and the fields start over.
    await expect(topBar).toContainText(formatKip(100_000 - packet.amount, locale))
    await expect(page.getByRole('textbox', { name: TEXT.playerId[locale] })).toHaveValue('')
    const invoices = await invoicesOf(request, session, 'GAME')
    expect(invoices.data).toHaveLength(1)

    // The popup goes and the data reloads (SPEC 4); the result stays, with what was bought.
    await expect(popup).toBeHidden()
    await expect(page.getByRole('button', { name: TEXT.buy[locale] })).toBeEnabled()
    const result = page.getByTestId('order-placed')
    await expect(result).toContainText(packetName(packet, locale))
    await expect(result).toContainText(formatKip(packet.amount, locale))
    await expect(result).toContainText('100234567')
    await expect(result).toContainText(invoices.data[0]?.orderNumber ?? 'no order')
    await expect(result.getByTestId('order-link')).toHaveAttribute(
      'href',
      `/order/${invoices.data[0]?._id}`,
    )
    // Recorded under the field's names in the three languages; its Lao name is its key.
    expect(invoices.data[0]?.inputAboutInfo).toEqual([
      { ...fieldNames(TEXT.playerId), value: '100234567' },
    ])

    // The order is in the purchase history, as the customer placed it.
    await page.goto('/history-buy/limit/30/skip/0')
    const main = page.getByRole('main')
    await expect(main).toContainText(tileName)
    await expect(main).toContainText('100234567')
    await expect(main).toContainText(packetName(packet, locale))

    // Back on the game, the account that bought is offered again (DECISIONS: remembered account).
    await page.goBack()
    await expect(page.getByRole('textbox', { name: TEXT.playerId[locale] })).toHaveValue(
      '100234567',
    )
    expect(problems()).toEqual([])
  })
}

test.describe('in Lao', () => {
  const locale: Locale = 'lo'

  test('buys a voucher: the code is shown and the stock goes down', async ({ page, request }) => {
    const session = await newCustomer(request, 50_000)
    const voucher = await productNamed(request, 'Arcade Points Card')
    const [packet] = await packetsOf(request, session, voucher)
    if (!packet) throw new Error('no voucher package')
    await startSignedIn(page, session, locale)
    await openFromHome(page, locale, 'arcade', new RegExp(voucher.name))

    await choosePacket(page, new RegExp(packetName(packet, locale)))
    await page.getByRole('button', { name: TEXT.buy[locale] }).click()
    await page.getByRole('button', { name: TEXT.confirm[locale] }).click()

    const dialog = page.getByRole('dialog')
    const code = (await dialog.getByTestId('voucher-code').textContent())?.trim() ?? ''
    expect(code.length).toBeGreaterThan(4)
    const [invoice] = (await invoicesOf(request, session, 'VOUCHER')).data
    expect(invoice).toBeDefined()
    const [after] = await packetsOf(request, session, voucher)
    expect(after?.inStock).toBe((packet.inStock ?? 0) - 1)
    await dialog.getByRole('button', { name: TEXT.voucherDone[locale] }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('banner')).toContainText(formatKip(50_000 - packet.amount, locale))
  })

  test('a review the balance cannot pay shows the shortfall and Recharge, never the confirm; a top-up makes it payable', async ({
    page,
    request,
  }) => {
    const session = await newCustomer(request, 10_000)
    const game = await productNamed(request, 'Mekong Racers')
    const packet = (await packetsOf(request, session, game)).find(({ amount }) => amount > 10_000)
    if (!packet) throw new Error('no package above 10,000 kip')
    await startSignedIn(page, session, locale)
    await page.goto(`/detail/${game._id}/GAME`)

    await choosePacket(page, new RegExp(packetName(packet, locale)))
    await page.getByRole('textbox', { name: TEXT.playerId[locale] }).fill('100234567')
    await page.getByRole('button', { name: TEXT.buy[locale] }).click()

    const review = page.getByRole('region', { name: TEXT.review[locale] })
    await expect(review.getByTestId('purchase-shortfall')).toHaveText(
      formatKip(packet.amount - 10_000, locale),
    )
    await expect(review.getByRole('link', { name: TEXT.recharge[locale] })).toHaveAttribute(
      'href',
      '/rechargePage',
    )
    await expect(page.getByRole('button', { name: TEXT.confirm[locale] })).toHaveCount(0)

    // The wallet is filled meanwhile (another device pays a QR): the review now offers the confirm.
    await fundWallet(request, session, packet.amount)
    await page.getByRole('button', { name: TEXT.confirm[locale] }).click()
    await expect(page.getByText(TEXT.success[locale]).first()).toBeVisible()
    expect((await invoicesOf(request, session, 'GAME')).data).toHaveLength(1)
    expect(await balanceOf(request, session)).toBe(10_000)
  })

  test('an exhausted stock is refused and nothing is paid', async ({ page, request }) => {
    const session = await newCustomer(request, 500_000)
    const voucher = await productNamed(request, 'Starlight Stream Premium')
    await startSignedIn(page, session, locale)
    await page.goto(`/detail/${voucher._id}/VOUCHER`)

    // The sold-out package, named in Lao as the screen shows it (the demo catalogue's 12 months).
    await choosePacket(page, /12 ເດືອນ/)
    await page.getByRole('button', { name: TEXT.buy[locale] }).click()
    await page.getByRole('button', { name: TEXT.confirm[locale] }).click()

    await expect(page.getByTestId('purchase-problem')).toHaveText(TEXT.outOfStock[locale])
    expect(await balanceOf(request, session)).toBe(500_000)
  })

  test('a wrong player id is stopped before any money moves', async ({ page, request }) => {
    const session = await newCustomer(request, 100_000)
    const game = await productNamed(request, 'Mobile Legends: Bang Bang')
    await startSignedIn(page, session, locale)
    await page.goto(`/detail/${game._id}/GAME`)

    await choosePacket(page, ANY_KIP)
    await page.getByRole('textbox', { name: TEXT.userId[locale] }).fill('12340000')
    await page.getByRole('textbox', { name: TEXT.zoneId[locale] }).fill('1234')
    await page.getByRole('button', { name: TEXT.buy[locale] }).click()

    await expect(page.getByTestId('purchase-problem')).toHaveText(TEXT.wrongMlbbId[locale])
    await expect(page.getByRole('button', { name: TEXT.confirm[locale] })).toHaveCount(0)
    expect(await balanceOf(request, session)).toBe(100_000)

    // A real id shows the player's name on the review.
    await page.getByRole('textbox', { name: TEXT.userId[locale] }).fill('12345678')
    await page.getByRole('button', { name: TEXT.buy[locale] }).click()
    await expect(page.getByTestId('purchase-player-name')).toHaveText(/^Player-[0-9A-F]{6}$/)
  })

  test('@races a double click on confirm buys once', async ({ page, request }) => {
    const session = await newCustomer(request, 100_000)
    const game = await productNamed(request, 'Mekong Racers')
    const [packet] = await packetsOf(request, session, game)
    if (!packet) throw new Error('no package')
    await startSignedIn(page, session, locale)
    await page.goto(`/detail/${game._id}/GAME`)

    await choosePacket(page, new RegExp(packetName(packet, locale)))
    await page.getByRole('textbox', { name: TEXT.playerId[locale] }).fill('100234567')
    await page.getByRole('button', { name: TEXT.buy[locale] }).click()
    await page.getByRole('button', { name: TEXT.confirm[locale] }).dblclick()

    await expect(page.getByRole('banner')).toContainText(formatKip(100_000 - packet.amount, locale))
    expect((await invoicesOf(request, session, 'GAME')).data).toHaveLength(1)
    expect(await balanceOf(request, session)).toBe(100_000 - packet.amount)
  })

  test('the account last used for a game is offered again', async ({ page, request }) => {
    const session = await newCustomer(request, 100_000)
    const game = await productNamed(request, 'Mekong Racers')
    await startSignedIn(page, session, locale)
    await page.goto(`/detail/${game._id}/GAME`)
    await choosePacket(page, ANY_KIP)
    await page.getByRole('textbox', { name: TEXT.playerId[locale] }).fill('100777888')
    await page.getByRole('button', { name: TEXT.buy[locale] }).click()
    await page.getByRole('button', { name: TEXT.confirm[locale] }).click()
    await expect(page.getByRole('textbox', { name: TEXT.playerId[locale] })).toHaveValue('')

    await page.reload()
    await expect(page.getByRole('textbox', { name: TEXT.playerId[locale] })).toHaveValue(
      '100777888',
    )
  })

  test('a visitor who taps a game is asked to log in first', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lang', 'lo'))
    await page.goto('/')
    await page.getByRole('button', { name: /ROV/ }).first().click()
    await expect(page.getByRole('alert')).toHaveText('ກະລຸນາເຂົ້າສູ່ລະບົບກ່ອນ')
    await expect(page).toHaveURL((url) => url.pathname === '/')
  })
})

for (const locale of LOCALES) {
  test(`the leaderboard shows the ranks and the prize of rank 1, in ${locale}`, async ({
    page,
  }) => {
    const problems = collectPageProblems(page)
    await page.addInitScript((lang) => window.localStorage.setItem('lang', lang), locale)
    await page.goto('/range')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.leaderboard[locale])
    await expect(page.getByTestId('leaderboard-row').first()).toContainText(
      new RegExp(`\\d[\\d,]* ${KIP_WORD[locale]}`),
    )
    await page.getByRole('button', { name: TEXT.prize1[locale] }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('img', { name: TEXT.prize1[locale] })).toBeVisible()
    expect(problems()).toEqual([])
  })
}
