import { randomBytes, randomUUID } from 'node:crypto'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { realtimeEvents, type ChatMessagePayload } from '../../contract/realtime-events.ts'
import { openDatabase, type Database } from '../../server/src/db/database.ts'
import { signBankNotice } from '../../server/src/security/bank-signature.ts'
import { createCategory, createPacket, createProduct } from '../server/shop/fixtures.ts'
import { newFileName, sampleImages } from '../server/chat/fixtures.ts'
import { builtDistDir } from '../server/support/built-app.ts'
import { createTestClient } from '../server/support/http-client.ts'
import { startUploadStore, type TestUploadStore } from '../server/support/upload-stores.ts'
import {
  startPostgres,
  startRedis,
  type LocalPostgres,
  type LocalRedis,
} from '../../tooling/local-services.ts'
import { startBackendProcess, type BackendProcess } from './support/backend-process.ts'

// Three backend processes, as `npm start` runs them, on one PostgreSQL, one Redis and one object
// store: what one process does, the others see; money raced across them is taken and credited once; every limit
// holds in total; a process killed mid-purchase and a Redis outage lose nothing.

const BANK_SECRET = randomBytes(32).toString('base64url')
const PRICE = 10_000

let postgres: LocalPostgres
let redis: LocalRedis
let objectStore: TestUploadStore
let databaseUrl: string
let db: Database
let env: Record<string, string>
const backends: BackendProcess[] = []
const sockets: Socket[] = []
let game: { productId: string; packetId: string }

beforeAll(async () => {
  ;[postgres, redis, objectStore] = await Promise.all([
    startPostgres(),
    startRedis(),
    startUploadStore('s3'),
  ])
  if (objectStore.config.kind !== 's3') throw new Error('the suite needs an object store')
  const s3 = objectStore.config
  databaseUrl = await postgres.newDatabase()
  env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    TOKEN_SECRET: randomBytes(48).toString('base64url'),
    BANK_WEBHOOK_SECRET: BANK_SECRET,
    // Built by the suite's global setup (built-app.ts), so the three processes find it built.
    DIST_DIR: builtDistDir,
    // The suite is every customer, from one address: each sends its own through the balancer.
    TRUST_PROXY: 'loopback',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  }
}, 240_000)

afterAll(async () => {
  for (const socket of sockets) socket.close()
  await Promise.all(backends.map((backend) => backend.stop()))
  await db?.destroy()
  await redis?.stop()
  await postgres?.stop()
  await objectStore?.close()
}, 60_000)

const backend = (index: number) => () => {
  const process = backends[index]
  if (!process) throw new Error(`backend ${index} is not running`)
  return process
}
const [a, b, c] = [backend(0), backend(1), backend(2)]

/** A customer's address as the balancer forwards it: each test customer has one of their own. */
const addressOf = () =>
  `198.51.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 254)}`

interface Customer {
  token: string
  userId: string
  walletId: string
  phone: string
  /** What the balancer forwards as this customer's address. */
  address: string
}

const api = (backend: BackendProcess, token?: string) => createTestClient(backend.baseUrl, token)
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } })

let phoneSequence = 0
const nextPhone = () =>
  `209${String(Date.now()).slice(-5)}${String((phoneSequence += 1) % 100).padStart(2, '0')}`

/** Registers through the SMS code on `backend`, as a customer does. */
async function newCustomer(backend: BackendProcess): Promise<Customer> {
  const phone = nextPhone()
  const address = addressOf()
  const otp = await api(backend).POST('/api/v1/register-otp', { body: { phone }, ...from(address) })
  const outbox = await api(backend).GET('/dev/outbox/{phone}', { params: { path: { phone } } })
  const created = await api(backend, otp.data?.token).POST(
    '/api/v1/verify-register-craete-customer',
    {
      body: {
        userName: phone,
        password: 'secret123',
        role: 'CUSTOMER',
        fullName: 'Scale',
        code: outbox.data?.code ?? '',
      },
      ...from(address),
    },
  )
  if (!created.data) throw new Error(`registration failed: ${JSON.stringify(created.error)}`)
  const { accessToken, data: user } = created.data
  return { token: accessToken, userId: user._id, walletId: user.walletId, phone, address }
}

async function newQr(backend: BackendProcess, customer: Customer, amount: number) {
  const { data } = await api(backend, customer.token).POST('/api/v1/genarate-qrcode-bank', {
    body: { user_id: customer.userId, amount },
  })
  if (!data) throw new Error('no QR')
  const { bill_number: billNumber } = await db
    .selectFrom('topups')
    .select('bill_number')
    .where('id', '=', data.topup._id)
    .executeTakeFirstOrThrow()
  return { qrCode: data.qr_code, billNumber: billNumber ?? '', amount }
}

