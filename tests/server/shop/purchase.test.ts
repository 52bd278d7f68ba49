import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestClient } from '../support/http-client.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import {
  addVoucherCodes,
  buy,
  createCategory,
  createCustomer,
  createPacket,
  createProduct,
  signInAgain,
  walletState,
  type Customer,
  type PurchaseRequest,
} from './fixtures.ts'

// Noon in Vientiane (UTC+7).
const clock = createManualClock(new Date('2025-03-15T05:00:00Z'))
let server: TestServer
const product = {} as Record<
  'plain' | 'mlbb' | 'bigo' | 'rov' | 'expired' | 'nightly' | 'cashcard' | 'soldOut' | 'noPackets',
  string
>
const packet = {} as Record<
  'plain' | 'mlbb' | 'bigo' | 'rov' | 'expired' | 'nightly' | 'cashcard' | 'soldOut',
  string
>
let cashcardCodes: string[]

const mlbbFields = [
  { name: 'User ID', value: '12345678' },
  { name: 'Zone ID', value: '2001' },
]
const playerId = (value: string) => [{ name: 'Player ID', value }]

beforeAll(async () => {
  server = await startTestServer({ clock })
  const { db } = server
  const category = await createCategory(db, 1)
  product.plain = await createProduct(db, category, { name: 'Plain game' })
  product.mlbb = await createProduct(db, category, {
    name: 'Mobile Legends',
    playerCheck: 'MLBB',
    inputAboutInfo: [
      // Translated in Thai and English; the zone's English name is missing (Lao stands in).
      { name: 'User ID', nameTh: 'ไอดีผู้ใช้', nameEn: 'User ID (en)', value: 'hint' },
      { name: 'Zone ID', nameTh: 'ไอดีโซน', value: 'hint' },
    ],
    gameServers: [
      { name: 'Asia', value: 'asia' },
      { name: 'Europe', value: 'eu' },
    ],
  })
  product.bigo = await createProduct(db, category, { name: 'BIGO', playerCheck: 'BIGO' })
  product.rov = await createProduct(db, category, { name: 'ROV', playerCheck: 'ROV' })
  product.expired = await createProduct(db, category, { dueTime: '2025-03-01T00:00:00Z' })
  product.nightly = await createProduct(db, category, { activeTime: '22:00', dueTime: '02:00' })
  product.cashcard = await createProduct(db, category, { kind: 'VOUCHER', cardType: 'cashcard' })
  product.soldOut = await createProduct(db, category, { kind: 'VOUCHER' })
  product.noPackets = await createProduct(db, category, { kind: 'VOUCHER' })
  for (const key of [
    'plain',
    'mlbb',
    'bigo',
    'rov',
    'expired',
    'nightly',
    'cashcard',
    'soldOut',
  ] as const) {
    packet[key] = await createPacket(db, product[key], key === 'cashcard' ? 20_000 : 10_000)
  }
  cashcardCodes = await addVoucherCodes(db, packet.cashcard, 3, true)
})
afterAll(() => server?.close())

function gameOrder(
  customer: Customer,
  game: keyof typeof packet,
  fields = playerId('12345678'),
): PurchaseRequest {
  return {
    gameId: product[game],
    packetId: packet[game],
    walletId: customer.walletId,
    inputAboutInfo: fields,
  }
}

function voucherOrder(customer: Customer, voucher: keyof typeof packet): PurchaseRequest {
  return {
    voucherId: product[voucher],
    packetId: packet[voucher],
    walletId: customer.walletId,
    inputAboutInfo: [],
  }
}

async function invoiceCount(customer: Customer) {
  const { count } = await server.db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('customer_id', '=', customer.id)
    .executeTakeFirstOrThrow()
  return Number(count)
}

async function expectUntouched(customer: Customer, balance: number) {
  expect(await walletState(server.db, customer.walletId)).toEqual({ balance, ledger: balance })
  expect(await invoiceCount(customer)).toBe(0)
}

