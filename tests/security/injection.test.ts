import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { json, startAccountsServer } from '../server/accounts/fixtures.ts'
import { textMessage } from '../server/chat/fixtures.ts'
import {
  buy,
  createCategory,
  createCustomer,
  createPacket,
  createProduct,
  sendBankNotice,
  waitingTopup,
  type Customer,
  type PurchaseRequest,
} from '../server/shop/fixtures.ts'
import { createTestClient, request } from '../server/support/http-client.ts'
import { delivered, processing } from '../server/support/scripted-supplier.ts'
import type { TestServer } from '../server/support/test-server.ts'
import { listFreeTextInputs } from './support/contract-inputs.ts'
import { SQL_INJECTIONS } from './support/hostile-strings.ts'
import { expectWalletHolds } from './support/wallet-checks.ts'

// SQL injection strings in every free-text field a request body carries (openapi.yaml's strings
// without a format, pattern or enum). A stored field must read back as the characters sent; a
// field that is only compared (a password, a token) must let in nobody it should not; and the
// tables an injection names must still be there afterwards.

let server: TestServer
let phoneSequence = 0
let game: { productId: string; packetId: string; rovId: string }

beforeAll(async () => {
  // A client id makes login-google verify the token instead of answering 501.
  server = await startAccountsServer({ config: { googleClientId: 'shop.apps.test' } })
  const category = await createCategory(server.db, 1)
  const productId = await createProduct(server.db, category, {
    inputAboutInfo: [{ name: 'Player ID', value: 'Your player id' }],
  })
  const rovId = await createProduct(server.db, category, {
    playerCheck: 'ROV',
    inputAboutInfo: [{ name: 'Open ID', value: 'Your open id' }],
  })
  game = { productId, packetId: await createPacket(server.db, productId, 1_000), rovId }
})
afterAll(async () => {
  await server?.close()
})

const post = (path: string, body: unknown, token?: string) =>
  request(`${server.baseUrl}${path}`, json(body, token))
/** A signed-in operator (role ADMIN). */
const createOperator = () => createCustomer(server, { role: 'ADMIN' })
const nextPhone = () => `2077${String((phoneSequence += 1)).padStart(6, '0')}`

async function outboxCode(phone: string): Promise<string> {
  return ((await request(`${server.baseUrl}/dev/outbox/${phone}`)).body as { code: string }).code
}

async function register(fullName: string, password: string) {
  const phone = nextPhone()
  const { token } = (await post('/api/v1/register-otp', { phone })).body as { token: string }
  const code = await outboxCode(phone)
  const created = await post(
    '/api/v1/verify-register-craete-customer',
    { userName: phone, password, role: 'CUSTOMER', fullName, code },
    token,
  )
  expect(created.status).toBe(200)
  return { phone, session: created.body as { accessToken: string; data: { _id: string } } }
}

const logIn = (userName: string, password: string) =>
  createTestClient(server.baseUrl).POST('/api/v1/login', { body: { userName, password } })

async function readFullName(customer: { token: string; id: string }) {
  const { data } = await createTestClient(server.baseUrl, customer.token).GET('/api/v1/user/{id}', {
    params: { path: { id: customer.id } },
  })
  return data?.data.fullName
}

const ATTACKED_TABLES = ['users', 'wallets', 'wallet_entries', 'chats', 'invoices'] as const

/** How many rows each table the strings aim at holds: no case may drop or empty one. */
async function countRows() {
  const counts: Record<string, number> = {}
  for (const table of ATTACKED_TABLES) {
    const { rows } = await server.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .executeTakeFirstOrThrow()
    counts[table] = Number(rows)
  }
  return counts
}

/** The test game's packet, bought by `customer` with these account fields. */
const buyGame = (customer: Customer, fields: Pick<PurchaseRequest, 'inputAboutInfo' | 'server'>) =>
  buy(customer, '/api/v1/game-invoice', {
    gameId: game.productId,
    packetId: game.packetId,
    walletId: customer.walletId,
    ...fields,
  })

/** A game order the supplier answered "processing": it waits in the desk's supplier queue. */
async function waitingGameOrder(customer: Customer): Promise<string> {
  server.supplier.scriptDefault(processing)
  try {
    const { data } = await buyGame(customer, {
      inputAboutInfo: [{ name: 'Player ID', value: '12345678' }],
    })
    return data!.data._id
  } finally {
    server.supplier.scriptDefault(delivered())
  }
}