/** The bank's signed payment notice, sent to `backend`. */
function notifyPayment(backend: BackendProcess, notice: Record<string, unknown>) {
  const raw = JSON.stringify(notice)
  const timestamp = String(Math.floor(Date.now() / 1000))
  return fetch(`${backend.baseUrl}/api/v1/bank/notifications`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-bank-timestamp': timestamp,
      'x-bank-signature': signBankNotice(BANK_SECRET, timestamp, raw),
    },
    body: raw,
  }).then(async (response) => ({
    status: response.status,
    outcome: ((await response.json()) as { status: string }).status,
  }))
}

async function fund(customer: Customer, amount: number) {
  const { qrCode } = await newQr(a(), customer, amount)
  const paid = await api(b()).POST('/dev/bank/pay', { body: { qr_code: qrCode } })
  expect(paid.response.status).toBe(200)
}

async function balanceOf(customer: Customer): Promise<number> {
  const row = await db
    .selectFrom('wallets')
    .select('balance')
    .where('id', '=', customer.walletId)
    .executeTakeFirstOrThrow()
  return row.balance
}

function buy(backend: BackendProcess, customer: Customer, idempotencyKey = randomUUID()) {
  return api(backend, customer.token).POST('/api/v1/game-invoice', {
    params: { header: { 'Idempotency-Key': idempotencyKey, 'x-request-id': customer.walletId } },
    body: {
      gameId: game.productId,
      packetId: game.packetId,
      walletId: customer.walletId,
      inputAboutInfo: [{ name: 'Player ID', value: '12345678' }],
    },
  })
}

/** Posts to the group chat. */
const postToGroup = (backend: BackendProcess, customer: Customer, text: string) =>
  api(backend, customer.token).POST('/api/v1/chats-group', {
    body: { type: 'TEXT', mode: 'GROUP', text },
  })

const invoicesOf = (customer: Customer) =>
  db.selectFrom('invoices').select('id').where('customer_id', '=', customer.userId).execute()

function connectSocket(
  backend: BackendProcess,
  token?: string,
  reconnectionDelay = 100,
): Promise<Socket> {
  const socket = io(backend.baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnectionDelay,
    reconnectionDelayMax: Math.max(reconnectionDelay, 500),
  })
  sockets.push(socket)
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', reject)
  })
}

const nextEvent = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)))

