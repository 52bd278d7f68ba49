import { expect, type APIRequestContext } from '@playwright/test'
import type { components } from '#contract/schema.d.ts'
import type { AuthSession } from './accounts.ts'

/** The detail screen's address of the seeded product with this English name. */
export async function productPath(api: APIRequestContext, nameEn: string): Promise<string> {
  const response = await api.get('/api/v1/games-group-by-category')
  const { data } = (await response.json()) as components['schemas']['CategoryListResponse']
  const product = data.flatMap((group) => group.data).find((game) => game.nameEn === nameEn)
  if (!product) throw new Error(`No product named ${nameEn}`)
  return `/detail/${product._id}/${product.kind}`
}

type Invoice = components['schemas']['Invoice']

/** The price of the package buyGameTopUp buys. */
export const GAME_TOP_UP_KIP = 15_000

/**
 * Buys the seeded Naga Depths' package of GAME_TOP_UP_KIP kip for a player from the customer's
 * wallet, as the shop's API answers it. The demo supplier delivers it at once, or leaves it pending
 * for a player number starting with 888 (server/src/supplier/demo-supplier.ts).
 */
export async function buyGameTopUp(
  api: APIRequestContext,
  session: AuthSession,
  playerId: string,
): Promise<Invoice> {
  const auth = { Authorization: `Bearer ${session.accessToken}` }
  const catalogue = await api.get('/api/v1/games-group-by-category')
  const { data } = (await catalogue.json()) as components['schemas']['CategoryListResponse']
  const game = data.flatMap((group) => group.data).find((each) => each.nameEn === 'Naga Depths')
  if (!game) throw new Error('The demo catalogue has no Naga Depths')
  const detail = await api.get(`/api/v1/game/${game._id}`, { headers: auth })
  const { data: product } = (await detail.json()) as components['schemas']['ProductDetailResponse']
  const [field] = product.inputAboutInfo
  const packets = await api.get(`/api/v1/packets?gameId=${game._id}`, { headers: auth })
  const { data: list } = (await packets.json()) as { data: components['schemas']['Packet'][] }
  const packet = list.find((each) => each.amount === GAME_TOP_UP_KIP)
  if (!packet) throw new Error(`Naga Depths has no package of ${GAME_TOP_UP_KIP} kip`)
  const bought = await api.post('/api/v1/game-invoice', {
    headers: {
      ...auth,
      'x-request-id': session.data.walletId ?? '',
      'Idempotency-Key': crypto.randomUUID(),
    },
    data: {
      gameId: game._id,
      packetId: packet._id,
      walletId: session.data.walletId,
      inputAboutInfo: [{ name: field?.name, value: playerId }],
    },
  })
  expect(bought.status(), 'game-invoice').toBe(200)
  return ((await bought.json()) as components['schemas']['PurchaseResponse']).data
}
