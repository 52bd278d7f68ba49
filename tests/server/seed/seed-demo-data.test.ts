import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isWithinVisibilityWindow } from '#contract/visibility-window.ts'
import type { DemoAccount } from '#server/src/seed-contract.ts'
import { listTopupsToDecide } from '#server/src/modules/admin/topup-queue.ts'
import { seedDemoData } from '#server/src/seed/seed.ts'
import { createTestClient } from '../support/http-client.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

// Noon in Vientiane (UTC+7) on 10 March 2026: the leaderboard month began at 2026-02-28T17:00Z.
const now = new Date('2026-03-10T05:00:00Z')
const monthStart = new Date('2026-02-28T17:00:00Z')
const clock = createManualClock(now)

let server: TestServer
let accounts: DemoAccount[]

beforeAll(async () => {
  server = await startTestServer({ clock })
  accounts = (await seedDemoData(server.deps)).accounts
})
afterAll(async () => {
  await server?.close()
})

const tables = [
  'categories',
  'products',
  'packets',
  'voucher_codes',
  'users',
  'wallets',
  'wallet_entries',
  'topups',
  'invoices',
  'chats',
] as const

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const { n } = await server.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    counts[table] = Number(n)
  }
  return counts
}

describe('seeding', () => {
  test('a second run leaves the seeded database as it was and returns no accounts', async () => {
    const before = await rowCounts()
    expect(before.products).toBeGreaterThan(0)
    await expect(seedDemoData(server.deps)).resolves.toEqual({ accounts: [] })
    expect(await rowCounts()).toEqual(before)
  })

  test('returns the accounts to print, and their passwords sign in', async () => {
    expect(accounts.map((account) => account.label)).toEqual([
      'Admin',
      'Customer (250,000 kip)',
      'Second customer',
      'Customer with 0 kip',
      'Suspended customer (cannot log in)',
    ])
    for (const account of accounts) {
      expect(account.phone).toMatch(/^[0-9]{8,11}$/)
      const user = await server.db
        .selectFrom('users')
        .select('password_hash')
        .where('user_name', '=', account.phone)
        .executeTakeFirstOrThrow()
      expect(await server.deps.passwords.verify(user.password_hash, account.password)).toBe(true)
    }
  })
})