describe('a game top-up', () => {
  test('debits the wallet, writes the ledger and answers the invoice with the balance left', async () => {
    const customer = await createCustomer(server, { balance: 25_000 })
    const { data, response } = await buy(
      customer,
      '/api/v1/game-invoice',
      gameOrder(customer, 'plain'),
    )
    expect(response.status).toBe(200)
    expect(data).toMatchObject({ message: 'SUCCESS', code: null, walletAmount: 15_000 })
    expect(data?.data).toMatchObject({
      kind: 'GAME',
      status: 'SUCCESS',
      gameId: {
        _id: product.plain,
        name: 'Plain game',
        nameTh: 'Plain game th',
        nameEn: 'Plain game en',
      },
      packetId: { _id: packet.plain, name: '10000 kip pack', amount: 10_000 },
      inputAboutInfo: playerId('12345678'),
      serverName: null,
      created_at: clock.now().toISOString(),
    })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 15_000,
      ledger: 15_000,
    })
    const entry = await server.db
      .selectFrom('wallet_entries')
      .selectAll()
      .where('ref_id', '=', data?.data._id ?? '')
      .executeTakeFirstOrThrow()
    expect(entry).toMatchObject({
      wallet_id: customer.walletId,
      delta: -10_000,
      reason: 'PURCHASE',
    })
  })

  test("keeps only the product's account fields and records the chosen server by name", async () => {
    const customer = await createCustomer(server, { balance: 10_000 })
    const fields = [...mlbbFields, { name: 'Nickname', value: 'not asked for' }]
    const { data } = await buy(customer, '/api/v1/game-invoice', {
      ...gameOrder(customer, 'mlbb', fields),
      server: 'eu',
    })
    expect(data?.data.serverName).toBe('Europe')
    // Recorded under the field's names in the three languages as they were when it was bought.
    expect(data?.data.inputAboutInfo).toEqual([
      { name: 'User ID', nameTh: 'ไอดีผู้ใช้', nameEn: 'User ID (en)', value: '12345678' },
      { name: 'Zone ID', nameTh: 'ไอดีโซน', nameEn: '', value: '2001' },
    ])
  })

  test('a daily window is honoured in Lao time', async () => {
    const customer = await createCustomer(server, { balance: 10_000 })
    const noon = await buy(customer, '/api/v1/game-invoice', gameOrder(customer, 'nightly'))
    expect(noon.response.status).toBe(400)
    expect(noon.error?.code).toBe('PRODUCT_NOT_AVAILABLE')
    const now = clock.now()
    clock.set(new Date('2025-03-15T16:30:00Z')) // 23:30 in Vientiane
    try {
      const later = await signInAgain(server, customer)
      const night = await buy(later, '/api/v1/game-invoice', gameOrder(later, 'nightly'))
      expect(night.response.status).toBe(200)
    } finally {
      clock.set(now)
    }
  })
})

describe('a voucher', () => {
  test('takes one code from stock and answers it, with the cash card reference', async () => {
    const customer = await createCustomer(server, { balance: 50_000 })
    const { data, response } = await buy(
      customer,
      '/api/v1/voucher-invoice',
      voucherOrder(customer, 'cashcard'),
    )
    expect(response.status).toBe(200)
    expect(cashcardCodes).toContain(data?.code)
    expect(data?.walletAmount).toBe(30_000)
    expect(data?.data).toMatchObject({
      kind: 'VOUCHER',
      code: data?.code,
      cashcard_ref2: `REF2-${data?.code}`,
    })
    expect(data?.data.gameId.type).toBe('cashcard')
    const taken = await server.db
      .selectFrom('voucher_codes')
      .select('invoice_id')
      .where('code', '=', data?.code ?? '')
      .executeTakeFirstOrThrow()
    expect(taken.invoice_id).toBe(data?.data._id)
    const packets = await customer.api.GET('/api/v1/packets', {
      params: { query: { voucherId: product.cashcard } },
    })
    expect(packets.data?.data[0]?.inStock).toBe(2)
  })
})

