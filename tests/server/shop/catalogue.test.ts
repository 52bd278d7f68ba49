import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestClient, request } from '../support/http-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import {
  addVoucherCodes,
  createCategory,
  createCustomer,
  createPacket,
  createProduct,
  type Customer,
} from './fixtures.ts'

let server: TestServer
let customer: Customer
const ids = {} as Record<
  'popular' | 'cards' | 'empty' | 'mlbb' | 'bigo' | 'rov' | 'plain' | 'steam' | 'hidden',
  string
>
const packets = {} as Record<'steamSmall' | 'steamLarge' | 'mlbbSmall' | 'mlbbLarge', string>

beforeAll(async () => {
  server = await startTestServer()
  const { db } = server
  // Inserted out of order so the answer's order can only come from `sort`.
  ids.cards = await createCategory(db, 2, 'Cards')
  ids.popular = await createCategory(db, 1, 'Popular')
  ids.empty = await createCategory(db, 3, 'Empty')
  ids.steam = await createProduct(db, ids.cards, {
    kind: 'VOUCHER',
    name: 'Steam',
    cardType: 'cashcard',
  })
  ids.rov = await createProduct(db, ids.popular, { name: 'ROV', sort: 3, playerCheck: 'ROV' })
  ids.mlbb = await createProduct(db, ids.popular, {
    name: 'Mobile Legends',
    sort: 1,
    playerCheck: 'MLBB',
    inputAboutInfo: [
      { name: 'User ID', value: '12345678' },
      { name: 'Zone ID', value: '1234' },
    ],
    gameServers: [{ name: 'Asia', value: 'asia' }],
  })
  ids.bigo = await createProduct(db, ids.popular, { name: 'BIGO', sort: 2, playerCheck: 'BIGO' })
  ids.plain = await createProduct(db, ids.popular, { name: 'Plain', sort: 4 })
  ids.hidden = await createProduct(db, ids.popular, {
    name: 'Night only',
    sort: 5,
    activeTime: '22:00',
    dueTime: '02:00',
  })
  packets.steamLarge = await createPacket(db, ids.steam, 100_000, 1)
  packets.steamSmall = await createPacket(db, ids.steam, 50_000, 2)
  packets.mlbbLarge = await createPacket(db, ids.mlbb, 90_000, 1)
  packets.mlbbSmall = await createPacket(db, ids.mlbb, 10_000, 2)
  await addVoucherCodes(db, packets.steamSmall, 3)
  await addVoucherCodes(db, packets.steamLarge, 1)
  customer = await createCustomer(server)
})
afterAll(() => server?.close())

const visitor = () => createTestClient(server.baseUrl)

describe('listGamesByCategory', () => {
  test('visitors get every category in sort order, each with all its products in sort order', async () => {
    const { data, response } = await visitor().GET('/api/v1/games-group-by-category')
    expect(response.status).toBe(200)
    expect(data?.data.map((group) => group.categoryGameEn)).toEqual([
      'Popular en',
      'Cards en',
      'Empty en',
    ])
    const [popular, cards, empty] = data?.data ?? []
    expect(popular?.data.map((game) => game.name)).toEqual([
      'Mobile Legends',
      'BIGO',
      'ROV',
      'Plain',
      'Night only',
    ])
    expect(popular).toMatchObject({ categoryGame: 'Popular', categoryGameTh: 'Popular th' })
    expect(cards?.data).toEqual([
      expect.objectContaining({
        _id: ids.steam,
        kind: 'VOUCHER',
        name: 'Steam',
        nameTh: 'Steam th',
        nameEn: 'Steam en',
      }),
    ])
    expect(empty?.data).toEqual([])
  })

  test('tiles outside their window are listed with the window, for the SPA to hide', async () => {
    const { data } = await visitor().GET('/api/v1/games-group-by-category')
    const nightOnly = data?.data[0]?.data.find((game) => game._id === ids.hidden)
    expect(nightOnly).toMatchObject({ activeTime: '22:00', dueTime: '02:00' })
  })
})

