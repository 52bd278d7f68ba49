// The few API calls the bench makes as customers do, over plain HTTP.
import { randomUUID } from 'node:crypto'
import type { components } from '../contract/schema.d.ts'

export type AuthSession = components['schemas']['AuthSession']

/** The seeded demo customer (server/src/seed/people.ts). */
export const DEMO_CUSTOMER = { userName: '2055550101', password: 'demo1234' }

async function call<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers)
  headers.set('Content-Type', 'application/json')
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
  const response = await fetch(url, { ...init, headers })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status}`)
  return (await response.json()) as T
}

export function logIn(shopUrl: string, account: { userName: string; password: string }) {
  return call<AuthSession>(`${shopUrl}/api/v1/login`, {
    method: 'POST',
    body: JSON.stringify(account),
  })
}

export function postToGroupChat(shopUrl: string, session: AuthSession, text: string) {
  return call(`${shopUrl}/api/v1/chats-group`, {
    method: 'POST',
    token: session.accessToken,
    body: JSON.stringify({ text, type: 'TEXT', mode: 'GROUP' }),
  })
}

export const BENCH_PASSWORD = 'bench1234'

/** A new customer, registered with the code the dev outbox holds. */
export async function newCustomer(shopUrl: string, phone: string) {
  const { token } = await call<{ token: string }>(`${shopUrl}/api/v1/register-otp`, {
    method: 'POST',
    body: JSON.stringify({ phone }),
  })
  const { code } = await call<{ code: string }>(`${shopUrl}/dev/outbox/${phone}`)
  const registered = await call<AuthSession>(`${shopUrl}/api/v1/verify-register-craete-customer`, {
    method: 'POST',
    token,
    body: JSON.stringify({
      userName: phone,
      password: BENCH_PASSWORD,
      role: 'CUSTOMER',
      fullName: 'Bench',
      code,
    }),
  })
  return registered
}

/** A new customer whose wallet holds `amount`, paid in through a QR at the bank simulator. */
export async function newFundedCustomer(shopUrl: string, phone: string, amount: number) {
  const registered = await newCustomer(shopUrl, phone)
  const { qr_code } = await call<{ qr_code: string }>(`${shopUrl}/api/v1/genarate-qrcode-bank`, {
    method: 'POST',
    token: registered.accessToken,
    body: JSON.stringify({ user_id: registered.data._id, amount }),
  })
  await call(`${shopUrl}/dev/bank/pay`, { method: 'POST', body: JSON.stringify({ qr_code }) })
  return logIn(shopUrl, { userName: phone, password: BENCH_PASSWORD })
}

export async function walletBalance(shopUrl: string, session: AuthSession): Promise<number> {
  const user = await call<components['schemas']['UserResponse']>(
    `${shopUrl}/api/v1/user/${session.data._id}`,
    { token: session.accessToken },
  )
  return user.data.walletAmount ?? 0
}

export type Game = components['schemas']['Game']
export type Packet = components['schemas']['Packet']

export async function gameNamed(shopUrl: string, nameEn: string): Promise<Game> {
  const { data } = await call<{ data: components['schemas']['CategoryGroup'][] }>(
    `${shopUrl}/api/v1/games-group-by-category`,
  )
  const game = data.flatMap((group) => group.data).find((entry) => entry.nameEn === nameEn)
  if (!game) throw new Error(`no game named ${nameEn}`)
  return game
}

export async function cheapestPacket(shopUrl: string, session: AuthSession, game: Game) {
  const { data } = await call<{ data: Packet[] }>(`${shopUrl}/api/v1/packets?gameId=${game._id}`, {
    token: session.accessToken,
  })
  const [packet] = data
  if (!packet) throw new Error(`${game.nameEn} has no packages`)
  return packet
}

/** One purchase attempt; resolves with the HTTP status, the way a load test counts it. */
export async function buyTopUp(
  shopUrl: string,
  session: AuthSession,
  game: Game,
  packet: Packet,
): Promise<number> {
  const response = await fetch(`${shopUrl}/api/v1/game-invoice`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${session.accessToken}`,
      'x-request-id': session.data.walletId,
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({
      gameId: game._id,
      packetId: packet._id,
      walletId: session.data.walletId,
      // The demo game's one account field, by its key: its Lao name (server/catalogue/).
      inputAboutInfo: [{ name: 'ໄອດີຜູ້ຫຼິ້ນ', value: '100234567' }],
    }),
  })
  await response.arrayBuffer()
  return response.status
}
