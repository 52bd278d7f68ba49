import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers } from '../../http/operations.ts'
import type { ProductKind } from '../../db/tables.ts'
import { readAccountFields } from './account-fields.ts'
import { findProduct, listCatalogue, listPackets } from './catalogue-store.ts'
import { isPlayerCheckRule } from './player-check.ts'
import { lookUpPlayer } from './player-names.ts'
import { toProductDetail } from './product-view.ts'

/** listGamesByCategory, getGame, getVoucher, listPackets and checkPlayer. */
export function createCatalogueHandlers({ db, playerNames }: ServerDeps): Partial<Handlers> {
  const productDetail = async (id: string, kind: ProductKind) => {
    const product = await findProduct(db, id, kind)
    if (!product) throw new ApiError(404, 'NOT_FOUND')
    return { data: toProductDetail(product) }
  }

  return {
    listGamesByCategory: async () => ({ data: await listCatalogue(db) }),

    getGame: (request) => productDetail(request.params.id, 'GAME'),

    getVoucher: (request) => productDetail(request.params.id, 'VOUCHER'),

    listPackets: async (request) => {
      const { gameId, voucherId } = request.query
      if (gameId && !voucherId) return { data: await listPackets(db, gameId, 'GAME') }
      if (voucherId && !gameId) return { data: await listPackets(db, voucherId, 'VOUCHER') }
      throw new ApiError(400, 'INVALID_REQUEST', 'Give exactly one of gameId and voucherId')
    },

    checkPlayer: async (request) => {
      const product = await findProduct(db, request.params.id)
      if (!product) throw new ApiError(404, 'NOT_FOUND')
      const rule = product.player_check
      if (!isPlayerCheckRule(rule)) throw new ApiError(404, 'PLAYER_CHECK_NOT_SUPPORTED')
      const fields = readAccountFields(product.input_about_info, request.body.inputAboutInfo)
      const values = fields.map((field) => field.value)
      return { playerName: lookUpPlayer(playerNames, rule, values) }
    },
  }
}
