import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import {
  addVoucherCodes,
  buy,
  createCategory,
  createCustomer,
  createPacket,
  createProduct,
  type Customer,
} from '../server/shop/fixtures.ts'
import { request } from '../server/support/http-client.ts'
import { startTestServer, type TestServer } from '../server/support/test-server.ts'
import { expectWalletHolds } from './support/wallet-checks.ts'

// The operator desk's API, tried by a signed-in customer and by a visitor without a token: every
// operation under /api/v1/admin is refused (403 and 401) and nothing it would change has changed.

let server: TestServer
let customer: Customer
let topupId: string
let packetId: string
let buyer: Customer
let orderId: string

beforeAll(async () => {
  server = await startTestServer()
  customer = await createCustomer(server, { balance: 10_000 })
  const { data } = await customer.api.POST('/api/v1/genarate-qrcode-bank', {
    body: { user_id: customer.id, amount: 50_000 },
  })
  topupId = data!.topup._id
  const category = await createCategory(server.db, 1)
  const voucher = await createProduct(server.db, category, { kind: 'VOUCHER' })
  packetId = await createPacket(server.db, voucher, 10_000)
  await addVoucherCodes(server.db, packetId, 1)
  // An order of another customer, bought with a code of its own: a refund would credit it back.
  buyer = await createCustomer(server, { balance: 10_000 })
  await addVoucherCodes(server.db, packetId, 1)
  const bought = await buy(buyer, '/api/v1/voucher-invoice', {
    voucherId: voucher,
    packetId,
    walletId: buyer.walletId,
    inputAboutInfo: [],
  })
  orderId = bought.data!.data._id
})
afterAll(async () => {
  await server?.close()
})

/** One request per operation of the desk, as an operator would send it. */
const operations: Record<string, () => { path: string; body?: unknown }> = {
  'GET /api/v1/admin/topups': () => ({ path: '/api/v1/admin/topups' }),
  'POST /api/v1/admin/topups/{id}/approve': () => ({
    path: `/api/v1/admin/topups/${topupId}/approve`,
    body: { reference: 'BCEL-FT0001', reason: 'Seen on the statement' },
  }),
  'POST /api/v1/admin/topups/{id}/reject': () => ({
    path: `/api/v1/admin/topups/${topupId}/reject`,
    body: { reason: 'test' },
  }),
  'GET /api/v1/admin/accounts': () => ({
    path: `/api/v1/admin/accounts?phone=${customer.phone.slice(-4)}`,
  }),
  'PUT /api/v1/admin/accounts/{id}/status': () => ({
    path: `/api/v1/admin/accounts/${customer.id}/status`,
    body: { status: 'SUSPENDED' },
  }),
  'GET /api/v1/admin/voucher-stock': () => ({ path: '/api/v1/admin/voucher-stock' }),
  'POST /api/v1/admin/voucher-stock/{packetId}/codes': () => ({
    path: `/api/v1/admin/voucher-stock/${packetId}/codes`,
    body: { lines: 'ATTACKER-CODE-1' },
  }),
  'GET /api/v1/admin/prizes': () => ({ path: '/api/v1/admin/prizes' }),
  'PUT /api/v1/admin/prizes/{rank}': () => ({
    path: '/api/v1/admin/prizes/1',
    body: { image: '0b0e5f4a-1c2d-4e3f-8a9b-0c1d2e3f4a5b.png' },
  }),
  'GET /api/v1/admin/audit': () => ({ path: '/api/v1/admin/audit' }),
  'GET /api/v1/admin/orders': () => ({
    path: `/api/v1/admin/orders?query=${buyer.phone.slice(-6)}`,
  }),
  'POST /api/v1/admin/orders/{id}/refund': () => ({
    path: `/api/v1/admin/orders/${orderId}/refund`,
    body: { reason: 'test' },
  }),
  'GET /api/v1/admin/supplier-orders': () => ({ path: '/api/v1/admin/supplier-orders' }),
  'POST /api/v1/admin/supplier-orders/{id}/check': () => ({
    path: `/api/v1/admin/supplier-orders/${orderId}/check`,
  }),
  'POST /api/v1/admin/supplier-orders/{id}/deliver': () => ({
    path: `/api/v1/admin/supplier-orders/${orderId}/deliver`,
    body: { reference: 'ATTACKER-REF' },
  }),
  'POST /api/v1/admin/supplier-orders/{id}/refund': () => ({
    path: `/api/v1/admin/supplier-orders/${orderId}/refund`,
    body: { reason: 'test' },
  }),
  'GET /api/v1/admin/supplier-balance': () => ({ path: '/api/v1/admin/supplier-balance' }),
  'PUT /api/v1/admin/supplier-balance/threshold': () => ({
    path: '/api/v1/admin/supplier-balance/threshold',
    body: { threshold: 1 },
  }),
  'POST /api/v1/admin/coupons': () => ({
    path: '/api/v1/admin/coupons',
    body: { count: 5, amount: 100_000, expiresAt: '2099-01-01T00:00:00Z' },
  }),
  'GET /api/v1/admin/coupon-batches': () => ({ path: '/api/v1/admin/coupon-batches' }),
  'GET /api/v1/admin/overview': () => ({ path: '/api/v1/admin/overview' }),
}

function contractAdminOperations(): string[] {
  const contract = parse(readFileSync('openapi.yaml', 'utf8')) as {
    paths: Record<string, Record<string, unknown>>
  }
  return Object.entries(contract.paths)
    .filter(([path]) => path.startsWith('/api/v1/admin'))
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
}

