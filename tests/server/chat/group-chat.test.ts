import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestClient, request } from '../support/http-client.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import {
  createChatUser,
  newFileName,
  requestUploadUrl,
  textMessage,
  uploadImage,
  type ChatMessage,
  type ChatUser,
} from './fixtures.ts'

const clock = createManualClock(new Date('2030-02-01T08:00:00Z'))
let server: TestServer
let visitor: ReturnType<typeof createTestClient>

beforeAll(async () => {
  server = await startTestServer({ clock })
  visitor = createTestClient(server.baseUrl)
})
afterAll(async () => {
  await server?.close()
})

/** Posts and moves the clock a second, so every message has its own time. */
async function postText(user: ChatUser, text: string): Promise<ChatMessage> {
  const { data, response } = await user.api.POST('/api/v1/chats-group', { body: textMessage(text) })
  expect(response.status).toBe(200)
  clock.advance(1000)
  return data!.data
}

async function groupTexts(query: { limit?: number; before?: string } = {}): Promise<string[]> {
  const { data, response } = await visitor.GET('/api/v1/chats-group', { params: { query } })
  expect(response.status).toBe(200)
  return data!.data.map((message) => message.text)
}

describe('listGroupChats', () => {
  test('a visitor reads the group chat, oldest first; limit keeps the newest, before pages back', async () => {
    const author = await createChatUser(server)
    const posted = []
    for (const text of ['one', 'two', 'three', 'four']) posted.push(await postText(author, text))
    expect(await groupTexts()).toEqual(['one', 'two', 'three', 'four'])
    expect(await groupTexts({ limit: 2 })).toEqual(['three', 'four'])
    expect(await groupTexts({ limit: 2, before: posted[2]!.created_at })).toEqual(['one', 'two'])
  })

  test("a poster's phone comes whole to the poster and operators, masked to a visitor and other customers", async () => {
    const author = await createChatUser(server)
    const otherCustomer = await createChatUser(server)
    const operator = await createChatUser(server, { role: 'ADMIN' })
    const posted = await postText(author, 'whose number?')
    const masked = `${author.phone.slice(0, 2)}•••••${author.phone.slice(-3)}`
    const readers = [
      ['the poster', author.api, author.phone],
      ['an operator', operator.api, author.phone],
      ['another customer', otherCustomer.api, masked],
      ['a visitor', visitor, masked],
      [
        'a visitor with a token that is no longer valid',
        createTestClient(server.baseUrl, 'x.y.z'),
        masked,
      ],
    ] as const
    for (const [reader, client, phone] of readers) {
      const { data, response } = await client.GET('/api/v1/chats-group', {
        params: { query: { limit: 1 } },
      })
      expect(response.status, reader).toBe(200)
      expect(data!.data, reader).toEqual([{ ...posted, phone }])
    }
  })

  test('an operator posting to the group shows customers a masked number too', async () => {
    const operator = await createChatUser(server, { role: 'ADMIN' })
    const customer = await createChatUser(server)
    await postText(operator, 'the shop opens at 8')
    const { data } = await customer.api.GET('/api/v1/chats-group', {
      params: { query: { limit: 1 } },
    })
    expect(data!.data[0]!.phone).toBe(`20•••••${operator.phone.slice(-3)}`)
  })

  test.each(['limit=0', 'limit=10001', 'limit=ten', 'before=yesterday'])(
    'refuses ?%s with INVALID_REQUEST',
    async (query) => {
      const response = await request(`${server.baseUrl}/api/v1/chats-group?${query}`)
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ code: 'INVALID_REQUEST' })
    },
  )
})