describe('refusals, none of which moves money', () => {
  test("x-request-id or walletId not the caller's wallet: 403 WALLET_MISMATCH", async () => {
    const customer = await createCustomer(server, { balance: 50_000 })
    const other = await createCustomer(server, { balance: 50_000 })
    const viaHeader = await buy(customer, '/api/v1/game-invoice', gameOrder(customer, 'plain'), {
      requestId: other.walletId,
    })
    expect(viaHeader.response.status).toBe(403)
    expect(viaHeader.error?.code).toBe('WALLET_MISMATCH')
    const viaBody = await buy(customer, '/api/v1/game-invoice', {
      ...gameOrder(customer, 'plain'),
      walletId: other.walletId,
    })
    expect(viaBody.response.status).toBe(403)
    expect(viaBody.error?.code).toBe('WALLET_MISMATCH')
    await expectUntouched(customer, 50_000)
    await expectUntouched(other, 50_000)
  })

  test('the wrong product field for the operation: 400 INVALID_REQUEST', async () => {
    const customer = await createCustomer(server, { balance: 50_000 })
    const { gameId: _gameId, ...withoutGame } = gameOrder(customer, 'plain')
    const cases: [Parameters<typeof buy>[1], PurchaseRequest][] = [
      ['/api/v1/game-invoice', withoutGame],
      ['/api/v1/game-invoice', { ...gameOrder(customer, 'plain'), voucherId: product.cashcard }],
      ['/api/v1/game-invoice', { ...withoutGame, voucherId: product.plain }],
      ['/api/v1/voucher-invoice', gameOrder(customer, 'plain')],
    ]
    for (const [path, body] of cases) {
      const { response, error } = await buy(customer, path, body)
      expect(response.status).toBe(400)
      expect(error?.code).toBe('INVALID_REQUEST')
    }
    await expectUntouched(customer, 50_000)
  })

  test("an unknown product, a product of the other kind, or another product's packet: 404 NOT_FOUND", async () => {
    const customer = await createCustomer(server, { balance: 50_000 })
    const unknown = await buy(customer, '/api/v1/game-invoice', {
      ...gameOrder(customer, 'plain'),
      gameId: randomUUID(),
    })
    expect(unknown.response.status).toBe(404)
    expect(unknown.error?.code).toBe('NOT_FOUND')
    const voucherAsGame = await buy(customer, '/api/v1/game-invoice', {
      ...gameOrder(customer, 'plain'),
      gameId: product.cashcard,
    })
    expect(voucherAsGame.response.status).toBe(404)
    const foreignPacket = await buy(customer, '/api/v1/game-invoice', {
      ...gameOrder(customer, 'plain'),
      packetId: packet.bigo,
    })
    expect(foreignPacket.response.status).toBe(404)
    expect(foreignPacket.error?.code).toBe('NOT_FOUND')
    await expectUntouched(customer, 50_000)
  })

  test("outside the product's window: 400 PRODUCT_NOT_AVAILABLE", async () => {
    const customer = await createCustomer(server, { balance: 50_000 })
    const { response, error } = await buy(
      customer,
      '/api/v1/game-invoice',
      gameOrder(customer, 'expired'),
    )
    expect(response.status).toBe(400)
    expect(error?.code).toBe('PRODUCT_NOT_AVAILABLE')
    await expectUntouched(customer, 50_000)
  })

  test('a missing or empty account field: 400 INVALID_REQUEST', async () => {
    const customer = await createCustomer(server, { balance: 50_000 })
    const missing = await buy(customer, '/api/v1/game-invoice', {
      ...gameOrder(customer, 'mlbb', mlbbFields.slice(0, 1)),
      server: 'asia',
    })
    expect(missing.response.status).toBe(400)
    expect(missing.error?.code).toBe('INVALID_REQUEST')
    const empty = await buy(
      customer,
      '/api/v1/game-invoice',
      gameOrder(customer, 'plain', playerId('  ')),
    )
    expect(empty.error?.code).toBe('INVALID_REQUEST')
    await expectUntouched(customer, 50_000)
  })

  test('no server for a game that has servers: 400 SERVER_REQUIRED; one it lacks: 400 INVALID_REQUEST', async () => {
    const customer = await createCustomer(server, { balance: 50_000 })
    const none = await buy(
      customer,
      '/api/v1/game-invoice',
      gameOrder(customer, 'mlbb', mlbbFields),
    )
    expect(none.response.status).toBe(400)
    expect(none.error?.code).toBe('SERVER_REQUIRED')
    const unknown = await buy(customer, '/api/v1/game-invoice', {
      ...gameOrder(customer, 'mlbb', mlbbFields),
      server: 'mars',
    })
    expect(unknown.response.status).toBe(400)
    expect(unknown.error?.code).toBe('INVALID_REQUEST')
    await expectUntouched(customer, 50_000)
  })

  test.each([
    [
      'mlbb',
      [
        { name: 'User ID', value: '12' },
        { name: 'Zone ID', value: '2001' },
      ],
      'INVALID_USER_ID_GAME',
    ],
    [
      'mlbb',
      [
        { name: 'User ID', value: '55550000' },
        { name: 'Zone ID', value: '2001' },
      ],
      'INVALID_USER_ID_GAME',
    ],
    ['bigo', playerId('123'), 'INVALID_ID_BIGO'],
    ['rov', playerId('not valid!'), 'INVALID_ID_ROV'],
  ] as const)('the player id rule at purchase: %s %j -> 400 %s', async (game, fields, code) => {
    const customer = await createCustomer(server, { balance: 50_000 })
    const { response, error } = await buy(customer, '/api/v1/game-invoice', {
      ...gameOrder(customer, game, [...fields]),
      ...(game === 'mlbb' ? { server: 'asia' } : {}),
    })
    expect(response.status).toBe(400)
    expect(error?.code).toBe(code)
    await expectUntouched(customer, 50_000)
  })

  test('a balance short of the price: 409 AMOUNT_IS_NOT_ENOUGH', async () => {
    const customer = await createCustomer(server, { balance: 9_999 })
    const game = await buy(customer, '/api/v1/game-invoice', gameOrder(customer, 'plain'))
    expect(game.response.status).toBe(409)
    expect(game.error?.code).toBe('AMOUNT_IS_NOT_ENOUGH')
    const voucher = await buy(
      customer,
      '/api/v1/voucher-invoice',
      voucherOrder(customer, 'cashcard'),
    )
    expect(voucher.error?.code).toBe('AMOUNT_IS_NOT_ENOUGH')
    await expectUntouched(customer, 9_999)
  })

  test('a voucher packet without codes left: 409 CARD_NOT_ENOUGH_IN_STOCK', async () => {
    const customer = await createCustomer(server, { balance: 50_000 })
    const { response, error } = await buy(
      customer,
      '/api/v1/voucher-invoice',
      voucherOrder(customer, 'soldOut'),
    )
    expect(response.status).toBe(409)
    expect(error?.code).toBe('CARD_NOT_ENOUGH_IN_STOCK')
    await expectUntouched(customer, 50_000)
  })

  test('a voucher with no packets at all: 409 NO_PACKET_VOUCHER', async () => {
    const customer = await createCustomer(server, { balance: 50_000 })
    const { response, error } = await buy(customer, '/api/v1/voucher-invoice', {
      voucherId: product.noPackets,
      packetId: randomUUID(),
      walletId: customer.walletId,
      inputAboutInfo: [],
    })
    expect(response.status).toBe(409)
    expect(error?.code).toBe('NO_PACKET_VOUCHER')
    await expectUntouched(customer, 50_000)
  })

  test('without a session: 401', async () => {
    const customer = await createCustomer(server, { balance: 50_000 })
    const { response } = await createTestClient(server.baseUrl).POST('/api/v1/game-invoice', {
      params: { header: { 'x-request-id': customer.walletId, 'Idempotency-Key': randomUUID() } },
      body: gameOrder(customer, 'plain'),
    })
    expect(response.status).toBe(401)
    await expectUntouched(customer, 50_000)
  })
})