async function send(key: string, token?: string) {
  const method = key.split(' ')[0]!
  const { path, body } = operations[key]!()
  return request(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
}

/** Nothing an operation could have changed has changed. */
async function expectNothingChanged() {
  const topup = await server.db
    .selectFrom('topups')
    .select('status')
    .where('id', '=', topupId)
    .executeTakeFirstOrThrow()
  expect(topup.status).toBe('WAITING')
  const account = await server.db
    .selectFrom('users')
    .select('status')
    .where('id', '=', customer.id)
    .executeTakeFirstOrThrow()
  expect(account.status).toBe('ACTIVE')
  const codes = await server.db
    .selectFrom('voucher_codes')
    .select('code')
    .where('packet_id', '=', packetId)
    .execute()
  expect(codes).toHaveLength(2)
  const prizes = await server.db.selectFrom('leaderboard_prizes').select('rank').execute()
  expect(prizes).toEqual([])
  const coupons = await server.db.selectFrom('coupons').select('id').execute()
  expect(coupons).toEqual([])
  const batches = await server.db.selectFrom('coupon_batches').select('id').execute()
  expect(batches).toEqual([])
  const audit = await server.db.selectFrom('audit_log').select('id').execute()
  expect(audit).toEqual([])
  const settings = await server.db
    .selectFrom('desk_settings')
    .select('supplier_balance_threshold')
    .executeTakeFirstOrThrow()
  expect(settings.supplier_balance_threshold).toBe(0)
  await expectWalletHolds(server, customer.walletId, 10_000)
  await expectWalletHolds(server, buyer.walletId, 0)
  const order = await server.db
    .selectFrom('invoices')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  expect(order.status).toBe('SUCCESS')
}

interface ContractOperation {
  operationId: string
  'x-required-role'?: string
  parameters?: ({ $ref: string } | ContractParameter)[]
  requestBody?: unknown
}
interface ContractParameter {
  name: string
  in: string
}

/**
 * Every operation openapi.yaml marks with `x-required-role: ADMIN`, as a request wrong in every
 * input it takes: a JSON array for the body, `not-valid` for each path and query parameter.
 */
function operatorOperations() {
  const contract = parse(readFileSync('openapi.yaml', 'utf8')) as {
    paths: Record<string, Record<string, ContractOperation>>
    components: { parameters: Record<string, ContractParameter> }
  }
  const resolve = (parameter: { $ref: string } | ContractParameter) =>
    '$ref' in parameter
      ? contract.components.parameters[parameter.$ref.split('/').at(-1)!]!
      : parameter
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => operation['x-required-role'] === 'ADMIN')
      .map(([method, operation]) => {
        const parameters = (operation.parameters ?? []).map(resolve)
        const query = parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => `${parameter.name}=not-valid`)
        return {
          operationId: operation.operationId,
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path:
            path.replace(/\{[^}]+\}/g, 'not-valid') + (query.length ? `?${query.join('&')}` : ''),
          withBody: operation.requestBody !== undefined,
          takesInput: operation.requestBody !== undefined || parameters.length > 0,
        }
      }),
  )
}

describe('the operator API, before the request is checked', () => {
  const malformed = operatorOperations()
  let operator: Customer
  beforeAll(async () => {
    operator = await createCustomer(server, { role: 'ADMIN' })
  })

  const sendMalformed = (operation: (typeof malformed)[number], token?: string) =>
    request(`${server.baseUrl}${operation.path}`, {
      method: operation.method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(operation.withBody && { 'content-type': 'application/json' }),
      },
      ...(operation.withBody && { body: '[]' }),
    })

  test('openapi.yaml marks every operation under /api/v1/admin as an operator operation', () => {
    const marked = malformed.map((operation) => operation.key)
    expect(marked).toEqual(expect.arrayContaining(contractAdminOperations()))
  })

  test.each(malformed.map((operation) => [operation.operationId, operation] as const))(
    '%s refuses a customer 403 and a visitor 401 whatever the request holds',
    { tags: ['attacks'] },
    async (_, operation) => {
      const asCustomer = await sendMalformed(operation, customer.token)
      expect(asCustomer.status).toBe(403)
      expect(asCustomer.body).toMatchObject({ code: 'FORBIDDEN' })
      expect((await sendMalformed(operation)).status).toBe(401)
      // The same request from an operator is refused for what it holds: it truly is malformed.
      if (operation.takesInput) {
        const asOperator = await sendMalformed(operation, operator.token)
        expect(asOperator.body).toMatchObject({ code: 'INVALID_REQUEST' })
      }
    },
  )
})

describe('the operator API', () => {
  test('has a case for every operation under /api/v1/admin in openapi.yaml', () => {
    expect(Object.keys(operations).sort()).toEqual(contractAdminOperations().sort())
  })

  test.each(Object.keys(operations))(
    '%s is refused to a customer (403)',
    { tags: ['attacks'] },
    async (key) => {
      const answer = await send(key, customer.token)
      expect(answer.status).toBe(403)
      expect(answer.body).toMatchObject({ code: 'FORBIDDEN' })
      await expectNothingChanged()
    },
  )

  test.each(Object.keys(operations))(
    '%s is refused to a visitor (401)',
    { tags: ['attacks'] },
    async (key) => {
      const answer = await send(key)
      expect(answer.status).toBe(401)
      await expectNothingChanged()
    },
  )
})
