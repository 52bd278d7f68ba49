import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sampleImages, textMessage } from '../server/chat/fixtures.ts'
import {
  addVoucherCodes,
  buy,
  createCategory,
  createCustomer,
  createPacket,
  createProduct,
  type Customer,
  type PurchaseRequest,
} from '../server/shop/fixtures.ts'
import { createTestClient, request } from '../server/support/http-client.ts'
import { startTestServer, type TestServer } from '../server/support/test-server.ts'
import { listIdTakingInputs } from './support/contract-inputs.ts'
import { expectWalletHolds } from './support/wallet-checks.ts'

// The IDOR matrix: every identifier an endpoint of openapi.yaml takes, sent by one customer (the
// attacker) with the ids of another (the victim). Each case asserts that the attacker is refused
// or served only their own data, and that the victim's data is unchanged.

let server: TestServer
let attacker: Customer
let victim: Customer
let game: { productId: string; packetId: string }
let voucher: { productId: string; packetId: string }

beforeAll(async () => {
  server = await startTestServer()
  const category = await createCategory(server.db, 1)
  const gameId = await createProduct(server.db, category)
  const voucherId = await createProduct(server.db, category, { kind: 'VOUCHER' })
  game = { productId: gameId, packetId: await createPacket(server.db, gameId, 5_000) }
  voucher = { productId: voucherId, packetId: await createPacket(server.db, voucherId, 5_000) }
  attacker = await createCustomer(server, { balance: 50_000, fullName: 'Attacker' })
  victim = await createCustomer(server, { balance: 50_000, fullName: 'Victim' })
})
afterAll(async () => {
  await server?.close()
})

const gameOrder = (walletId: string): PurchaseRequest => ({
  gameId: game.productId,
  packetId: game.packetId,
  walletId,
  inputAboutInfo: [{ name: 'Player ID', value: '12345678' }],
})
const voucherOrder = (walletId: string): PurchaseRequest => ({
  voucherId: voucher.productId,
  packetId: voucher.packetId,
  walletId,
  inputAboutInfo: [],
})

const expectVictimBalance = (amount: number) => expectWalletHolds(server, victim.walletId, amount)

async function victimAdminThread(): Promise<string[]> {
  const { data } = await victim.api.GET('/api/v1/chats/{userId}', {
    params: { path: { userId: victim.id } },
  })
  return data!.data.map((message) => message.text)
}

/** Asks for an upload URL as `customer`; the answer's status says whether the name was granted. */
function askUploadUrl(customer: Customer, fileName: string) {
  return customer.api.POST('/api/v1/generate-url-s3', {
    body: { fileName, mimeType: 'image/png' },
  })
}