describe('Idempotency-Key', () => {
  test('a retry answers the first result, even after the balance moved on', async () => {
    const customer = await createCustomer(server, { balance: 30_000 })
    const key = randomUUID()
    const first = await buy(customer, '/api/v1/game-invoice', gameOrder(customer, 'plain'), {
      idempotencyKey: key,
    })
    await buy(customer, '/api/v1/game-invoice', gameOrder(customer, 'plain'))
    const retry = await buy(customer, '/api/v1/game-invoice', gameOrder(customer, 'plain'), {
      idempotencyKey: key,
    })
    expect(retry.response.status).toBe(200)
    expect(retry.data).toEqual(first.data)
    expect(first.data?.walletAmount).toBe(20_000)
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 10_000,
      ledger: 10_000,
    })
    expect(await invoiceCount(customer)).toBe(2)
  })

  test('a retry still succeeds after the product left its window', async () => {
    const customer = await createCustomer(server, { balance: 30_000 })
    const key = randomUUID()
    const now = clock.now()
    clock.set(new Date('2025-03-15T16:30:00Z'))
    const later = await signInAgain(server, customer)
    const first = await buy(later, '/api/v1/game-invoice', gameOrder(later, 'nightly'), {
      idempotencyKey: key,
    })
    clock.set(now)
    const retry = await buy(customer, '/api/v1/game-invoice', gameOrder(customer, 'nightly'), {
      idempotencyKey: key,
    })
    expect(first.response.status).toBe(200)
    expect(retry.data).toEqual(first.data)
  })

  test('the same key with another body: 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const customer = await createCustomer(server, { balance: 30_000 })
    const key = randomUUID()
    await buy(customer, '/api/v1/game-invoice', gameOrder(customer, 'plain'), {
      idempotencyKey: key,
    })
    const reused = await buy(
      customer,
      '/api/v1/game-invoice',
      gameOrder(customer, 'plain', playerId('87654321')),
      {
        idempotencyKey: key,
      },
    )
    expect(reused.response.status).toBe(422)
    expect(reused.error?.code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 20_000,
      ledger: 20_000,
    })
  })

  test("keys belong to one customer: another customer's same key is a new purchase", async () => {
    const a = await createCustomer(server, { balance: 10_000 })
    const b = await createCustomer(server, { balance: 10_000 })
    const key = randomUUID()
    const first = await buy(a, '/api/v1/game-invoice', gameOrder(a, 'plain'), {
      idempotencyKey: key,
    })
    const second = await buy(b, '/api/v1/game-invoice', gameOrder(b, 'plain'), {
      idempotencyKey: key,
    })
    expect(second.response.status).toBe(200)
    expect(second.data?.data._id).not.toBe(first.data?.data._id)
  })

  test('the same key sent twice at once: one invoice, one debit, identical answers', async () => {
    const customer = await createCustomer(server, { balance: 50_000 })
    const key = randomUUID()
    const order = voucherOrder(customer, 'cashcard')
    const [a, b] = await Promise.all([
      buy(customer, '/api/v1/voucher-invoice', order, { idempotencyKey: key }),
      buy(customer, '/api/v1/voucher-invoice', order, { idempotencyKey: key }),
    ])
    expect(a.response.status).toBe(200)
    expect(b.response.status).toBe(200)
    expect(b.data).toEqual(a.data)
    expect(await invoiceCount(customer)).toBe(1)
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 30_000,
      ledger: 30_000,
    })
  })
})

