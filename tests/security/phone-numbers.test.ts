import { readFileSync } from 'node:fs'
import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { textMessage, type ChatMessage } from '../server/chat/fixtures.ts'
import { createCustomer, waitingTopup, type Customer } from '../server/shop/fixtures.ts'
import { createTestClient } from '../server/support/http-client.ts'
import { connectSocket } from '../server/support/sockets.ts'
import { startTestServer, type TestServer } from '../server/support/test-server.ts'

// A customer's phone number is their login (docs/decisions.md, "Whose phone number an answer
// shows"): a visitor and another customer must not collect it from any answer or live event, the
// operator's own included; operators read every number whole.

let server: TestServer
let victim: Customer
let attacker: Customer
let operator: Customer
const sockets: Socket[] = []

const masked = (phone: string) => `${phone.slice(0, 2)}•••••${phone.slice(-3)}`

beforeAll(async () => {
  server = await startTestServer()
  victim = await createCustomer(server, { fullName: 'Victim' })
  attacker = await createCustomer(server, { fullName: 'Attacker' })
  operator = await createCustomer(server, { fullName: 'Operator', role: 'ADMIN' })
  // The victim posts in the group chat, tops up (so ranks on the leaderboard) and writes to the
  // shop; the operator answers in the group, and in both customers' conversations.
  await victim.api.POST('/api/v1/chats-group', { body: textMessage('victim in the group') })
  await operator.api.POST('/api/v1/chats-group', { body: textMessage('operator in the group') })
  const topup = await waitingTopup(server, victim)
  const paid = await createTestClient(server.baseUrl).POST('/dev/bank/pay', {
    body: { qr_code: topup.qrCode },
  })
  expect(paid.response.status).toBe(200)
  await victim.api.POST('/api/v1/chat', { body: textMessage('victim to the shop', 'ADMIN') })
  for (const customer of [victim, attacker]) {
    await operator.api.POST('/api/v1/chat', {
      body: { ...textMessage('the shop answers', 'ADMIN'), customerId: customer.id },
    })
  }
})
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})
afterAll(async () => {
  await server?.close()
})

async function connect(token?: string): Promise<Socket> {
  const socket = await connectSocket(server.baseUrl, token ? { token } : {})
  sockets.push(socket)
  return socket
}

function nextEvent(socket: Socket, event: string): Promise<ChatMessage> {
  return new Promise((resolve) => socket.once(event, resolve))
}

/** The numbers no reader but their owner and the operators may collect. */
const guarded = () => [victim.phone, operator.phone]

function expectNoWholeNumber(answer: unknown, reader: string, numbers = guarded()) {
  const text = JSON.stringify(answer)
  for (const phone of numbers) expect(text, `${reader}: ${phone}`).not.toContain(phone)
}

/**
 * Every GET of openapi.yaml that names no id in its path and is not for operators only: what a
 * visitor or a customer may call at all.
 */
function openReadingPaths(): string[] {
  const contract = parse(readFileSync('openapi.yaml', 'utf8')) as {
    paths: Record<string, { get?: { 'x-required-role'?: string } }>
  }
  return Object.entries(contract.paths)
    .filter(([path]) => !path.startsWith('/dev/') && !path.includes('{'))
    .filter(([, item]) => item.get && !item.get['x-required-role'])
    .map(([path]) => path)
}