async function supplierSerial(orderId: string): Promise<string | null> {
  const order = await server.db
    .selectFrom('invoices')
    .select('supplier_serial')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  return order.supplier_serial
}

const chatText = async (customer: Customer, path: '/api/v1/chats-group' | '/api/v1/chat') => {
  const mode = path === '/api/v1/chat' ? 'ADMIN' : 'GROUP'
  for (const text of SQL_INJECTIONS) {
    const { data } = await customer.api.POST(path, { body: textMessage(text, mode) })
    expect(data?.data.text).toBe(text)
  }
  const list =
    mode === 'GROUP'
      ? await customer.api.GET('/api/v1/chats-group', { params: { query: { limit: 100 } } })
      : await customer.api.GET('/api/v1/chats/{userId}', {
          params: { path: { userId: customer.id } },
        })
  expect(list.data!.data.map((message) => message.text)).toEqual(
    expect.arrayContaining([...SQL_INJECTIONS]),
  )
}

/** One case per free-text input; the key is `METHOD /path body.field`. */
const injections: Record<string, () => Promise<void>> = {
  'POST /api/v1/login body.password': async () => {
    const customer = await createCustomer(server)
    for (const password of SQL_INJECTIONS) {
      expect((await logIn(customer.phone, password)).response.status).toBe(401)
    }
  },

  'POST /api/v1/genarater-refresh-token body.token': async () => {
    for (const token of SQL_INJECTIONS) {
      expect((await post('/api/v1/genarater-refresh-token', { token })).status).toBe(402)
    }
  },

  'POST /api/v1/login-google body.token': async () => {
    for (const token of SQL_INJECTIONS) {
      const answer = await post('/api/v1/login-google', { token })
      expect([400, 401]).toContain(answer.status)
    }
  },

  'POST /api/v1/verify-register-craete-customer body.fullName': async () => {
    for (const fullName of SQL_INJECTIONS) {
      const { session } = await register(fullName, 'plain-password')
      expect(session.data).toMatchObject({ fullName })
    }
  },

  'POST /api/v1/verify-register-craete-customer body.password': async () => {
    for (const password of SQL_INJECTIONS) {
      const { phone } = await register('Injected password', password)
      expect((await logIn(phone, password)).response.status).toBe(200)
      expect((await logIn(phone, `${password}x`)).response.status).toBe(401)
    }
  },

  'POST /api/v1/forget-password-verify-otp body.password': async () => {
    for (const password of SQL_INJECTIONS) {
      // One customer per string: a second code is refused for 300 s.
      const customer = await createCustomer(server)
      const asked = await post('/api/v1/forget-password-otp', { phone: customer.phone })
      const { token } = asked.body as { token: string }
      const code = await outboxCode(customer.phone)
      const reset = await post(
        '/api/v1/forget-password-verify-otp',
        { userName: customer.phone, code, password },
        token,
      )
      expect(reset.status).toBe(200)
      expect((await logIn(customer.phone, password)).response.status).toBe(200)
    }
  },

  'PUT /api/v1/user/{id} body.fullName': async () => {
    const customer = await createCustomer(server)
    for (const fullName of SQL_INJECTIONS) {
      const { response } = await customer.api.PUT('/api/v1/user/{id}', {
        params: { path: { id: customer.id } },
        body: { fullName },
      })
      expect(response.status).toBe(200)
      expect(await readFullName(customer)).toBe(fullName)
    }
  },

  'PUT /api/v1/user/{id}/password body.oldPassword': async () => {
    const customer = await createCustomer(server)
    for (const oldPassword of SQL_INJECTIONS) {
      const { response } = await customer.api.PUT('/api/v1/user/{id}/password', {
        params: { path: { id: customer.id } },
        body: { oldPassword, newPassword: 'taken-over' },
      })
      expect(response.status).toBe(400)
    }
    expect((await logIn(customer.phone, customer.password)).response.status).toBe(200)
  },

  'PUT /api/v1/user/{id}/password body.newPassword': async () => {
    const customer = await createCustomer(server)
    let current = customer.password
    for (const newPassword of SQL_INJECTIONS) {
      const { response } = await customer.api.PUT('/api/v1/user/{id}/password', {
        params: { path: { id: customer.id } },
        body: { oldPassword: current, newPassword },
      })
      expect(response.status).toBe(200)
      current = newPassword
    }
    expect((await logIn(customer.phone, current)).response.status).toBe(200)
  },

  'POST /api/v1/generate-url-s3 body.fileName': async () => {
    const customer = await createCustomer(server)
    for (const fileName of SQL_INJECTIONS) {
      const { response, error } = await customer.api.POST('/api/v1/generate-url-s3', {
        body: { fileName, mimeType: 'image/png' },
      })
      expect(response.status).toBe(400)
      expect(error?.code).toBe('INVALID_FILE_NAME')
    }
  },

  'POST /api/v1/generate-url-s3 body.mimeType': async () => {
    const customer = await createCustomer(server)
    for (const mimeType of SQL_INJECTIONS) {
      const answer = await post(
        '/api/v1/generate-url-s3',
        { fileName: `${randomUUID()}.png`, mimeType },
        customer.token,
      )
      expect([400, 415]).toContain(answer.status)
    }
  },

  'POST /api/v1/chats-group body.text': async () => {
    await chatText(await createCustomer(server), '/api/v1/chats-group')
  },

  'POST /api/v1/chat body.text': async () => {
    await chatText(await createCustomer(server), '/api/v1/chat')
  },

  // The sender's name, id, picture and phone come from the token, never from the body.
  'POST /api/v1/chats-group body.senderName body.createdbyName body.urlImageUser body.phone':
    async () => {
      const customer = await createCustomer(server, { fullName: 'Plain name' })
      for (const value of SQL_INJECTIONS) {
        const { data } = await customer.api.POST('/api/v1/chats-group', {
          body: {
            ...textMessage('hello'),
            senderName: value,
            createdbyName: value.slice(0, 64),
            urlImageUser: value,
            phone: value.slice(0, 20),
          },
        })
        expect(data?.data).toMatchObject({
          senderName: 'Plain name',
          createdbyName: customer.id,
          phone: customer.phone,
        })
      }
    },

  'POST /api/v1/chat body.senderName body.createdbyName body.urlImageUser body.phone': async () => {
    const customer = await createCustomer(server, { fullName: 'Plain name' })
    for (const value of SQL_INJECTIONS) {
      const { data } = await customer.api.POST('/api/v1/chat', {
        body: { ...textMessage('hello', 'ADMIN'), senderName: value, phone: value.slice(0, 20) },
      })
      expect(data?.data).toMatchObject({ senderName: 'Plain name', phone: customer.phone })
    }
  },

  'POST /api/v1/game/{id}/check-player body.inputAboutInfo[].value body.inputAboutInfo[].name body.server':
    async () => {
      const customer = await createCustomer(server)
      for (const value of SQL_INJECTIONS) {
        const { response, error } = await customer.api.POST('/api/v1/game/{id}/check-player', {
          params: { path: { id: game.rovId } },
          body: { inputAboutInfo: [{ name: value, value }], server: value },
        })
        expect(response.status).toBe(400)
        expect(['INVALID_ID_ROV', 'INVALID_REQUEST']).toContain(error?.code)
      }
    },

  'POST /api/v1/game-invoice body.inputAboutInfo[].value': async () => {
    const customer = await createCustomer(server, { balance: 100_000 })
    for (const value of SQL_INJECTIONS) {
      const { response } = await buyGame(customer, {
        inputAboutInfo: [{ name: 'Player ID', value }],
      })
      expect(response.status).toBe(200)
    }
    const { data } = await customer.api.GET('/api/v1/invoices', {
      params: { query: { limit: 30, skip: 0, type: 'GAME', customerId: customer.id } },
    })
    const stored = data!.data.map((invoice) => invoice.inputAboutInfo[0]?.value)
    expect(stored.sort()).toEqual([...SQL_INJECTIONS].sort())
    await expectWalletHolds(server, customer.walletId, 100_000 - SQL_INJECTIONS.length * 1_000)
  },

  'POST /api/v1/game-invoice body.inputAboutInfo[].name body.server': async () => {
    const customer = await createCustomer(server, { balance: 100_000 })
    for (const value of SQL_INJECTIONS) {
      const { response } = await buyGame(customer, {
        inputAboutInfo: [{ name: value, value: '12345678' }],
        server: value,
      })
      expect(response.status).toBe(400)
    }
    await expectWalletHolds(server, customer.walletId, 100_000)
  },

  'POST /api/v1/admin/topups/{id}/reject body.reason': async () => {
    const operator = await createOperator()
    const customer = await createCustomer(server)
    for (const reason of SQL_INJECTIONS) {
      const { data: qr } = await customer.api.POST('/api/v1/genarate-qrcode-bank', {
        body: { user_id: customer.id, amount: 10_000 },
      })
      const { response } = await operator.api.POST('/api/v1/admin/topups/{id}/reject', {
        params: { path: { id: qr!.topup._id } },
        body: { reason: reason.slice(0, 300) },
      })
      expect(response.status).toBe(200)
    }
    const { data } = await operator.api.GET('/api/v1/admin/audit', {})
    const reasons = data!.data.map((entry) => entry.detail.reason)
    expect(reasons.sort()).toEqual(SQL_INJECTIONS.map((value) => value.slice(0, 300)).sort())
  },

  'POST /api/v1/admin/topups/{id}/approve body.reference body.reason': async () => {
    const operator = await createOperator()
    const customer = await createCustomer(server)
    // Each string is both the reference the operator checked and the reason they wrote.
    const typed = SQL_INJECTIONS.map((value) => value.slice(0, 100)).filter((value) => value.trim())
    for (const value of typed) {
      const { data: qr } = await customer.api.POST('/api/v1/genarate-qrcode-bank', {
        body: { user_id: customer.id, amount: 10_000 },
      })
      const { response } = await operator.api.POST('/api/v1/admin/topups/{id}/approve', {
        params: { path: { id: qr!.topup._id } },
        body: { reference: value, reason: value },
      })
      expect(response.status, value).toBe(200)
    }
    const { data } = await operator.api.GET('/api/v1/admin/audit', {})
    const approvals = data!.data.filter((entry) => entry.action === 'topup.approve')
    const kept = approvals.map((entry) => [entry.detail.reference, entry.detail.reason])
    expect(kept.sort()).toEqual(typed.map((value) => [value.trim(), value.trim()]).sort())
  },

  'POST /api/v1/admin/orders/{id}/refund body.reason': async () => {
    const operator = await createOperator()
    const customer = await createCustomer(server, { balance: 100_000 })
    for (const reason of SQL_INJECTIONS) {
      const { data: order } = await buyGame(customer, {
        inputAboutInfo: [{ name: 'Player ID', value: '12345678' }],
      })
      const { response } = await operator.api.POST('/api/v1/admin/orders/{id}/refund', {
        params: { path: { id: order!.data._id } },
        body: { reason: reason.slice(0, 300) },
      })
      expect(response.status).toBe(200)
    }
    // Each order was refunded once, with its reason kept as typed.
    await expectWalletHolds(server, customer.walletId, 100_000)
    const { data } = await operator.api.GET('/api/v1/admin/audit', {})
    const reasons = data!.data
      .filter((entry) => entry.action === 'order.refund')
      .map((entry) => entry.detail.reason)
    expect(reasons.sort()).toEqual(SQL_INJECTIONS.map((value) => value.slice(0, 300)).sort())
  },

  'POST /api/v1/admin/supplier-orders/{id}/deliver body.reference': async () => {
    const operator = await createOperator()
    const customer = await createCustomer(server, { balance: 100_000 })
    for (const value of SQL_INJECTIONS) {
      const orderId = await waitingGameOrder(customer)
      const reference = value.slice(0, 100)
      const { response } = await operator.api.POST('/api/v1/admin/supplier-orders/{id}/deliver', {
        params: { path: { id: orderId } },
        body: { reference },
      })
      if (reference.trim() === '') continue
      expect(response.status, value).toBe(200)
      // Kept as typed, as the order's serial: the reference was a value, never a query's text.
      expect(await supplierSerial(orderId)).toBe(reference)
    }
  },

  'POST /api/v1/admin/supplier-orders/{id}/refund body.reason': async () => {
    const operator = await createOperator()
    const customer = await createCustomer(server, { balance: 100_000 })
    for (const value of SQL_INJECTIONS) {
      const orderId = await waitingGameOrder(customer)
      const { response } = await operator.api.POST('/api/v1/admin/supplier-orders/{id}/refund', {
        params: { path: { id: orderId } },
        body: { reason: value.slice(0, 300) },
      })
      expect(response.status, value).toBe(200)
    }
    // Each waiting order was refunded once.
    await expectWalletHolds(server, customer.walletId, 100_000)
  },

  'POST /api/v1/admin/voucher-stock/{packetId}/codes body.lines': async () => {
    const operator = await createOperator()
    const voucher = await createProduct(server.db, await createCategory(server.db, 2), {
      kind: 'VOUCHER',
    })
    const packetId = await createPacket(server.db, voucher, 1_000)
    for (const value of SQL_INJECTIONS) {
      const { response, error } = await operator.api.POST(
        '/api/v1/admin/voucher-stock/{packetId}/codes',
        { params: { path: { packetId } }, body: { lines: value } },
      )
      // A line with quotes, spaces or semicolons beyond a code and its serial is not a code.
      expect(response.status, value).toBe(400)
      expect(error?.code).toBe('INVALID_REQUEST')
    }
    const codes = await server.db
      .selectFrom('voucher_codes')
      .select('code')
      .where('packet_id', '=', packetId)
      .execute()
    expect(codes).toEqual([])
  },

  'POST /api/v1/redeem-code body.code': async () => {
    const customer = await createCustomer(server)
    for (const value of SQL_INJECTIONS) {
      const { response, error } = await customer.api.POST('/api/v1/redeem-code', {
        body: { code: value.slice(0, 64) },
      })
      // No code matches: the code is only ever hashed, never part of a query's text.
      expect(response.status, value).toBe(404)
      expect(error?.code).toBe('INVALID_COUPON_CODE')
    }
    const redeemed = await server.db
      .selectFrom('coupons')
      .select('id')
      .where('redeemed_by', '=', customer.id)
      .execute()
    expect(redeemed).toEqual([])
  },

  'POST /api/v1/admin/coupons body.expiresAt': async () => {
    const operator = await createOperator()
    for (const value of SQL_INJECTIONS) {
      const { response } = await operator.api.POST('/api/v1/admin/coupons', {
        body: { count: 1, amount: 10_000, expiresAt: value },
      })
      // Not a date-time: the contract refuses it before any query.
      expect(response.status, value).toBe(400)
    }
  },

  'POST /api/v1/bank/notifications body.transactionId body.billNumber': async () => {
    const customer = await createCustomer(server)
    for (const value of SQL_INJECTIONS) {
      const unknownBill = await sendBankNotice(server, {
        transactionId: randomUUID(),
        billNumber: value.slice(0, 25),
        amount: 10_000,
        currency: 'LAK',
        paidAt: new Date().toISOString(),
      })
      expect([400, 404]).toContain(unknownBill.status)
      const topup = await waitingTopup(server, customer, 10_000)
      const transactionId = value.slice(0, 64)
      const credited = await sendBankNotice(server, {
        transactionId,
        billNumber: topup.billNumber,
        amount: 10_000,
        currency: 'LAK',
        paidAt: new Date().toISOString(),
      })
      if (transactionId.length === 0) continue
      expect(credited.status, value).toBe(200)
      const stored = await server.db
        .selectFrom('bank_payments')
        .select('transaction_id')
        .where('topup_id', '=', topup.id)
        .executeTakeFirstOrThrow()
      expect(stored.transaction_id).toBe(transactionId)
    }
  },
}

