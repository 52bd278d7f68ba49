import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { realtimeEvents } from '#contract/realtime-events.ts'
import { uploadImage } from '../chat/fixtures.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { connectSocket, recordEvents, until } from '../support/sockets.ts'
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
} from '../shop/fixtures.ts'

const clock = createManualClock(new Date('2030-05-10T05:00:00Z'))
let server: TestServer
let operator: Customer
const sockets: Socket[] = []

beforeAll(async () => {
  server = await startTestServer({ clock })
  operator = await createCustomer(server, { fullName: 'Desk operator', role: 'ADMIN' })
})
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})
afterAll(() => server?.close())

async function auditOf(targetId: string) {
  const { data } = await operator.api.GET('/api/v1/admin/audit', {})
  return (data?.data ?? []).filter((entry) => entry.targetId === targetId)
}

describe('accounts', () => {
  test('finds accounts by the digits of their phone, with role, status and balance', async () => {
    const customer = await createCustomer(server, { balance: 30_000 })
    const { data, response } = await operator.api.GET('/api/v1/admin/accounts', {
      params: { query: { phone: customer.phone.slice(-6) } },
    })
    expect(response.status).toBe(200)
    expect(data?.data).toContainEqual(
      expect.objectContaining({
        _id: customer.id,
        phone: customer.phone,
        role: 'CUSTOMER',
        status: 'ACTIVE',
        walletAmount: 30_000,
      }),
    )
  })

  test('a search by letters is refused as a bad request', async () => {
    const { response } = await operator.api.GET('/api/v1/admin/accounts', {
      params: { query: { phone: 'abc' } },
    })
    expect(response.status).toBe(400)
  })

  test('suspending ends the sessions at once; reactivating lets the customer sign in again; both audited', async () => {
    const customer = await createCustomer(server)
    const suspended = await operator.api.PUT('/api/v1/admin/accounts/{id}/status', {
      params: { path: { id: customer.id } },
      body: { status: 'SUSPENDED' },
    })
    expect(suspended.data?.data.status).toBe('SUSPENDED')
    const refused = await customer.api.GET('/api/v1/user/{id}', {
      params: { path: { id: customer.id } },
    })
    expect(refused.response.status).toBe(401)

    const reactivated = await operator.api.PUT('/api/v1/admin/accounts/{id}/status', {
      params: { path: { id: customer.id } },
      body: { status: 'ACTIVE' },
    })
    expect(reactivated.data?.data.status).toBe('ACTIVE')
    const login = await customer.api.POST('/api/v1/login', {
      body: { userName: customer.phone, password: customer.password },
    })
    expect(login.response.status).toBe(200)

    const audit = await auditOf(customer.id)
    expect(audit.map((entry) => entry.action)).toEqual(['account.reactivate', 'account.suspend'])
    expect(audit[0]?.actor).toEqual({
      _id: operator.id,
      fullName: 'Desk operator',
      phone: operator.phone,
    })
  })

  test('an operator cannot suspend themself, and an unknown account is not found', async () => {
    const self = await operator.api.PUT('/api/v1/admin/accounts/{id}/status', {
      params: { path: { id: operator.id } },
      body: { status: 'SUSPENDED' },
    })
    expect(self.response.status).toBe(409)
    expect(self.error?.code).toBe('CANNOT_SUSPEND_SELF')
    const unknown = await operator.api.PUT('/api/v1/admin/accounts/{id}/status', {
      params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
      body: { status: 'SUSPENDED' },
    })
    expect(unknown.response.status).toBe(404)
  })
})