describe('a visitor', () => {
  test(
    'collects no whole number from any answer it may read: the group chat, the leaderboard, the rest',
    { tags: ['attacks'] },
    async () => {
      const visitor = createTestClient(server.baseUrl)
      const paths = openReadingPaths()
      expect(paths).toEqual(expect.arrayContaining(['/api/v1/chats-group', '/api/v1/range-users']))
      for (const path of paths) {
        const response = await fetch(`${server.baseUrl}${path}`)
        expectNoWholeNumber(await response.text(), `a visitor reading ${path}`)
      }
      const { data } = await visitor.GET('/api/v1/chats-group', { params: { query: {} } })
      const posterPhones = data!.data.map((message) => message.phone)
      expect(posterPhones).toEqual(
        expect.arrayContaining([masked(victim.phone), masked(operator.phone)]),
      )
      const { data: leaderboard } = await visitor.GET('/api/v1/range-users')
      expect(leaderboard!.data.map((entry) => entry._id)).toContain(victim.id)
    },
  )

  test(
    "a forged operator's token reads as a visitor's, not as an operator's",
    { tags: ['attacks'] },
    async () => {
      const forged = createTestClient(server.baseUrl, `${operator.token.slice(0, -4)}AAAA`)
      const { data, response } = await forged.GET('/api/v1/chats-group', {
        params: { query: {} },
      })
      expect(response.status).toBe(200)
      expectNoWholeNumber(data, 'a forged operator token')
    },
  )

  test(
    "the live group chat carries the poster's number masked to a visitor's socket",
    { tags: ['attacks'] },
    async () => {
      const socket = await connect()
      const arrival = nextEvent(socket, 'MESSEGE:GROUP')
      await victim.api.POST('/api/v1/chats-group', { body: textMessage('live from the victim') })
      const message = await arrival
      expect(message.phone).toBe(masked(victim.phone))
      expectNoWholeNumber(message, 'a visitor socket')
    },
  )
})

describe('another customer', () => {
  test(
    "collects no other customer's number, nor the operator's, from any answer it may read",
    { tags: ['attacks'] },
    async () => {
      for (const path of openReadingPaths()) {
        const response = await fetch(`${server.baseUrl}${path}`, {
          headers: { authorization: `Bearer ${attacker.token}` },
        })
        expectNoWholeNumber(await response.text(), `another customer reading ${path}`)
      }
      const own = await attacker.api.GET('/api/v1/chats/{userId}', {
        params: { path: { userId: attacker.id } },
      })
      expect(own.data!.data.map((message) => message.phone)).toEqual([masked(operator.phone)])
      const victims = await attacker.api.GET('/api/v1/chats/{userId}', {
        params: { path: { userId: victim.id } },
      })
      expect(victims.response.status).toBe(403)
      expectNoWholeNumber(victims.error, "another customer reading the victim's conversation")
    },
  )

  test(
    "reads the victim's and the operator's live group posts masked; its own whole",
    { tags: ['attacks'] },
    async () => {
      const socket = await connect(attacker.token)
      for (const poster of [victim, operator]) {
        const arrival = nextEvent(socket, 'MESSEGE:GROUP')
        await poster.api.POST('/api/v1/chats-group', { body: textMessage('live post') })
        expect((await arrival).phone).toBe(masked(poster.phone))
      }
      const arrival = nextEvent(socket, 'MESSEGE:GROUP')
      await attacker.api.POST('/api/v1/chats-group', { body: textMessage('my own post') })
      expect((await arrival).phone).toBe(attacker.phone)
    },
  )

  test(
    "reads the operator's live reply in its own conversation masked",
    { tags: ['attacks'] },
    async () => {
      const socket = await connect(attacker.token)
      const arrival = nextEvent(socket, `MESSEGE:CUSTOMER:${attacker.id}`)
      await operator.api.POST('/api/v1/chat', {
        body: { ...textMessage('one more answer', 'ADMIN'), customerId: attacker.id },
      })
      expect((await arrival).phone).toBe(masked(operator.phone))
    },
  )
})

describe('an operator', () => {
  test('reads every number whole, in answers and in live events', async () => {
    const { data } = await operator.api.GET('/api/v1/chats-group', { params: { query: {} } })
    const phones = data!.data.map((message) => message.phone)
    expect(phones).toEqual(expect.arrayContaining([victim.phone, operator.phone]))
    expect(phones.some((phone) => phone.includes('•'))).toBe(false)
    const thread = await operator.api.GET('/api/v1/chats/{userId}', {
      params: { path: { userId: victim.id } },
    })
    expect(thread.data!.data.map((message) => message.phone)).toEqual([
      victim.phone,
      operator.phone,
    ])

    const socket = await connect(operator.token)
    const inGroup = nextEvent(socket, 'MESSEGE:GROUP')
    const inConversation = nextEvent(socket, `MESSEGE:CUSTOMER:${victim.id}`)
    await victim.api.POST('/api/v1/chats-group', { body: textMessage('for everyone') })
    await victim.api.POST('/api/v1/chat', { body: textMessage('for the shop', 'ADMIN') })
    expect((await inGroup).phone).toBe(victim.phone)
    expect((await inConversation).phone).toBe(victim.phone)
  })
})