describe('getGame and getVoucher', () => {
  test('a game with its account fields, servers and player check', async () => {
    const { data, response } = await customer.api.GET('/api/v1/game/{id}', {
      params: { path: { id: ids.mlbb } },
    })
    expect(response.status).toBe(200)
    expect(data?.data).toMatchObject({
      _id: ids.mlbb,
      kind: 'GAME',
      name: 'Mobile Legends',
      inputAboutInfo: [
        { name: 'User ID', value: '12345678' },
        { name: 'Zone ID', value: '1234' },
      ],
      gameservers: [{ name: 'Asia', value: 'asia' }],
      playerCheck: true,
    })
    const plain = await customer.api.GET('/api/v1/game/{id}', {
      params: { path: { id: ids.plain } },
    })
    expect(plain.data?.data.playerCheck).toBe(false)
  })

  test('a voucher with its card type', async () => {
    const { data } = await customer.api.GET('/api/v1/voucher/{id}', {
      params: { path: { id: ids.steam } },
    })
    expect(data?.data).toMatchObject({ _id: ids.steam, kind: 'VOUCHER', type: 'cashcard' })
  })

  test('each answers only its own kind: 404 NOT_FOUND for the other and for unknown ids', async () => {
    const wrongKind = await customer.api.GET('/api/v1/game/{id}', {
      params: { path: { id: ids.steam } },
    })
    expect(wrongKind.response.status).toBe(404)
    expect(wrongKind.error).toEqual({ code: 'NOT_FOUND' })
    const voucherAsGame = await customer.api.GET('/api/v1/voucher/{id}', {
      params: { path: { id: ids.mlbb } },
    })
    expect(voucherAsGame.response.status).toBe(404)
    const unknown = await customer.api.GET('/api/v1/game/{id}', {
      params: { path: { id: randomUUID() } },
    })
    expect(unknown.error).toEqual({ code: 'NOT_FOUND' })
  })

  test('a malformed id: 400 INVALID_REQUEST', async () => {
    for (const path of ['/api/v1/game/not-an-id', '/api/v1/voucher/not-an-id']) {
      const response = await request(`${server.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${customer.token}` },
      })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ code: 'INVALID_REQUEST' })
    }
  })

  test('need a signed-in user', async () => {
    const { response, error } = await visitor().GET('/api/v1/game/{id}', {
      params: { path: { id: ids.mlbb } },
    })
    expect(response.status).toBe(401)
    expect(error?.code).toBe('UNAUTHORIZED')
  })
})

describe('listPackets', () => {
  test('cheapest first; vouchers count their codes in stock', async () => {
    const { data } = await customer.api.GET('/api/v1/packets', {
      params: { query: { voucherId: ids.steam } },
    })
    expect(data?.data).toEqual([
      expect.objectContaining({ _id: packets.steamSmall, amount: 50_000, inStock: 3 }),
      expect.objectContaining({ _id: packets.steamLarge, amount: 100_000, inStock: 1 }),
    ])
  })

  test('game packets have no stock count', async () => {
    const { data } = await customer.api.GET('/api/v1/packets', {
      params: { query: { gameId: ids.mlbb } },
    })
    expect(data?.data).toEqual([
      expect.objectContaining({ _id: packets.mlbbSmall, amount: 10_000, inStock: null }),
      expect.objectContaining({ _id: packets.mlbbLarge, amount: 90_000, inStock: null }),
    ])
  })

  test('an id of the other kind or of nothing has no packets', async () => {
    const asGame = await customer.api.GET('/api/v1/packets', {
      params: { query: { gameId: ids.steam } },
    })
    expect(asGame.data?.data).toEqual([])
    const unknown = await customer.api.GET('/api/v1/packets', {
      params: { query: { gameId: randomUUID() } },
    })
    expect(unknown.data?.data).toEqual([])
  })

  test('exactly one of gameId and voucherId: 400 INVALID_REQUEST', async () => {
    const neither = await customer.api.GET('/api/v1/packets')
    expect(neither.response.status).toBe(400)
    expect(neither.error?.code).toBe('INVALID_REQUEST')
    const both = await customer.api.GET('/api/v1/packets', {
      params: { query: { gameId: ids.mlbb, voucherId: ids.steam } },
    })
    expect(both.response.status).toBe(400)
    expect(both.error?.code).toBe('INVALID_REQUEST')
  })

  test('needs a signed-in user', async () => {
    const { response } = await visitor().GET('/api/v1/packets', {
      params: { query: { gameId: ids.mlbb } },
    })
    expect(response.status).toBe(401)
  })
})