describe('concurrency', () => {
  test('20 purchases at once against a balance for one: one succeeds, 19 are AMOUNT_IS_NOT_ENOUGH', async () => {
    const customer = await createCustomer(server, { balance: 15_000 })
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        buy(customer, '/api/v1/game-invoice', gameOrder(customer, 'plain')),
      ),
    )
    const statuses = results.map((result) => result.response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    expect(new Set(results.filter((r) => r.error).map((r) => r.error?.code))).toEqual(
      new Set(['AMOUNT_IS_NOT_ENOUGH']),
    )
    const state = await walletState(server.db, customer.walletId)
    expect(state).toEqual({ balance: 5_000, ledger: 5_000 })
    expect(await invoiceCount(customer)).toBe(1)
  })

  test('buyers racing for the last codes each get a different code, the rest CARD_NOT_ENOUGH_IN_STOCK', async () => {
    const soloPacket = await createPacket(server.db, product.soldOut, 1_000, 1)
    const codes = await addVoucherCodes(server.db, soloPacket, 3)
    const buyers = await Promise.all(
      Array.from({ length: 8 }, () => createCustomer(server, { balance: 5_000 })),
    )
    const results = await Promise.all(
      buyers.map((buyer) =>
        buy(buyer, '/api/v1/voucher-invoice', {
          ...voucherOrder(buyer, 'soldOut'),
          packetId: soloPacket,
        }),
      ),
    )
    const sold = results
      .filter((result) => result.response.status === 200)
      .map((result) => result.data?.code)
    expect(new Set(sold)).toEqual(new Set(codes))
    const refused = results.filter((result) => result.response.status === 409)
    expect(refused).toHaveLength(5)
    expect(refused.every((result) => result.error?.code === 'CARD_NOT_ENOUGH_IN_STOCK')).toBe(true)
    for (const buyer of buyers) {
      const state = await walletState(server.db, buyer.walletId)
      expect(state.balance).toBe(state.ledger)
    }
  })
})