describe('voucher stock', () => {
  async function soldOutVoucher() {
    const category = await createCategory(server.db, 90)
    const product = await createProduct(server.db, category, { kind: 'VOUCHER' })
    const packetId = await createPacket(server.db, product, 20_000)
    return { product, packetId }
  }

  const stockOf = async (packetId: string) => {
    const { data } = await operator.api.GET('/api/v1/admin/voucher-stock', {})
    return data?.data.find((row) => row.packetId === packetId)
  }

  test('lists codes left per package and warns when few are left', async () => {
    const { packetId } = await soldOutVoucher()
    expect(await stockOf(packetId)).toMatchObject({ codesLeft: 0, low: true, amount: 20_000 })
    await addVoucherCodes(server.db, packetId, 6)
    expect(await stockOf(packetId)).toMatchObject({ codesLeft: 6, low: false })
  })

  test('a paste restocks a sold-out voucher, which a customer can then buy; audited with the count', async () => {
    const { product, packetId } = await soldOutVoucher()
    const customer = await createCustomer(server, { balance: 20_000 })
    const before = await buy(customer, '/api/v1/voucher-invoice', {
      voucherId: product,
      packetId,
      walletId: customer.walletId,
      inputAboutInfo: [],
    })
    expect(before.error?.code).toBe('CARD_NOT_ENOUGH_IN_STOCK')

    const { data, response } = await operator.api.POST(
      '/api/v1/admin/voucher-stock/{packetId}/codes',
      {
        params: { path: { packetId } },
        body: { lines: '\n  GIFT-AAAA-1111  \r\nGIFT-AAAA-2222,SN0001\n\n' },
      },
    )
    expect(response.status).toBe(200)
    expect(data).toMatchObject({ added: 2, data: { codesLeft: 2, low: true } })

    const after = await buy(customer, '/api/v1/voucher-invoice', {
      voucherId: product,
      packetId,
      walletId: customer.walletId,
      inputAboutInfo: [],
    })
    expect(after.response.status).toBe(200)
    expect(await walletState(server.db, customer.walletId)).toEqual({ balance: 0, ledger: 0 })
    expect((await auditOf(packetId))[0]).toMatchObject({
      action: 'stock.add',
      detail: { count: 2 },
    })
  })

  test('duplicates refuse the whole paste and are named: pasted twice, or already in stock anywhere', async () => {
    const { packetId } = await soldOutVoucher()
    const other = await soldOutVoucher()
    const [existing = ''] = await addVoucherCodes(server.db, other.packetId, 1)
    const { error, response } = await operator.api.POST(
      '/api/v1/admin/voucher-stock/{packetId}/codes',
      {
        params: { path: { packetId } },
        body: { lines: `NEW-CODE-0001\nTWICE-0002\nTWICE-0002\n${existing}` },
      },
    )
    expect(response.status).toBe(409)
    expect(error?.code).toBe('DUPLICATE_VOUCHER_CODES')
    expect(error?.details).toEqual({ duplicates: [existing, 'TWICE-0002'].sort() })
    expect(await stockOf(packetId)).toMatchObject({ codesLeft: 0 })
  })

  test('a line that is not a code is named by its number, and nothing is added', async () => {
    const { packetId } = await soldOutVoucher()
    const { error, response } = await operator.api.POST(
      '/api/v1/admin/voucher-stock/{packetId}/codes',
      {
        params: { path: { packetId } },
        body: { lines: 'GOOD-CODE-1\nnot a code at all\nx' },
      },
    )
    expect(response.status).toBe(400)
    expect(error?.details).toEqual({ badLines: [2, 3] })
    expect(await stockOf(packetId)).toMatchObject({ codesLeft: 0 })
  })

  test('an unknown package is not found', async () => {
    const { response } = await operator.api.POST('/api/v1/admin/voucher-stock/{packetId}/codes', {
      params: { path: { packetId: '00000000-0000-4000-8000-000000000000' } },
      body: { lines: 'SOME-CODE-1' },
    })
    expect(response.status).toBe(404)
  })
})

describe('leaderboard prizes', () => {
  test("the month's prize is the operator's own upload, shown on the leaderboard and audited", async () => {
    const before = await operator.api.GET('/api/v1/admin/prizes', {})
    expect(before.data).toMatchObject({ month: '2030-05' })
    expect(before.data?.data.map((prize) => prize.chosen)).toEqual([false, false, false])

    const image = await uploadImage(server, operator)
    const set = await operator.api.PUT('/api/v1/admin/prizes/{rank}', {
      params: { path: { rank: 2 } },
      body: { image },
    })
    expect(set.data?.data[1]).toEqual({ rank: 2, image, chosen: true })
    const leaderboard = await operator.api.GET('/api/v1/range-users', {})
    expect(leaderboard.data?.range.gift2).toBe(image)
    expect((await auditOf('2'))[0]).toMatchObject({
      action: 'prize.set',
      detail: { month: '2030-05', image },
    })

    // Next month keeps the picture until the operator changes it.
    clock.advance(31 * 24 * 60 * 60 * 1000)
    operator = await signInAgain(server, operator)
    const nextMonth = await operator.api.GET('/api/v1/admin/prizes', {})
    expect(nextMonth.data?.month).toBe('2030-06')
    expect(nextMonth.data?.data[1]).toEqual({ rank: 2, image, chosen: true })
  })

  test("someone else's upload cannot become a prize", async () => {
    const customer = await createCustomer(server)
    const image = await uploadImage(server, customer)
    const { response } = await operator.api.PUT('/api/v1/admin/prizes/{rank}', {
      params: { path: { rank: 1 } },
      body: { image },
    })
    expect(response.status).toBe(400)
  })
})