describe('checkPlayer', () => {
  const check = (id: string, inputAboutInfo: { name: string; value: string }[]) =>
    customer.api.POST('/api/v1/game/{id}/check-player', {
      params: { path: { id } },
      body: { inputAboutInfo },
    })

  test('a valid Mobile Legends id has a player name, the same every time', async () => {
    const fields = [
      { name: 'User ID', value: '12345678' },
      { name: 'Zone ID', value: '2001' },
    ]
    const first = await check(ids.mlbb, fields)
    expect(first.response.status).toBe(200)
    expect(first.data?.playerName).toMatch(/^Player-[0-9A-F]{6}$/)
    const again = await check(ids.mlbb, [...fields].reverse())
    expect(again.data).toEqual(first.data)
  })

  test.each([
    [
      'mlbb',
      [
        { name: 'User ID', value: '123' },
        { name: 'Zone ID', value: '2001' },
      ],
      'INVALID_USER_ID_GAME',
    ],
    [
      'mlbb',
      [
        { name: 'User ID', value: '12340000' },
        { name: 'Zone ID', value: '2001' },
      ],
      'INVALID_USER_ID_GAME',
    ],
    ['bigo', [{ name: 'Player ID', value: '1234' }], 'INVALID_ID_BIGO'],
    ['bigo', [{ name: 'Player ID', value: '87650000' }], 'INVALID_ID_BIGO'],
    ['rov', [{ name: 'Player ID', value: 'short' }], 'INVALID_ID_ROV'],
    ['rov', [{ name: 'Player ID', value: 'OpenId0000' }], 'INVALID_ID_ROV'],
  ] as const)('%s %j -> 400 %s', async (game, fields, code) => {
    const { response, error } = await check(ids[game], [...fields])
    expect(response.status).toBe(400)
    expect(error?.code).toBe(code)
  })

  test('production names no player it was not told about: the made-up names stay in development', async () => {
    const production = await startTestServer({ config: { nodeEnv: 'production' } })
    try {
      const game = await createProduct(production.db, await createCategory(production.db, 1), {
        playerCheck: 'MLBB',
        inputAboutInfo: [
          { name: 'User ID', value: '12345678' },
          { name: 'Zone ID', value: '1234' },
        ],
      })
      const reader = await createCustomer(production)
      const checkThere = (inputAboutInfo: { name: string; value: string }[]) =>
        reader.api.POST('/api/v1/game/{id}/check-player', {
          params: { path: { id: game } },
          body: { inputAboutInfo },
        })
      // Even the id development makes "nobody's": production cannot tell, so it takes it as typed.
      for (const userId of ['12345678', '12340000']) {
        const named = await checkThere([
          { name: 'User ID', value: userId },
          { name: 'Zone ID', value: '2001' },
        ])
        expect(named.response.status).toBe(200)
        expect(named.data).toEqual({ playerName: null })
      }
      const malformed = await checkThere([
        { name: 'User ID', value: '123' },
        { name: 'Zone ID', value: '2001' },
      ])
      expect(malformed.error?.code).toBe('INVALID_USER_ID_GAME')
    } finally {
      await production.close()
    }
  })

  test('a missing or empty account field: 400 INVALID_REQUEST', async () => {
    const missing = await check(ids.mlbb, [{ name: 'User ID', value: '12345678' }])
    expect(missing.response.status).toBe(400)
    expect(missing.error?.code).toBe('INVALID_REQUEST')
    const empty = await check(ids.bigo, [{ name: 'Player ID', value: '   ' }])
    expect(empty.error?.code).toBe('INVALID_REQUEST')
  })

  test('a game without a check: 404 PLAYER_CHECK_NOT_SUPPORTED; an unknown one: 404 NOT_FOUND', async () => {
    const plain = await check(ids.plain, [{ name: 'Player ID', value: '12345678' }])
    expect(plain.response.status).toBe(404)
    expect(plain.error?.code).toBe('PLAYER_CHECK_NOT_SUPPORTED')
    const unknown = await check(randomUUID(), [{ name: 'Player ID', value: '12345678' }])
    expect(unknown.response.status).toBe(404)
    expect(unknown.error?.code).toBe('NOT_FOUND')
  })

  test('needs a signed-in user', async () => {
    const { response } = await visitor().POST('/api/v1/game/{id}/check-player', {
      params: { path: { id: ids.bigo } },
      body: { inputAboutInfo: [{ name: 'Player ID', value: '87654321' }] },
    })
    expect(response.status).toBe(401)
  })
})