/** One attack per identifier the contract takes; the key is `METHOD /path in:name`. */
const attacks: Record<string, () => Promise<void>> = {
  'GET /api/v1/user/{id} path:id': async () => {
    const answer = await request(`${server.baseUrl}/api/v1/user/${victim.id}`, {
      headers: { authorization: `Bearer ${attacker.token}` },
    })
    expect(answer.status).toBe(403)
    expect(JSON.stringify(answer.body)).not.toContain(victim.phone)
  },

  'PUT /api/v1/user/{id} path:id': async () => {
    const { response } = await attacker.api.PUT('/api/v1/user/{id}', {
      params: { path: { id: victim.id } },
      body: { fullName: 'Taken over' },
    })
    expect(response.status).toBe(403)
    const { data } = await victim.api.GET('/api/v1/user/{id}', {
      params: { path: { id: victim.id } },
    })
    expect(data?.data.fullName).toBe('Victim')
  },

  'PUT /api/v1/user/{id}/password path:id': async () => {
    const { response } = await attacker.api.PUT('/api/v1/user/{id}/password', {
      params: { path: { id: victim.id } },
      body: { oldPassword: attacker.password, newPassword: 'attacker-knows-it' },
    })
    expect(response.status).toBe(403)
    const login = await createTestClient(server.baseUrl).POST('/api/v1/login', {
      body: { userName: victim.phone, password: victim.password },
    })
    expect(login.response.status).toBe(200)
  },

  'POST /api/v1/chats-group body:createdbyName': async () => {
    const { data } = await attacker.api.POST('/api/v1/chats-group', {
      body: {
        ...textMessage('posing as the victim'),
        createdbyName: victim.id,
        senderName: 'Victim',
      },
    })
    expect(data?.data).toMatchObject({ createdbyName: attacker.id, senderName: 'Attacker' })
  },

  'POST /api/v1/chats-group body:customerId': async () => {
    const text = `group post aimed at ${randomUUID()}`
    const { response } = await attacker.api.POST('/api/v1/chats-group', {
      body: { ...textMessage(text), customerId: victim.id },
    })
    expect(response.status).toBe(200)
    expect(await victimAdminThread()).not.toContain(text)
  },

  'GET /api/v1/chats/{userId} path:userId': async () => {
    await victim.api.POST('/api/v1/chat', { body: { ...textMessage('my secret'), mode: 'ADMIN' } })
    const answer = await request(`${server.baseUrl}/api/v1/chats/${victim.id}`, {
      headers: { authorization: `Bearer ${attacker.token}` },
    })
    expect(answer.status).toBe(403)
    expect(JSON.stringify(answer.body)).not.toContain('my secret')
  },

  'POST /api/v1/chat body:createdbyName': async () => {
    const text = `signed as the victim ${randomUUID()}`
    const { data } = await attacker.api.POST('/api/v1/chat', {
      body: { ...textMessage(text), mode: 'ADMIN', createdbyName: victim.id },
    })
    expect(data?.data.createdbyName).toBe(attacker.id)
    expect(await victimAdminThread()).not.toContain(text)
  },

  'POST /api/v1/chat body:customerId': async () => {
    const text = `into the victim's conversation ${randomUUID()}`
    await attacker.api.POST('/api/v1/chat', {
      body: { ...textMessage(text), mode: 'ADMIN', customerId: victim.id },
    })
    expect(await victimAdminThread()).not.toContain(text)
  },

  'POST /api/v1/generate-url-s3 body:fileName': async () => {
    const fileName = `${randomUUID()}.png`
    expect((await askUploadUrl(victim, fileName)).response.status).toBe(200)
    const taken = await askUploadUrl(attacker, fileName)
    expect(taken.response.status).toBe(400)
    expect(taken.error?.code).toBe('INVALID_FILE_NAME')
  },

  'PUT /uploads/{fileName} path:fileName': async () => {
    const victimFile = `${randomUUID()}.png`
    await askUploadUrl(victim, victimFile)
    // The attacker's own signed URL, pointed at the victim's pending name.
    const { data } = await askUploadUrl(attacker, `${randomUUID()}.png`)
    const query = data!.url.slice(data!.url.indexOf('?'))
    const answer = await request(`${server.baseUrl}/uploads/${victimFile}${query}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: sampleImages['image/png'],
    })
    expect(answer.status).toBe(403)
    const stored = await server.db
      .selectFrom('uploads')
      .select('stored_at')
      .where('file_name', '=', victimFile)
      .executeTakeFirstOrThrow()
    expect(stored.stored_at).toBeNull()
  },

  'POST /api/v1/game-invoice body:walletId': async () => {
    const { response } = await buy(attacker, '/api/v1/game-invoice', gameOrder(victim.walletId))
    expect(response.status).toBe(403)
    await expectVictimBalance(50_000)
  },

  'POST /api/v1/game-invoice header:x-request-id': async () => {
    const { response } = await buy(attacker, '/api/v1/game-invoice', gameOrder(attacker.walletId), {
      requestId: victim.walletId,
    })
    expect(response.status).toBe(403)
    await expectVictimBalance(50_000)
  },

  'POST /api/v1/voucher-invoice body:walletId': async () => {
    const { response } = await buy(
      attacker,
      '/api/v1/voucher-invoice',
      voucherOrder(victim.walletId),
    )
    expect(response.status).toBe(403)
    await expectVictimBalance(50_000)
  },

  'POST /api/v1/voucher-invoice header:x-request-id': async () => {
    const { response } = await buy(
      attacker,
      '/api/v1/voucher-invoice',
      voucherOrder(attacker.walletId),
      { requestId: victim.walletId },
    )
    expect(response.status).toBe(403)
    await expectVictimBalance(50_000)
  },

  'POST /api/v1/genarate-qrcode-bank body:user_id': async () => {
    const { response } = await attacker.api.POST('/api/v1/genarate-qrcode-bank', {
      body: { user_id: victim.id, amount: 10_000 },
    })
    expect(response.status).toBe(403)
    const topups = await server.db
      .selectFrom('topups')
      .select('id')
      .where('user_id', '=', victim.id)
      .execute()
    expect(topups).toEqual([])
  },

  'GET /api/v1/topup/{id} path:id': async () => {
    const { data } = await victim.api.POST('/api/v1/genarate-qrcode-bank', {
      body: { user_id: victim.id, amount: 20_000 },
    })
    const answer = await request(`${server.baseUrl}/api/v1/topup/${data!.topup._id}`, {
      headers: { authorization: `Bearer ${attacker.token}` },
    })
    expect([403, 404]).toContain(answer.status)
    expect(JSON.stringify(answer.body)).not.toContain(data!.qr_code)
  },

  'GET /api/v1/wallet-history query:userId': async () => {
    const { data: qr } = await victim.api.POST('/api/v1/genarate-qrcode-bank', {
      body: { user_id: victim.id, amount: 30_000 },
    })
    const { data } = await attacker.api.GET('/api/v1/wallet-history', {
      params: { query: { limit: 30, skip: 0, userId: victim.id } },
    })
    expect(data?.data.map((entry) => entry._id)).not.toContain(qr!.topup._id)
  },

  'GET /api/v1/invoices query:customerId': async () => {
    const bought = await buy(victim, '/api/v1/game-invoice', gameOrder(victim.walletId))
    expect(bought.response.status).toBe(200)
    const { data } = await attacker.api.GET('/api/v1/invoices', {
      params: { query: { limit: 30, skip: 0, type: 'GAME', customerId: victim.id } },
    })
    expect(data?.data.map((invoice) => invoice._id)).not.toContain(bought.data!.data._id)
  },

  // docs/security.md: another's order answers exactly as an id that does not exist, 404.
  'GET /api/v1/invoices/{id} path:id': async () => {
    await addVoucherCodes(server.db, voucher.packetId, 1)
    const bought = await buy(victim, '/api/v1/voucher-invoice', voucherOrder(victim.walletId))
    expect(bought.response.status).toBe(200)
    const victims = await request(`${server.baseUrl}/api/v1/invoices/${bought.data!.data._id}`, {
      headers: { authorization: `Bearer ${attacker.token}` },
    })
    const unknown = await request(`${server.baseUrl}/api/v1/invoices/${randomUUID()}`, {
      headers: { authorization: `Bearer ${attacker.token}` },
    })
    expect(victims.status).toBe(404)
    expect(victims.body).toEqual(unknown.body)
    expect(JSON.stringify(victims.body)).not.toContain(bought.data!.code ?? 'no code')
    const own = await victim.api.GET('/api/v1/invoices/{id}', {
      params: { path: { id: bought.data!.data._id } },
    })
    expect(own.data?.data.code).toBe(bought.data!.code)
  },
}

/** Identifiers of what nobody owns: the catalogue is the same for every customer. */
const SHARED_CATALOGUE =
  'a catalogue id: games, vouchers and packets belong to the shop, every customer may name them'
const notOwned: Record<string, string> = {
  'GET /api/v1/game/{id} path:id': SHARED_CATALOGUE,
  'GET /api/v1/voucher/{id} path:id': SHARED_CATALOGUE,
  'GET /api/v1/packets query:gameId': SHARED_CATALOGUE,
  'GET /api/v1/packets query:voucherId': SHARED_CATALOGUE,
  'POST /api/v1/game/{id}/check-player path:id': SHARED_CATALOGUE,
  'POST /api/v1/game-invoice body:gameId': SHARED_CATALOGUE,
  'POST /api/v1/game-invoice body:voucherId': SHARED_CATALOGUE,
  'POST /api/v1/game-invoice body:packetId': SHARED_CATALOGUE,
  'POST /api/v1/voucher-invoice body:gameId': SHARED_CATALOGUE,
  'POST /api/v1/voucher-invoice body:voucherId': SHARED_CATALOGUE,
  'POST /api/v1/voucher-invoice body:packetId': SHARED_CATALOGUE,
}

/** Operator operations act on any customer's records by design; customers never reach them. */
const OPERATOR_ONLY =
  'an operator operation: it names any customer on purpose, and admin-access.test.ts refuses it to every customer'
const operatorOnly: Record<string, string> = {
  'POST /api/v1/bank/notifications body:transactionId':
    "the bank's own id of a payment, accepted only under the bank's signature (bank-notice.test.ts)",
  'POST /api/v1/admin/topups/{id}/approve path:id': OPERATOR_ONLY,
  'POST /api/v1/admin/topups/{id}/reject path:id': OPERATOR_ONLY,
  'POST /api/v1/admin/orders/{id}/refund path:id': OPERATOR_ONLY,
  'POST /api/v1/admin/supplier-orders/{id}/check path:id': OPERATOR_ONLY,
  'POST /api/v1/admin/supplier-orders/{id}/deliver path:id': OPERATOR_ONLY,
  'POST /api/v1/admin/supplier-orders/{id}/refund path:id': OPERATOR_ONLY,
  'PUT /api/v1/admin/accounts/{id}/status path:id': OPERATOR_ONLY,
  'POST /api/v1/admin/voucher-stock/{packetId}/codes path:packetId': OPERATOR_ONLY,
}

describe('the IDOR matrix', () => {
  test('has a case, or a reason for none, for every identifier openapi.yaml takes', () => {
    const inputs = listIdTakingInputs()
    const covered = [
      ...Object.keys(attacks),
      ...Object.keys(notOwned),
      ...Object.keys(operatorOnly),
    ]
    expect(inputs.filter((input) => !covered.includes(input))).toEqual([])
    expect(covered.filter((input) => !inputs.includes(input))).toEqual([])
  })

  test.each(Object.keys(attacks))(
    "IDOR: %s with another customer's id",
    { tags: ['attacks'] },
    async (key) => {
      await attacks[key]!()
    },
  )
})