describe('top-ups', () => {
  async function waitingTopup(customer: Customer, amount = 40_000) {
    const { data } = await customer.api.POST('/api/v1/genarate-qrcode-bank', {
      body: { user_id: customer.id, amount },
    })
    if (!data) throw new Error('no QR')
    return data.topup._id
  }

  test('waiting top-ups are listed with their customer; operators hear of each new one', async () => {
    const desk = await connectSocket(server.baseUrl, { token: operator.token })
    sockets.push(desk)
    const heard = recordEvents(desk, realtimeEvents.adminTopups)
    const customer = await createCustomer(server)
    const id = await waitingTopup(customer)
    await until(() => heard.length > 0)
    expect(heard).toEqual([{ topupId: id }])

    const { data } = await operator.api.GET('/api/v1/admin/topups', {})
    expect(data?.data).toContainEqual(
      expect.objectContaining({
        _id: id,
        amount: 40_000,
        status: 'WAITING',
        customer: { _id: customer.id, fullName: customer.fullName, phone: customer.phone },
      }),
    )
  })

  test('approval credits once, tells the customer live, and is audited', async () => {
    const customer = await createCustomer(server)
    const socket = await connectSocket(server.baseUrl, { token: customer.token })
    sockets.push(socket)
    const paid = recordEvents(socket, realtimeEvents.topupPaid(customer.id))
    const id = await waitingTopup(customer)

    const approved = await operator.api.POST('/api/v1/admin/topups/{id}/approve', {
      params: { path: { id } },
      body: { reference: 'BCEL-FT0001' },
    })
    expect(approved.data?.data).toMatchObject({ status: 'SUCCESS', currentAmount: 40_000 })
    const again = await operator.api.POST('/api/v1/admin/topups/{id}/approve', {
      params: { path: { id } },
      body: { reference: 'BCEL-FT0001' },
    })
    expect(again.error?.code).toBe('TOPUP_ALREADY_DECIDED')
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 40_000,
      ledger: 40_000,
    })
    await until(() => paid.length > 0)
    expect(paid).toEqual([expect.objectContaining({ topupId: id, walletAmount: 40_000 })])
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['topup.approve'])
  })

  test('rejection closes the top-up with the reason, tells the customer live, and is audited', async () => {
    const customer = await createCustomer(server)
    const socket = await connectSocket(server.baseUrl, { token: customer.token })
    sockets.push(socket)
    const rejected = recordEvents(socket, realtimeEvents.topupRejected(customer.id))
    const id = await waitingTopup(customer)

    const reason = 'The transfer slip shows another account'
    const { data } = await operator.api.POST('/api/v1/admin/topups/{id}/reject', {
      params: { path: { id } },
      body: { reason },
    })
    expect(data?.data.status).toBe('CANCEL')
    await until(() => rejected.length > 0)
    expect(rejected).toEqual([{ topupId: id, amount: 40_000, reason }])
    const approveAfter = await operator.api.POST('/api/v1/admin/topups/{id}/approve', {
      params: { path: { id } },
      body: { reference: 'BCEL-FT0001' },
    })
    expect(approveAfter.error?.code).toBe('TOPUP_ALREADY_DECIDED')
    expect(await walletState(server.db, customer.walletId)).toEqual({ balance: 0, ledger: 0 })
    expect((await auditOf(id))[0]).toMatchObject({ action: 'topup.reject', detail: { reason } })
  })
})
