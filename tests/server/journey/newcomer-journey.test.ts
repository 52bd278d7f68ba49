import { randomUUID } from 'node:crypto'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { components } from '#contract/schema.d.ts'
import { seedDemoData } from '#server/src/seed/seed.ts'
import { createTestClient } from '../support/http-client.ts'
import { connectSocket } from '../support/sockets.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

type NameValue = components['schemas']['NameValue']
type AccountField = components['schemas']['AccountField']
type Packet = components['schemas']['Packet']
type ProductDetail = components['schemas']['ProductDetail']

/**
 * One newcomer, start to finish, over real HTTP and a real socket against the seeded demo shop,
 * using the dev helpers (OTP outbox, bank simulator) as a person would. Each step builds on the
 * one before it, so the steps share the newcomer's state and run in order.
 */

const PHONE = '2077712345'
const PASSWORD = 'newcomer-pass-1'
const FULL_NAME = 'Newcomer Vongsa'
const TOPUP_AMOUNT = 50_000
const SOCKET_EVENT_WAIT_MS = 5_000

let server: TestServer
let socket: Socket | undefined

/** What the newcomer holds after signing up: the session and the wallet the steps move. */
const newcomer = {
  id: '',
  walletId: '',
  accessToken: '',
  refreshToken: '',
  balance: 0,
}

beforeAll(async () => {
  server = await startTestServer()
  await seedDemoData(server.deps)
})
afterAll(async () => {
  socket?.close()
  await server?.close()
})

const visitor = () => createTestClient(server.baseUrl)
const signedIn = () => createTestClient(server.baseUrl, newcomer.accessToken)

/** What a person types into an account field: the example its hint shows ("e.g. 12345678"). */
function valueFromHint(field: AccountField): NameValue {
  return { name: field.name, value: field.valueEn.replace(/^e\.g\.\s*/, '') }
}

/** The first game server when the product has any (the server dropdown's first choice). */
function firstServerOf(product: ProductDetail): { server?: string } {
  const first = product.gameservers[0]
  return first ? { server: first.value } : {}
}

function cheapest(packets: Packet[]): Packet {
  const [first] = [...packets].sort((a, b) => a.amount - b.amount)
  if (!first) throw new Error('A product without packets')
  return first
}

/** The catalogue's products of one kind, in the order the home screen shows them. */
async function catalogueProducts(kind: 'GAME' | 'VOUCHER') {
  const { data } = await visitor().GET('/api/v1/games-group-by-category')
  return (data?.data ?? []).flatMap((group) => group.data).filter((game) => game.kind === kind)
}

async function productDetail(kind: 'GAME' | 'VOUCHER', id: string): Promise<ProductDetail> {
  const { data } =
    kind === 'GAME'
      ? await signedIn().GET('/api/v1/game/{id}', { params: { path: { id } } })
      : await signedIn().GET('/api/v1/voucher/{id}', { params: { path: { id } } })
  if (!data) throw new Error(`No detail for ${kind} ${id}`)
  return data.data
}

async function packetsOf(kind: 'GAME' | 'VOUCHER', id: string): Promise<Packet[]> {
  const query = kind === 'GAME' ? { gameId: id } : { voucherId: id }
  const { data } = await signedIn().GET('/api/v1/packets', { params: { query } })
  return data?.data ?? []
}

async function walletAmount(): Promise<number | undefined> {
  const { data } = await signedIn().GET('/api/v1/user/{id}', {
    params: { path: { id: newcomer.id } },
  })
  return data?.data.walletAmount
}

/** The headers of one purchase attempt: the wallet (SPEC 7) and a fresh Idempotency-Key. */
function purchaseHeaders() {
  return { 'x-request-id': newcomer.walletId, 'Idempotency-Key': randomUUID() }
}