describe('createGroupChat', () => {
  test("the sender comes from the token: the body's name, phone, picture, id and side are ignored", async () => {
    const author = await createChatUser(server)
    const victim = await createChatUser(server, { role: 'ADMIN' })
    const { data, response } = await author.api.POST('/api/v1/chats-group', {
      body: {
        ...textMessage('hello everyone'),
        senderName: victim.fullName,
        createdbyName: victim.id,
        urlImageUser: victim.image,
        phone: victim.phone,
        isFrom: 'ADMIN',
      },
    })
    expect(response.status).toBe(200)
    expect(data!.message).toBe('SUCCESS')
    expect(data!.data).toEqual({
      _id: expect.any(String),
      senderName: author.fullName,
      createdbyName: author.id,
      urlImageUser: author.image,
      phone: author.phone,
      text: 'hello everyone',
      image: [],
      type: 'TEXT',
      mode: 'GROUP',
      isFrom: 'CUSTOMER',
      customerId: null,
      created_at: clock.now().toISOString(),
    })
    clock.advance(1000)
    const { data: listed } = await author.api.GET('/api/v1/chats-group', {
      params: { query: { limit: 1 } },
    })
    expect(listed!.data).toEqual([data!.data])
  })

  test('an admin posts to the group as ADMIN; a user without a picture has none', async () => {
    const admin = await createChatUser(server, { role: 'ADMIN', image: null })
    const message = await postText(admin, 'maintenance tonight')
    expect(message).toMatchObject({
      isFrom: 'ADMIN',
      urlImageUser: null,
      senderName: admin.fullName,
    })
  })

  test('XSS and SQL injection texts are stored and answered verbatim', async () => {
    const author = await createChatUser(server)
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '"><svg onload=alert(document.cookie)>',
      "javascript:alert('x')",
      "'; DROP TABLE chats; --",
      "Robert'); DELETE FROM users WHERE ('1'='1",
      '&lt;b&gt; \\u003c %s ສະບາຍດີ 🎮',
    ]
    for (const text of hostile) expect((await postText(author, text)).text).toBe(text)
    expect(await groupTexts({ limit: hostile.length })).toEqual(hostile)
    const { count } = await server.db
      .selectFrom('chats')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow()
    expect(count).toBeGreaterThanOrEqual(hostile.length)
  })

  test('a text of 1000 characters is taken; empty or 1001 is refused', async () => {
    const author = await createChatUser(server)
    expect((await postText(author, 'ກ'.repeat(1000))).text).toHaveLength(1000)
    for (const text of ['', 'a'.repeat(1001)]) {
      const { response, error } = await author.api.POST('/api/v1/chats-group', {
        body: textMessage(text),
      })
      expect(response.status).toBe(400)
      expect(error?.code).toBe('INVALID_REQUEST')
    }
  })

  test('needs a token: a visitor cannot post', async () => {
    const { response, error } = await visitor.POST('/api/v1/chats-group', {
      body: textMessage('hi'),
    })
    expect(response.status).toBe(401)
    expect(error?.code).toBe('UNAUTHORIZED')
  })

  test('refuses mode ADMIN and fields outside the contract with INVALID_REQUEST', async () => {
    const author = await createChatUser(server)
    const wrongMode = await author.api.POST('/api/v1/chats-group', {
      body: textMessage('hi', 'ADMIN'),
    })
    expect(wrongMode.response.status).toBe(400)
    expect(wrongMode.error?.code).toBe('INVALID_REQUEST')
    const response = await request(`${server.baseUrl}/api/v1/chats-group`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...textMessage('hi'), created_at: '2000-01-01T00:00:00Z' }),
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ code: 'INVALID_REQUEST' })
  })

  test('an IMAGE message names up to 4 stored uploads of the sender; text is the first name', async () => {
    const author = await createChatUser(server)
    const first = await uploadImage(server, author, 'image/jpeg')
    const second = await uploadImage(server, author, 'image/webp')
    const { data, response } = await author.api.POST('/api/v1/chats-group', {
      body: { text: 'ignored', type: 'IMAGE', mode: 'GROUP', image: [first, second] },
    })
    expect(response.status).toBe(200)
    expect(data!.message).toBe('CREATE_CHAT_SUCCESS')
    expect(data!.data).toMatchObject({ type: 'IMAGE', text: first, image: [first, second] })
  })

  test("refuses an IMAGE message with someone else's upload, one never stored, or none", async () => {
    const author = await createChatUser(server)
    const other = await createChatUser(server)
    const own = await uploadImage(server, author)
    const othersFile = await uploadImage(server, other)
    const neverStored = newFileName()
    await requestUploadUrl(author, neverStored)
    for (const image of [[othersFile], [own, othersFile], [neverStored], [newFileName()], []]) {
      const { response, error } = await author.api.POST('/api/v1/chats-group', {
        body: { text: image[0] ?? 'x', type: 'IMAGE', mode: 'GROUP', image },
      })
      expect(response.status).toBe(400)
      expect(error?.code).toBe('INVALID_REQUEST')
    }
    const five = await author.api.POST('/api/v1/chats-group', {
      body: { text: own, type: 'IMAGE', mode: 'GROUP', image: [own, own, own, own, own] },
    })
    expect(five.response.status).toBe(400)
  })

  test('20 posts per 10 s per user, then 429 RATE_LIMITED until the window moves on', async () => {
    const author = await createChatUser(server)
    const bystander = await createChatUser(server)
    for (let index = 1; index <= 20; index += 1) {
      const { response } = await author.api.POST('/api/v1/chats-group', {
        body: textMessage(`flood ${index}`),
      })
      expect(response.status).toBe(200)
    }
    const refused = await author.api.POST('/api/v1/chats-group', { body: textMessage('one more') })
    expect(refused.response.status).toBe(429)
    expect(refused.error?.code).toBe('RATE_LIMITED')
    expect(
      (await bystander.api.POST('/api/v1/chats-group', { body: textMessage('me too') })).response
        .status,
    ).toBe(200)
    clock.advance(10_000)
    expect(
      (await author.api.POST('/api/v1/chats-group', { body: textMessage('later') })).response
        .status,
    ).toBe(200)
  })
})
