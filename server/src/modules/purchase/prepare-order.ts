import type { components } from '#contract/schema.d.ts'
import type { NameValue, ProductRow, RecordedAccountField } from '../../db/tables.ts'
import { ApiError } from '../../http/api-error.ts'
import { readAccountFields } from '../catalogue/account-fields.ts'
import { isPlayerCheckRule } from '../catalogue/player-check.ts'
import { lookUpPlayer, type PlayerNames } from '../catalogue/player-names.ts'
import { isWithinVisibilityWindow } from '#contract/visibility-window.ts'

type PurchaseRequest = components['schemas']['PurchaseRequest']

export interface PacketPrice {
  id: string
  amount: number
  /** The packet's code at the supplier, for a game (migration 0070). */
  supplier_sku: string | null
}

/** A purchase that passed every rule that does not need the wallet: ready to be paid. */
export interface PreparedOrder {
  product: ProductRow
  packet: PacketPrice
  accountFields: RecordedAccountField[]
  /** The chosen server's name, as the purchase history shows it. */
  serverName: string | null
}

/**
 * Checks a purchase against its product: on sale now, the packet is the product's, the account
 * fields are filled in, the server is one of the product's, and the player id passes the game's
 * rule (and names a player, where a source names them). Throws the ApiError the customer should see
 * for the first rule broken.
 */
export function prepareOrder(
  product: ProductRow,
  packets: readonly PacketPrice[],
  request: PurchaseRequest,
  { now, playerNames }: { now: Date; playerNames: PlayerNames },
): PreparedOrder {
  const window = { activeTime: product.active_time, dueTime: product.due_time }
  if (!isWithinVisibilityWindow(window, now)) throw new ApiError(400, 'PRODUCT_NOT_AVAILABLE')
  if (product.kind === 'VOUCHER' && packets.length === 0)
    throw new ApiError(409, 'NO_PACKET_VOUCHER')
  const packet = packets.find((candidate) => candidate.id === request.packetId.toLowerCase())
  if (!packet) throw new ApiError(404, 'NOT_FOUND', 'The packet is not one of this product')
  const accountFields = readAccountFields(product.input_about_info, request.inputAboutInfo)
  const serverName = chosenServer(product.game_servers, request.server)
  if (isPlayerCheckRule(product.player_check)) {
    const values = accountFields.map((field) => field.value)
    lookUpPlayer(playerNames, product.player_check, values)
  }
  return { product, packet, accountFields, serverName }
}

/** The SPA's server select sends the server's value; products without servers take none. */
function chosenServer(servers: readonly NameValue[], requested: string | undefined): string | null {
  if (servers.length === 0) return null
  if (!requested) throw new ApiError(400, 'SERVER_REQUIRED')
  const server = servers.find((candidate) => candidate.value === requested)
  if (!server) throw new ApiError(400, 'INVALID_REQUEST', 'The server is not one of this product')
  return server.name
}
