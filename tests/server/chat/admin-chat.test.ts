import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestClient } from '../support/http-client.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import {
  createChatUser,
  textMessage,
  uploadImage,
  type ChatMessage,
  type ChatMessageInput,
  type ChatUser,
} from './fixtures.ts'

const clock = createManualClock(new Date('2030-03-01T08:00:00Z'))
let server: TestServer
let admin: ChatUser

beforeAll(async () => {
  server = await startTestServer({ clock })
  admin = await createChatUser(server, { role: 'ADMIN' })
})
afterAll(async () => {
  await server?.close()
})

/** Posts to /chat (defaults: a TEXT in mode ADMIN) and moves the clock a second. */
async function postToAdmin(user: ChatUser, body: Partial<ChatMessageInput>): Promise<ChatMessage> {
  const { data, response } = await user.api.POST('/api/v1/chat', {
    body: { ...textMessage('hello', 'ADMIN'), ...body },
  })
  expect(response.status).toBe(200)
  expect(data!.message).toBe('CREATE_CHAT_SUCCESS')
  clock.advance(1000)
  return data!.data
}

async function conversation(reader: ChatUser, customerId: string) {
  return reader.api.GET('/api/v1/chats/{userId}', { params: { path: { userId: customerId } } })
}

describe('createAdminChat', () => {
  test('a customer posts to their own conversation, whatever customerId the body names', async () => {
    const customer = await createChatUser(server)
    const other = await createChatUser(server)
    const message = await postToAdmin(customer, {
      text: 'my top-up is missing',
      customerId: other.id,
      isFrom: 'ADMIN',
    })
    expect(message).toMatchObject({
      mode: 'ADMIN',
      isFrom: 'CUSTOMER',
      customerId: customer.id,
      createdbyName: customer.id,
      senderName: customer.fullName,
      phone: customer.phone,
      urlImageUser: customer.image,
      text: 'my top-up is missing',
    })
    expect((await conversation(other, other.id)).data!.data).toEqual([])
  })

  test('an admin replies to the customer named by customerId', async () => {
    const customer = await createChatUser(server)
    await postToAdmin(customer, { text: 'help' })
    const reply = await postToAdmin(admin, { text: 'on it', customerId: customer.id })
    expect(reply).toMatchObject({
      isFrom: 'ADMIN',
      customerId: customer.id,
      createdbyName: admin.id,
      senderName: admin.fullName,
    })
    const { data } = await conversation(customer, customer.id)
    expect(data!.data.map((message) => [message.isFrom, message.text])).toEqual([
      ['CUSTOMER', 'help'],
      ['ADMIN', 'on it'],
    ])
  })

  test('an admin reply needs customerId naming a customer', async () => {
    const otherAdmin = await createChatUser(server, { role: 'ADMIN' })
    for (const customerId of [undefined, otherAdmin.id, randomUUID()]) {
      const { response, error } = await admin.api.POST('/api/v1/chat', {
        body: { ...textMessage('hi', 'ADMIN'), ...(customerId ? { customerId } : {}) },
      })
      expect(response.status).toBe(400)
      expect(error?.code).toBe('INVALID_REQUEST')
    }
  })

  test("a customer sends their own stored image; not anyone else's", async () => {
    const customer = await createChatUser(server)
    const other = await createChatUser(server)
    const own = await uploadImage(server, customer, 'image/gif')
    const message = await postToAdmin(customer, { type: 'IMAGE', text: own, image: [own] })
    expect(message).toMatchObject({
      type: 'IMAGE',
      text: own,
      image: [own],
      customerId: customer.id,
    })
    const othersFile = await uploadImage(server, other)
    const { response, error } = await customer.api.POST('/api/v1/chat', {
      body: { type: 'IMAGE', mode: 'ADMIN', text: othersFile, image: [othersFile] },
    })
    expect(response.status).toBe(400)
    expect(error?.code).toBe('INVALID_REQUEST')
  })

  test('refuses mode GROUP, a visitor, and a flood shared with the group chat', async () => {
    const customer = await createChatUser(server)
    const wrongMode = await customer.api.POST('/api/v1/chat', { body: textMessage('hi', 'GROUP') })
    expect(wrongMode.response.status).toBe(400)
    expect(wrongMode.error?.code).toBe('INVALID_REQUEST')

    const anonymous = await createTestClient(server.baseUrl).POST('/api/v1/chat', {
      body: textMessage('hi', 'ADMIN'),
    })
    expect(anonymous.response.status).toBe(401)

    const flooder = await createChatUser(server)
    for (let index = 0; index < 10; index += 1) {
      expect(
        (await flooder.api.POST('/api/v1/chats-group', { body: textMessage('g') })).response.status,
      ).toBe(200)
      expect(
        (await flooder.api.POST('/api/v1/chat', { body: textMessage('a', 'ADMIN') })).response
          .status,
      ).toBe(200)
    }
    const refused = await flooder.api.POST('/api/v1/chat', { body: textMessage('a', 'ADMIN') })
    expect(refused.response.status).toBe(429)
    expect(refused.error?.code).toBe('RATE_LIMITED')
    clock.advance(10_000)
  })

  test('an operator answering customer after customer is not limited', async () => {
    const customer = await createChatUser(server)
    for (let index = 0; index < 25; index += 1) {
      const { response } = await admin.api.POST('/api/v1/chat', {
        body: { ...textMessage(`answer ${index}`, 'ADMIN'), customerId: customer.id },
      })
      expect(response.status).toBe(200)
    }
    clock.advance(10_000)
  })
})

