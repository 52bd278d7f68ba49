import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestClient } from '../support/http-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { createChatUser, type ChatUser } from './fixtures.ts'

let server: TestServer
let operator: ReturnType<typeof createTestClient>
let customer: ChatUser

beforeAll(async () => {
  server = await startTestServer()
  operator = createTestClient(server.baseUrl)
  customer = await createChatUser(server)
})
afterAll(async () => {
  await server?.close()
})

const reply = (userId: string, text: string) =>
  operator.POST('/dev/chats/{userId}/reply', { params: { path: { userId } }, body: { text } })

// In file order: the first test runs before any ADMIN account exists.
test('answers 404 while there is no ADMIN account to speak as', async () => {
  const { response, error } = await reply(customer.id, 'hello')
  expect(response.status).toBe(404)
  expect(error?.code).toBe('NOT_FOUND')
})

test('posts to the customer as the first ADMIN account', async () => {
  const firstAdmin = await createChatUser(server, { role: 'ADMIN' })
  await createChatUser(server, { role: 'ADMIN' })
  const { data, response } = await reply(customer.id, 'Your top-up is credited <b>now</b>')
  expect(response.status).toBe(200)
  expect(data).toMatchObject({
    message: 'CREATE_CHAT_SUCCESS',
    data: {
      mode: 'ADMIN',
      isFrom: 'ADMIN',
      type: 'TEXT',
      customerId: customer.id,
      createdbyName: firstAdmin.id,
      senderName: firstAdmin.fullName,
      text: 'Your top-up is credited <b>now</b>',
    },
  })
  const { data: read } = await customer.api.GET('/api/v1/chats/{userId}', {
    params: { path: { userId: customer.id } },
  })
  expect(read!.data).toEqual([data!.data])
})

test('answers 404 for an unknown customer or an admin, 400 for an empty text', async () => {
  const anAdmin = await createChatUser(server, { role: 'ADMIN' })
  for (const userId of [randomUUID(), anAdmin.id]) {
    const { response, error } = await reply(userId, 'hello')
    expect(response.status).toBe(404)
    expect(error?.code).toBe('NOT_FOUND')
  }
  const { response, error } = await reply(customer.id, '')
  expect(response.status).toBe(400)
  expect(error?.code).toBe('INVALID_REQUEST')
})