/** Resolves with the first payload of `event`, or rejects when none comes in time. */
function nextEvent(from: Socket, event: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No ${event} within ${SOCKET_EVENT_WAIT_MS} ms`)),
      SOCKET_EVENT_WAIT_MS,
    )
    from.once(event, (payload: unknown) => {
      clearTimeout(timer)
      resolve(payload)
    })
  })
}

describe('a newcomer', () => {
  let gameInvoiceId = ''
  let voucherInvoiceId = ''

  test('registers with the code from the outbox and is signed in with 0 kip', async () => {
    const otp = await visitor().POST('/api/v1/register-otp', { body: { phone: PHONE } })
    expect(otp.response.status).toBe(200)
    const outbox = await visitor().GET('/dev/outbox/{phone}', {
      params: { path: { phone: PHONE } },
    })
    expect(outbox.response.status).toBe(200)
    expect(outbox.data?.code).toMatch(/^\d{6}$/)

    const registered = await createTestClient(server.baseUrl, otp.data?.token).POST(
      '/api/v1/verify-register-craete-customer',
      {
        body: {
          userName: PHONE,
          password: PASSWORD,
          role: 'CUSTOMER',
          fullName: FULL_NAME,
          code: outbox.data?.code ?? '',
        },
      },
    )
    expect(registered.response.status).toBe(200)
    const session = registered.data
    if (!session) throw new Error('Registration answered no session')
    expect(session.data).toMatchObject({
      userName: PHONE,
      fullName: FULL_NAME,
      role: 'CUSTOMER',
      status: 'ACTIVE',
      walletAmount: 0,
    })
    Object.assign(newcomer, {
      id: session.data._id,
      walletId: session.data.walletId,
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
    })
    expect(await walletAmount()).toBe(0)
  })

  test('tops up 50,000 kip by QR, hears it on the socket, and the wallet shows it', async () => {
    socket = await connectSocket(server.baseUrl, { token: newcomer.accessToken })
    const event = `BANK:TOPUP:${newcomer.id}`
    const heard = nextEvent(socket, event)

    const qr = await signedIn().POST('/api/v1/genarate-qrcode-bank', {
      body: { user_id: newcomer.id, amount: TOPUP_AMOUNT },
    })
    expect(qr.response.status).toBe(200)
    expect(qr.data?.topup).toMatchObject({ status: 'WAITING', amount: TOPUP_AMOUNT })
    const paid = await visitor().POST('/dev/bank/pay', {
      body: { qr_code: qr.data?.qr_code ?? '' },
    })
    expect(paid.data).toEqual({ status: 'CREDITED' })

    expect(await heard).toEqual({
      topupId: qr.data?.topup._id,
      amount: TOPUP_AMOUNT,
      walletAmount: TOPUP_AMOUNT,
      status: 'SUCCESS',
    })
    newcomer.balance = TOPUP_AMOUNT
    expect(await walletAmount()).toBe(TOPUP_AMOUNT)
  })

  test('checks the player of the first player-checked game and buys its cheapest packet', async () => {
    let game: ProductDetail | undefined
    for (const tile of await catalogueProducts('GAME')) {
      const detail = await productDetail('GAME', tile._id)
      if (detail.playerCheck) {
        game = detail
        break
      }
    }
    if (!game) throw new Error('The demo catalogue has no game with a player check')
    const inputAboutInfo = game.inputAboutInfo.map(valueFromHint)
    const where = firstServerOf(game)

    const check = await signedIn().POST('/api/v1/game/{id}/check-player', {
      params: { path: { id: game._id } },
      body: { inputAboutInfo, ...where },
    })
    expect(check.response.status).toBe(200)
    expect(check.data?.playerName).toMatch(/\S/)

    const packet = cheapest(await packetsOf('GAME', game._id))
    const bought = await signedIn().POST('/api/v1/game-invoice', {
      params: { header: purchaseHeaders() },
      body: {
        gameId: game._id,
        packetId: packet._id,
        walletId: newcomer.walletId,
        inputAboutInfo,
        ...where,
      },
    })
    expect(bought.response.status).toBe(200)
    expect(bought.data?.data).toMatchObject({
      kind: 'GAME',
      gameId: { _id: game._id },
      packetId: { _id: packet._id, amount: packet.amount },
      inputAboutInfo,
    })
    newcomer.balance -= packet.amount
    expect(bought.data?.walletAmount).toBe(newcomer.balance)
    expect(await walletAmount()).toBe(newcomer.balance)
    gameInvoiceId = bought.data?.data._id ?? ''
  })

  test('buys a voucher in stock and receives its code', async () => {
    let choice: { voucher: ProductDetail; packet: Packet } | undefined
    for (const tile of await catalogueProducts('VOUCHER')) {
      const affordable = (await packetsOf('VOUCHER', tile._id)).filter(
        (packet) => (packet.inStock ?? 0) > 0 && packet.amount <= newcomer.balance,
      )
      if (affordable.length > 0) {
        choice = { voucher: await productDetail('VOUCHER', tile._id), packet: cheapest(affordable) }
        break
      }
    }
    if (!choice) throw new Error('The demo catalogue has no affordable voucher in stock')
    const { voucher, packet } = choice

    const bought = await signedIn().POST('/api/v1/voucher-invoice', {
      params: { header: purchaseHeaders() },
      body: {
        voucherId: voucher._id,
        packetId: packet._id,
        walletId: newcomer.walletId,
        inputAboutInfo: voucher.inputAboutInfo.map(valueFromHint),
        ...firstServerOf(voucher),
      },
    })
    expect(bought.response.status).toBe(200)
    expect(bought.data?.code).toMatch(/\S/)
    expect(bought.data?.data.code).toBe(bought.data?.code)
    newcomer.balance -= packet.amount
    expect(bought.data?.walletAmount).toBe(newcomer.balance)
    expect(await walletAmount()).toBe(newcomer.balance)
    voucherInvoiceId = bought.data?.data._id ?? ''
  })

  test('sees both purchases and the top-up in the histories', async () => {
    const invoices = await signedIn().GET('/api/v1/invoices', {
      params: { query: { limit: 30, skip: 0, customerId: newcomer.id } },
    })
    expect(invoices.data?.total).toBe(2)
    expect(invoices.data?.data.map((invoice) => invoice._id).sort()).toEqual(
      [gameInvoiceId, voucherInvoiceId].sort(),
    )

    const wallet = await signedIn().GET('/api/v1/wallet-history', {
      params: { query: { limit: 30, skip: 0, userId: newcomer.id } },
    })
    expect(wallet.data?.total).toBe(1)
    expect(wallet.data?.data[0]).toMatchObject({
      status: 'SUCCESS',
      moneyType: 'BANK',
      oldAmount: 0,
      amount: TOPUP_AMOUNT,
      currentAmount: TOPUP_AMOUNT,
    })
  })

  test('posts to the group chat and to the admin, and finds both messages', async () => {
    const groupText = `Hello everyone ${randomUUID()}`
    const group = await signedIn().POST('/api/v1/chats-group', {
      body: { text: groupText, type: 'TEXT', mode: 'GROUP' },
    })
    expect(group.data?.message).toBe('SUCCESS')
    const groupList = await visitor().GET('/api/v1/chats-group')
    expect(groupList.data?.data.at(-1)).toMatchObject({
      text: groupText,
      senderName: FULL_NAME,
      createdbyName: newcomer.id,
      mode: 'GROUP',
    })

    const adminText = `Where is my code? ${randomUUID()}`
    const toAdmin = await signedIn().POST('/api/v1/chat', {
      body: { text: adminText, type: 'TEXT', mode: 'ADMIN' },
    })
    expect(toAdmin.data?.message).toBe('CREATE_CHAT_SUCCESS')
    const conversation = await signedIn().GET('/api/v1/chats/{userId}', {
      params: { path: { userId: newcomer.id } },
    })
    expect(conversation.data?.data.at(-1)).toMatchObject({
      text: adminText,
      mode: 'ADMIN',
      isFrom: 'CUSTOMER',
      customerId: newcomer.id,
    })
  })

  test('refreshes the session (the refresh token rotates), then logs in with the password', async () => {
    const retired = newcomer.refreshToken
    const refreshed = await visitor().POST('/api/v1/genarater-refresh-token', {
      body: { token: retired },
    })
    expect(refreshed.response.status).toBe(200)
    const session = refreshed.data
    if (!session) throw new Error('Refresh answered no session')
    expect(session.refreshToken).not.toBe(retired)
    expect(session.data._id).toBe(newcomer.id)
    newcomer.accessToken = session.accessToken
    expect(await walletAmount()).toBe(newcomer.balance)

    // The retired token is spent: presenting it again is refused (and revokes its family).
    const replayed = await visitor().POST('/api/v1/genarater-refresh-token', {
      body: { token: retired },
    })
    expect(replayed.response.status).toBe(402)
    expect(replayed.error?.code).toBe('REFRESH_TOKEN_EXPIRED')

    const login = await visitor().POST('/api/v1/login', {
      body: { userName: PHONE, password: PASSWORD },
    })
    expect(login.response.status).toBe(200)
    expect(login.data?.data).toMatchObject({
      _id: newcomer.id,
      walletId: newcomer.walletId,
      walletAmount: newcomer.balance,
    })
  })
})
