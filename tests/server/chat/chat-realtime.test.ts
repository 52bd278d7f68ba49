import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { connectSocket } from '../support/sockets.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { createChatUser, textMessage, type ChatMessage, type ChatUser } from './fixtures.ts'

let server: TestServer
let admin: ChatUser
const sockets: Socket[] = []

beforeAll(async () => {
  server = await startTestServer()
  admin = await createChatUser(server, { role: 'ADMIN' })
})
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})
afterAll(async () => {
  await server?.close()
})

async function connect(user?: ChatUser): Promise<Socket> {
  const socket = await connectSocket(server.baseUrl, user ? { token: user.token } : {})
  sockets.push(socket)
  return socket
}

/** Every event a socket receives, in order, as [name, payload]. */
function recordAll(socket: Socket): [string, unknown][] {
  const received: [string, unknown][] = []
  socket.onAny((event: string, payload: unknown) => received.push([event, payload]))
  return received
}

function nextEvent(socket: Socket, event: string): Promise<unknown> {
  return new Promise((resolve) => socket.once(event, resolve))
}

/**
 * A socket gets its events in the order the server emitted them, so once a group message posted
 * afterwards has arrived, anything meant for this socket before it has arrived too.
 */
async function settle(socket: Socket, poster: ChatUser): Promise<void> {
  const marker = nextEvent(socket, 'MESSEGE:GROUP')
  await poster.api.POST('/api/v1/chats-group', { body: textMessage('marker') })
  await marker
}

test("a group message reaches every connected client; the poster's phone is whole only for the poster and operators", async () => {
  const author = await createChatUser(server)
  const authorOtherTab = await connect(author)
  const adminSocket = await connect(admin)
  const anonymous = await connect()
  const member = await connect(await createChatUser(server))
  const arrivals = [authorOtherTab, adminSocket, anonymous, member].map((socket) =>
    nextEvent(socket, 'MESSEGE:GROUP'),
  )

  const { data } = await author.api.POST('/api/v1/chats-group', { body: textMessage('hello all') })
  const whole = data!.data
  const masked = { ...whole, phone: `20•••••${author.phone.slice(-3)}` }
  expect(whole.phone).toBe(author.phone)
  expect(await Promise.all(arrivals)).toEqual([whole, whole, masked, masked])
})

test("a customer's message reaches that customer's sockets and the admins', no other customer's", async () => {
  const customer = await createChatUser(server)
  const other = await createChatUser(server)
  const customerTabs = [await connect(customer), await connect(customer)]
  const adminSocket = await connect(admin)
  const otherSocket = await connect(other)
  const visitorSocket = await connect()
  const overheard = [recordAll(otherSocket), recordAll(visitorSocket)]
  const event = `MESSEGE:CUSTOMER:${customer.id}`
  const arrivals = [...customerTabs, adminSocket].map((socket) => nextEvent(socket, event))

  const { data } = await customer.api.POST('/api/v1/chat', {
    body: textMessage('my order?', 'ADMIN'),
  })
  for (const payload of await Promise.all(arrivals)) expect(payload).toEqual(data!.data)

  await Promise.all([settle(otherSocket, other), settle(visitorSocket, other)])
  for (const events of overheard) {
    expect(events.map(([name]) => name)).toEqual(['MESSEGE:GROUP', 'MESSEGE:GROUP'])
  }
})

test("an operator's reply reaches the customer with the operator's phone masked, the operators whole", async () => {
  const customer = await createChatUser(server)
  const customerSocket = await connect(customer)
  const adminSocket = await connect(admin)
  const event = `MESSEGE:CUSTOMER:${customer.id}`
  const arrivals = [customerSocket, adminSocket].map((socket) => nextEvent(socket, event))

  const { data } = await admin.api.POST('/api/v1/chat', {
    body: { ...textMessage('we are checking', 'ADMIN'), customerId: customer.id },
  })
  const [toCustomer, toAdmin] = (await Promise.all(arrivals)) as ChatMessage[]
  expect(toAdmin).toEqual(data!.data)
  expect(toCustomer).toEqual({ ...data!.data, phone: `20•••••${admin.phone.slice(-3)}` })
  expect(toCustomer).toMatchObject({ isFrom: 'ADMIN', customerId: customer.id })
})