describe('three backend processes on one PostgreSQL and one Redis', () => {
  test(
    'started at once on an empty database, all come up and the demo data is seeded once',
    { tags: ['faults'], timeout: 120_000 },
    async () => {
      backends.push(
        ...(await Promise.all(['a', 'b', 'c'].map((name) => startBackendProcess(name, env)))),
      )
      db = await openDatabase({ kind: 'postgres', url: databaseUrl })
      const demoCustomers = await db
        .selectFrom('users')
        .select('id')
        .where('user_name', '=', '2055550101')
        .execute()
      expect(demoCustomers).toHaveLength(1)
      for (const backend of backends) {
        const login = await api(backend).POST('/api/v1/login', {
          body: { userName: '2055550101', password: 'demo1234' },
        })
        expect(login.response.status).toBe(200)
      }
      const category = await createCategory(db, 99)
      const productId = await createProduct(db, category)
      game = { productId, packetId: await createPacket(db, productId, PRICE) }
    },
  )

  test("a group message posted on one process reaches sockets on the other two, the poster's phone whole only on the poster's own", async () => {
    const author = await newCustomer(a())
    const [visitorOnB, authorOnC] = await Promise.all([
      connectSocket(b()),
      connectSocket(c(), author.token),
    ])
    const text = `hello from a ${randomUUID()}`
    const received = [visitorOnB, authorOnC].map((socket) =>
      nextEvent<ChatMessagePayload>(socket, realtimeEvents.groupChat),
    )
    expect((await postToGroup(a(), author, text)).response.status).toBe(200)
    const [toVisitor, toAuthor] = await Promise.all(received)
    expect([toVisitor?.text, toAuthor?.text]).toEqual([text, text])
    expect(toVisitor?.phone).toBe(`20•••••${author.phone.slice(-3)}`)
    expect(toAuthor?.phone).toBe(author.phone)
  })

  test(
    'a socket cut for a moment gets, once back, the events other processes sent meanwhile',
    { tags: ['faults'] },
    async () => {
      const customer = await newCustomer(a())
      // Reconnecting after a second leaves time to post while it is away.
      const socket = await connectSocket(b(), customer.token, 1_000)
      // Recovery resumes after the last event the socket received.
      const first = nextEvent<ChatMessagePayload>(socket, realtimeEvents.groupChat)
      await postToGroup(a(), customer, `before the cut ${randomUUID()}`)
      await first

      const disconnected = nextEvent<string>(socket, 'disconnect')
      // The network drops: not a disconnect the client asked for, so it reconnects by itself.
      socket.io.engine.close()
      await disconnected
      const missed = `while away ${randomUUID()}`
      const delivered = nextEvent<ChatMessagePayload>(socket, realtimeEvents.groupChat)
      expect((await postToGroup(c(), customer, missed)).response.status).toBe(200)
      await nextEvent<void>(socket, 'connect')
      expect(socket.recovered).toBe(true)
      expect((await delivered).text).toBe(missed)
    },
  )

  test('a picture uploaded through one process is served by the others', async () => {
    const customer = await newCustomer(a())
    const fileName = newFileName('image/png')
    const granted = await api(a(), customer.token).POST('/api/v1/generate-url-s3', {
      body: { fileName, mimeType: 'image/png' },
    })
    const put = await fetch(`${a().baseUrl}${granted.data?.url}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: sampleImages['image/png'],
    })
    expect(put.status).toBe(200)
    for (const backend of [b(), c()]) {
      const served = await fetch(`${backend.baseUrl}/images/${fileName}`)
      expect(served.status).toBe(200)
      expect(Buffer.from(await served.arrayBuffer())).toEqual(sampleImages['image/png'])
    }
  })

  test(
    '20 purchases split over three processes, with money for 5: exactly 5, never below zero',
    { tags: ['races'] },
    async () => {
      const customer = await newCustomer(b())
      await fund(customer, 5 * PRICE)
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => buy(backends[index % 3]!, customer)),
      )
      const refusals = answers.flatMap((answer) => (answer.error ? [answer.error.code] : []))
      expect(refusals).toEqual(Array(15).fill('AMOUNT_IS_NOT_ENOUGH'))
      expect(await invoicesOf(customer)).toHaveLength(5)
      expect(await balanceOf(customer)).toBe(0)
    },
  )

  test(
    'one purchase sent twice to every process at once, with one Idempotency-Key, is bought once',
    { tags: ['races'] },
    async () => {
      const customer = await newCustomer(c())
      await fund(customer, 3 * PRICE)
      const key = randomUUID()
      const answers = await Promise.all(
        backends.flatMap((backend) => [buy(backend, customer, key), buy(backend, customer, key)]),
      )
      const invoices = await invoicesOf(customer)
      expect(invoices).toHaveLength(1)
      expect(await balanceOf(customer)).toBe(2 * PRICE)
      expect(answers.map((answer) => answer.data?.data._id)).toEqual(Array(6).fill(invoices[0]!.id))
    },
  )

  test(
    'a bank notice delivered to every process at once, three times each, credits once',
    { tags: ['races'] },
    async () => {
      const customer = await newCustomer(a())
      const { billNumber, amount } = await newQr(b(), customer, 40_000)
      const notice = {
        transactionId: `BCEL${randomUUID().slice(0, 12)}`,
        billNumber,
        amount,
        currency: 'LAK',
        paidAt: new Date().toISOString(),
      }
      const answers = await Promise.all(
        Array.from({ length: 9 }, (_, index) => notifyPayment(backends[index % 3]!, notice)),
      )
      expect(answers.map((answer) => answer.status)).toEqual(Array(9).fill(200))
      const outcomes = answers.map((answer) => answer.outcome)
      expect(outcomes.filter((outcome) => outcome === 'CREDITED')).toHaveLength(1)
      expect(outcomes.filter((outcome) => outcome === 'ALREADY_CREDITED')).toHaveLength(8)
      expect(await balanceOf(customer)).toBe(40_000)
    },
  )

  test(
    'the login limit holds in total: the 11th wrong password for one phone is refused, whichever process hears it',
    { tags: ['races'] },
    async () => {
      const customer = await newCustomer(a())
      const statuses: number[] = []
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const answer = await api(backends[attempt % 3]!).POST('/api/v1/login', {
          body: { userName: customer.phone, password: 'wrong-password' },
          ...from(customer.address),
        })
        statuses.push(answer.response.status)
      }
      expect(statuses).toEqual([...Array(10).fill(401), 429, 429])
    },
  )

  test(
    'the SMS limit holds in total per customer address, and another address has its own',
    { tags: ['races'] },
    async () => {
      const address = addressOf()
      const statuses: number[] = []
      for (let attempt = 0; attempt < 7; attempt += 1) {
        const answer = await api(backends[attempt % 3]!).POST('/api/v1/register-otp', {
          body: { phone: nextPhone() },
          ...from(address),
        })
        statuses.push(answer.response.status)
      }
      expect(statuses).toEqual([...Array(5).fill(200), 429, 429])
      const elsewhere = await api(c()).POST('/api/v1/register-otp', {
        body: { phone: nextPhone() },
        ...from(addressOf()),
      })
      expect(elsewhere.response.status).toBe(200)
    },
  )

  test(
    'the chat limit holds in total: 20 posts in 10 s, wherever they are sent',
    { tags: ['races'] },
    async () => {
      const customer = await newCustomer(b())
      const statuses: number[] = []
      for (let post = 0; post < 23; post += 1) {
        const answer = await postToGroup(backends[post % 3]!, customer, `post ${post}`)
        statuses.push(answer.response.status)
      }
      expect(statuses).toEqual([...Array(20).fill(200), 429, 429, 429])
    },
  )

  test(
    'the coupon limit holds in total: after 10 tries anywhere, the right code is refused on every process',
    { tags: ['races'] },
    async () => {
      const operator = await api(c()).POST('/api/v1/login', {
        body: { userName: '2099990000', password: 'admin1234' },
        ...from(addressOf()),
      })
      const minted = await api(c(), operator.data?.accessToken).POST('/api/v1/admin/coupons', {
        body: {
          count: 1,
          amount: 10_000,
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      })
      const [code = ''] = minted.data?.codes ?? []
      const customer = await newCustomer(a())
      const statuses: number[] = []
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const answer = await api(backends[attempt % 3]!, customer.token).POST(
          '/api/v1/redeem-code',
          {
            body: { code: `WRNG-${String(attempt).padStart(4, '2')}-GUES` },
            ...from(addressOf()),
          },
        )
        statuses.push(answer.response.status)
      }
      expect(statuses).toEqual(Array(10).fill(404))
      for (const backend of backends) {
        const answer = await api(backend, customer.token).POST('/api/v1/redeem-code', {
          body: { code },
          ...from(addressOf()),
        })
        expect(answer.response.status).toBe(429)
      }
      expect(await balanceOf(customer)).toBe(0)
    },
  )

  test(
    'a process killed mid-purchase loses nothing: bought once or not at all, and a retry elsewhere settles it',
    { tags: ['faults'], timeout: 60_000 },
    async () => {
      const customer = await newCustomer(a())
      await fund(customer, 2 * PRICE)
      const key = randomUUID()
      const victim = c()
      const sent = buy(victim, customer, key).catch(() => null)
      await victim.kill()
      await sent
      const retried = await buy(a(), customer, key)
      const invoices = await invoicesOf(customer)
      expect(invoices).toHaveLength(1)
      expect(retried.data?.data._id).toBe(invoices[0]!.id)
      expect(await balanceOf(customer)).toBe(PRICE)
      backends[2] = await startBackendProcess('c', env)
    },
  )

  test(
    'Redis stopped and started again: no process dies, they keep serving, and clients are told to resync',
    { tags: ['faults'], timeout: 60_000 },
    async () => {
      const customer = await newCustomer(a())
      const watchers = await Promise.all(backends.map((backend) => connectSocket(backend)))
      const resyncs = watchers.map((socket) => nextEvent<void>(socket, realtimeEvents.resync))

      await redis.interrupt()
      for (const backend of backends) {
        const catalogue = await api(backend).GET('/api/v1/games-group-by-category')
        expect(catalogue.response.status).toBe(200)
        // Limits count in each process meanwhile: a customer can still sign in.
        const login = await api(backend).POST('/api/v1/login', {
          body: { userName: customer.phone, password: 'secret123' },
          ...from(customer.address),
        })
        expect(login.response.status).toBe(200)
      }
      await redis.resume()
      await Promise.all(resyncs)
      expect(backends.map((backend) => backend.alive())).toEqual([true, true, true])

      // The relay carries events between processes again.
      const listener = await connectSocket(c())
      const text = `after the outage ${randomUUID()}`
      const received = nextEvent<ChatMessagePayload>(listener, realtimeEvents.groupChat)
      await postToGroup(b(), customer, text)
      expect((await received).text).toBe(text)
      for (const backend of backends)
        expect(backend.errors()).not.toMatch(/missing 'error' handler/)
    },
  )
})