/** Inputs without a case of their own, and why. */
const SAME_AS_GAME_INVOICE = 'voucher-invoice runs the same order preparation as game-invoice'
const notTried: Record<string, string> = {
  'POST /api/v1/voucher-invoice body.inputAboutInfo[].value': SAME_AS_GAME_INVOICE,
  'POST /api/v1/voucher-invoice body.inputAboutInfo[].name': SAME_AS_GAME_INVOICE,
  'POST /api/v1/voucher-invoice body.server': SAME_AS_GAME_INVOICE,
}

describe('SQL injection', () => {
  test('has a case, or a reason for none, for every free-text input of openapi.yaml', () => {
    const covered = [
      ...Object.keys(injections).flatMap((key) => {
        const [method, path, ...fields] = key.split(' ')
        return fields.map((field) => `${method} ${path} ${field}`)
      }),
      ...Object.keys(notTried),
    ]
    expect(listFreeTextInputs().filter((input) => !covered.includes(input))).toEqual([])
  })

  test.each(Object.keys(injections))('SQL injection in %s', { tags: ['attacks'] }, async (key) => {
    const before = await countRows()
    await injections[key]!()
    const after = await countRows()
    for (const table of ATTACKED_TABLES)
      expect(after[table], table).toBeGreaterThanOrEqual(before[table]!)
  })
})