describe('the catalogue', () => {
  test('has at least 20 games and 5 vouchers, each with 3 to 8 packets priced 5,000 to 500,000 kip', async () => {
    const products = await server.db.selectFrom('products').select(['id', 'kind']).execute()
    expect(products.filter((product) => product.kind === 'GAME').length).toBeGreaterThanOrEqual(20)
    expect(products.filter((product) => product.kind === 'VOUCHER').length).toBeGreaterThanOrEqual(
      5,
    )
    const packets = await server.db
      .selectFrom('packets')
      .select(['product_id', 'amount', 'icon'])
      .execute()
    for (const product of products) {
      const own = packets.filter((packet) => packet.product_id === product.id)
      expect(own.length).toBeGreaterThanOrEqual(3)
      expect(own.length).toBeLessThanOrEqual(8)
    }
    for (const packet of packets) {
      expect(packet.amount).toBeGreaterThanOrEqual(5_000)
      expect(packet.amount).toBeLessThanOrEqual(500_000)
      expect(packet.icon).toMatch(/^packets\/.+\.svg$/)
    }
  })

  test('names categories and products in Lao, Thai and English', async () => {
    const categories = await server.db.selectFrom('categories').selectAll().execute()
    expect(categories.length).toBeGreaterThanOrEqual(4)
    const products = await server.db.selectFrom('products').selectAll().execute()
    for (const row of [...categories, ...products]) {
      expect(new Set([row.name, row.name_th, row.name_en]).size).toBe(3)
    }
    for (const product of products) {
      expect(product.detail && product.detail_th && product.detail_en).toBeTruthy()
    }
    expect(products.some((product) => /\p{Script=Lao}/u.test(product.name))).toBe(true)
    expect(products.some((product) => /\p{Script=Thai}/u.test(product.name_th))).toBe(true)
  })

  test('has the player-check games, the numeric Mobile Legends voucher, servers and badges', async () => {
    const products = await server.db.selectFrom('products').selectAll().execute()
    expect(
      products
        .map((product) => product.player_check)
        .filter(Boolean)
        .sort(),
    ).toEqual(['BIGO', 'MLBB', 'ROV'])
    const mlbb = products.find((product) => product.player_check === 'MLBB')
    expect(mlbb?.input_about_info.map((field) => [field.name, field.nameTh, field.nameEn])).toEqual(
      [
        ['ໄອດີຜູ້ໃຊ້', 'ไอดีผู้ใช้', 'User ID'],
        ['ໄອດີໂຊນ', 'ไอดีโซน', 'Zone ID'],
      ],
    )
    expect(
      products.filter((product) => product.voucher_type_name === 'Mobile Legends'),
    ).toHaveLength(1)
    expect(
      products.filter((product) => product.game_servers.length > 0).length,
    ).toBeGreaterThanOrEqual(3)
    const badged = products.filter((product) => product.badge)
    expect(new Set(badged.map((product) => product.badge))).toEqual(
      new Set(['HOT', 'NEW', '-10%', 'EVENT', 'TOP']),
    )
    for (const product of badged) {
      expect(product.badge_color).toMatch(/^#[0-9a-f]{6}$/)
      expect(product.badge_font_color).toMatch(/^#[0-9a-f]{6}$/)
    }
  })

  test('one product is outside its window now, and one has a daily window that hides it at night', async () => {
    const products = await server.db
      .selectFrom('products')
      .select(['name_en', 'active_time', 'due_time'])
      .execute()
    const window = (product: (typeof products)[number]) => ({
      activeTime: product.active_time,
      dueTime: product.due_time,
    })
    const hiddenAtNoon = products.filter(
      (product) => !isWithinVisibilityWindow(window(product), now),
    )
    expect(hiddenAtNoon).toHaveLength(1)
    expect(new Date(hiddenAtNoon[0]?.due_time ?? '').getTime()).toBeLessThan(now.getTime())
    // 03:00 in Vientiane: the daily window (07:00 to 01:00) is closed too.
    const hiddenAtThree = products.filter(
      (product) => !isWithinVisibilityWindow(window(product), new Date('2026-03-09T20:00:00Z')),
    )
    expect(hiddenAtThree).toHaveLength(2)
    expect(hiddenAtThree.some((product) => /^\d{2}:\d{2}$/.test(product.active_time ?? ''))).toBe(
      true,
    )
  })

  test('vouchers have codes in stock, one packet has none, and the cash card codes carry a ref2', async () => {
    const stock = await server.db
      .selectFrom('packets')
      .innerJoin('products', 'products.id', 'packets.product_id')
      .leftJoin('voucher_codes', (join) =>
        join
          .onRef('voucher_codes.packet_id', '=', 'packets.id')
          .on('voucher_codes.invoice_id', 'is', null),
      )
      .select([
        'packets.id',
        'products.card_type',
        (eb) => eb.fn.count<string>('voucher_codes.id').as('in_stock'),
      ])
      .where('products.kind', '=', 'VOUCHER')
      .groupBy(['packets.id', 'products.card_type'])
      .execute()
    expect(stock.filter((packet) => Number(packet.in_stock) === 0)).toHaveLength(1)
    expect(stock.filter((packet) => Number(packet.in_stock) >= 19).length).toBe(stock.length - 1)

    const cashCards = await server.db
      .selectFrom('voucher_codes')
      .innerJoin('packets', 'packets.id', 'voucher_codes.packet_id')
      .innerJoin('products', 'products.id', 'packets.product_id')
      .select(['voucher_codes.ref2', 'products.id as productId'])
      .where('products.card_type', '=', 'cashcard')
      .execute()
    expect(new Set(cashCards.map((code) => code.productId)).size).toBe(1)
    expect(cashCards.length).toBeGreaterThan(0)
    expect(cashCards.every((code) => /^SN\d{10}$/.test(code.ref2 ?? ''))).toBe(true)
  })

  test('is served by the catalogue endpoint as the contract describes it', async () => {
    const { data, response } = await createTestClient(server.baseUrl).GET(
      '/api/v1/games-group-by-category',
    )
    expect(response.status).toBe(200)
    expect(data?.data.map((group) => group.categoryGameEn)).toEqual([
      'Game top-ups',
      'Game cards',
      'Mobile top-up cards',
      'Entertainment',
    ])
  })
})

describe('money', () => {
  test('every wallet balance equals the sum of its ledger entries', async () => {
    const { rows } = await sql<{ mismatched: string; wallets: string }>`
      select count(*) filter (where w.balance <> coalesce(e.total, 0)) as mismatched, count(*) as wallets
      from wallets w left join (select wallet_id, sum(delta) as total from wallet_entries group by wallet_id) e
        on e.wallet_id = w.id`.execute(server.db)
    expect(Number(rows[0]?.wallets)).toBe(18)
    expect(Number(rows[0]?.mismatched)).toBe(0)
  })

  test('the demo accounts hold what their labels say, and the suspended one is suspended', async () => {
    const people = await server.db
      .selectFrom('users')
      .innerJoin('wallets', 'wallets.user_id', 'users.id')
      .select(['users.user_name', 'users.role', 'users.status', 'wallets.balance'])
      .execute()
    const byPhone = (phone: string) => people.find((person) => person.user_name === phone)
    expect(byPhone('2099990000')).toMatchObject({ role: 'ADMIN', status: 'ACTIVE' })
    expect(byPhone('2055550101')).toMatchObject({ role: 'CUSTOMER', balance: 250_000 })
    expect(byPhone('2055550103')).toMatchObject({ balance: 0 })
    expect(byPhone('2055550104')).toMatchObject({ status: 'SUSPENDED' })
  })

  test('top-up histories chain: each SUCCESS starts from the balance the previous one left', async () => {
    const topups = await server.db
      .selectFrom('topups')
      .select(['user_id', 'old_amount', 'amount', 'current_amount', 'status'])
      .orderBy('created_at')
      .execute()
    for (const topup of topups) {
      const credited = topup.status === 'SUCCESS' ? topup.amount : 0
      expect(topup.current_amount).toBe(topup.old_amount + credited)
    }
    expect(topups.filter((topup) => topup.status === 'WAITING').length).toBeGreaterThanOrEqual(1)
  })

  test('the desk shows one waiting top-up with a matching notice, one with none, and one expired', async () => {
    const waiting = await listTopupsToDecide(server.db, now)
    const evidence = waiting
      .filter((topup) => topup.customer.phone === '2055550102' && topup.moneyType === 'BANK')
      .map((topup) => ({ amount: topup.amount, ...topup.evidence }))
    expect(evidence).toEqual(
      expect.arrayContaining([
        { amount: 40_000, bankNotice: 'MATCHING', qrExpired: false },
        { amount: 60_000, bankNotice: 'NONE', qrExpired: false },
        { amount: 35_000, bankNotice: 'MATCHING', qrExpired: true },
      ]),
    )
  })

  test('the demo customer has past game and voucher purchases whose codes came out of stock', async () => {
    const invoices = await server.db
      .selectFrom('invoices')
      .innerJoin('users', 'users.id', 'invoices.customer_id')
      .leftJoin('voucher_codes', 'voucher_codes.invoice_id', 'invoices.id')
      .select([
        'invoices.kind',
        'invoices.status',
        'invoices.voucher_code',
        'invoices.cashcard_ref2',
        'voucher_codes.code as stockCode',
      ])
      .where('users.user_name', '=', '2055550101')
      .execute()
    expect(invoices.some((invoice) => invoice.kind === 'GAME')).toBe(true)
    const vouchers = invoices.filter((invoice) => invoice.kind === 'VOUCHER')
    expect(vouchers.length).toBeGreaterThanOrEqual(2)
    for (const voucher of vouchers) expect(voucher.voucher_code).toBe(voucher.stockCode)
    expect(vouchers.some((voucher) => voucher.cashcard_ref2)).toBe(true)
  })
})

describe('the leaderboard month', () => {
  test('has at least 10 customers with SUCCESS top-ups paid this month', async () => {
    const rows = await server.db
      .selectFrom('topups')
      .select('user_id')
      .distinct()
      .where('status', '=', 'SUCCESS')
      .where('paid_at', '>=', monthStart)
      .where('paid_at', '<=', now)
      .execute()
    expect(rows.length).toBeGreaterThanOrEqual(10)
  })

  test('fills the leaderboard, without last month’s biggest spender', async () => {
    const { data } = await createTestClient(server.baseUrl).GET('/api/v1/range-users')
    const names = data?.data.map((entry) => entry.fullName) ?? []
    expect(names.length).toBeGreaterThanOrEqual(10)
    expect(names[0]).toBe('Phonsavanh Vongphachanh')
    expect(names).not.toContain('Khamphet Luangrath')
  })
})

describe('chats', () => {
  test('the group chat has about 30 messages in Lao, Thai and English, some from the admin', async () => {
    const group = await server.db
      .selectFrom('chats')
      .selectAll()
      .where('mode', '=', 'GROUP')
      .execute()
    expect(group.length).toBeGreaterThanOrEqual(30)
    expect(group.some((message) => /\p{Script=Lao}/u.test(message.text))).toBe(true)
    expect(group.some((message) => /\p{Script=Thai}/u.test(message.text))).toBe(true)
    expect(group.some((message) => /^[\x20-\x7e]+$/.test(message.text))).toBe(true)
    expect(group.some((message) => message.is_from === 'ADMIN')).toBe(true)
    expect(group.every((message) => message.created_at <= now)).toBe(true)
  })

  test('the demo customer has a conversation with the admin', async () => {
    const conversation = await server.db
      .selectFrom('chats')
      .innerJoin('users', 'users.id', 'chats.customer_id')
      .select(['chats.is_from'])
      .where('chats.mode', '=', 'ADMIN')
      .where('users.user_name', '=', '2055550101')
      .execute()
    expect(new Set(conversation.map((message) => message.is_from))).toEqual(
      new Set(['CUSTOMER', 'ADMIN']),
    )
  })
})

test('every image the data refers to exists under server/assets/images', async () => {
  const referenced = new Set<string>([
    'prizes/gift-1.svg',
    'prizes/gift-2.svg',
    'prizes/gift-3.svg',
    'avatars/default.svg',
    'chat/background.svg',
  ])
  const add = (path: string | null) => path && referenced.add(path)
  for (const row of await server.db.selectFrom('products').select('image_profile').execute())
    add(row.image_profile)
  for (const row of await server.db.selectFrom('packets').select('icon').execute()) add(row.icon)
  for (const row of await server.db.selectFrom('users').select('image').execute()) add(row.image)
  for (const row of await server.db.selectFrom('chats').select('url_image_user').execute())
    add(row.url_image_user)
  const { data } = await createTestClient(server.baseUrl).GET('/api/v1/range-users')
  for (const gift of Object.values(data?.range ?? {})) add(gift)

  expect(referenced.size).toBeGreaterThan(40)
  const missing = [...referenced].filter(
    (path) => !existsSync(join(server.deps.config.assetsDir, path)),
  )
  expect(missing).toEqual([])

  const tile = await fetch(`${server.baseUrl}/images/games/mobile-legends.webp`)
  expect(tile.status).toBe(200)
  expect(tile.headers.get('content-type')).toBe('image/webp')
})