describe('listCustomerChats', () => {
  test('a customer reads only their own conversation; an admin reads any', async () => {
    const customer = await createChatUser(server)
    const snoop = await createChatUser(server)
    await postToAdmin(customer, { text: 'private matter' })

    const own = await conversation(customer, customer.id)
    expect(own.response.status).toBe(200)
    expect(own.data!.data.map((message) => message.text)).toEqual(['private matter'])

    const forbidden = await conversation(snoop, customer.id)
    expect(forbidden.response.status).toBe(403)
    expect(forbidden.error?.code).toBe('FORBIDDEN')
    expect(JSON.stringify(forbidden.error)).not.toContain('private matter')

    const asAdmin = await conversation(admin, customer.id)
    expect(asAdmin.data!.data.map((message) => message.text)).toEqual(['private matter'])
  })

  test("the customer reads their own phone whole and the operator's masked; an operator reads both whole", async () => {
    const customer = await createChatUser(server)
    await postToAdmin(customer, { text: 'where is my order?' })
    await postToAdmin(admin, { text: 'sent just now', customerId: customer.id })
    const phones = async (reader: ChatUser) =>
      (await conversation(reader, customer.id)).data!.data.map((message) => message.phone)

    expect(await phones(customer)).toEqual([customer.phone, `20•••••${admin.phone.slice(-3)}`])
    expect(await phones(admin)).toEqual([customer.phone, admin.phone])
  })

  test('pages like the group chat: limit keeps the newest, before pages back', async () => {
    const customer = await createChatUser(server)
    const sent = []
    for (const text of ['a', 'b', 'c']) sent.push(await postToAdmin(customer, { text }))
    const page = (query: { limit?: number; before?: string }) =>
      customer.api.GET('/api/v1/chats/{userId}', {
        params: { path: { userId: customer.id }, query },
      })
    expect((await page({ limit: 2 })).data!.data.map((m) => m.text)).toEqual(['b', 'c'])
    expect((await page({ before: sent[1]!.created_at })).data!.data.map((m) => m.text)).toEqual([
      'a',
    ])
  })

  test('needs a token; a malformed id is INVALID_REQUEST', async () => {
    const customer = await createChatUser(server)
    const anonymous = await createTestClient(server.baseUrl).GET('/api/v1/chats/{userId}', {
      params: { path: { userId: customer.id } },
    })
    expect(anonymous.response.status).toBe(401)
    const malformed = await conversation(customer, 'not-a-uuid')
    expect(malformed.response.status).toBe(400)
    expect(malformed.error?.code).toBe('INVALID_REQUEST')
  })
})

describe('listChatConversations', () => {
  test('an admin sees one row per customer with the last message, most recent first', async () => {
    const first = await createChatUser(server)
    const second = await createChatUser(server)
    await postToAdmin(first, { text: 'first, older' })
    await postToAdmin(second, { text: 'second asks' })
    await postToAdmin(first, { text: 'first, newest' })
    await postToAdmin(admin, { text: 'reply to second', customerId: second.id })

    const { data, response } = await admin.api.GET('/api/v1/chat-related')
    expect(response.status).toBe(200)
    const rows = data!.data.filter((row) => [first.id, second.id].includes(row.customerId))
    expect(rows).toEqual([
      {
        customerId: second.id,
        fullName: second.fullName,
        phone: second.phone,
        image: second.image,
        lastText: 'reply to second',
        lastAt: expect.any(String),
      },
      {
        customerId: first.id,
        fullName: first.fullName,
        phone: first.phone,
        image: first.image,
        lastText: 'first, newest',
        lastAt: expect.any(String),
      },
    ])
    expect(data!.data.map((row) => row.customerId)).toEqual([
      ...new Set(data!.data.map((row) => row.customerId)),
    ])
    const times = data!.data.map((row) => Date.parse(row.lastAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  test('is for admins only', async () => {
    const customer = await createChatUser(server)
    const forbidden = await customer.api.GET('/api/v1/chat-related')
    expect(forbidden.response.status).toBe(403)
    expect(forbidden.error?.code).toBe('FORBIDDEN')
    const anonymous = await createTestClient(server.baseUrl).GET('/api/v1/chat-related')
    expect(anonymous.response.status).toBe(401)
  })
})
