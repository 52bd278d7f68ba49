import { isUniqueViolation } from '../../db/errors.ts'
import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers } from '../../http/operations.ts'
import { requireAdmin } from '../../http/request-auth.ts'
import { afterStatusChange, setAccountStatus } from '../accounts/account-status.ts'
import {
  LOW_STOCK_THRESHOLD,
  duplicateCodes,
  findVoucherStock,
  insertCodes,
  listVoucherStock,
  parsePastedCodes,
} from '../catalogue/voucher-stock.ts'
import { ownsStoredUploads } from '../uploads/stored-uploads.ts'
import { prizesOfMonth, setPrize, shopMonthKey } from '../wallet/leaderboard-prizes.ts'
import { findAccount, findAccountsByPhone } from './account-search.ts'
import { listAudit, recordAudit } from './audit-log.ts'
import { deskOverviewHandlers } from './desk-overview.ts'
import { orderDeskHandlers } from './order-desk.ts'
import { supplierDeskHandlers, type SupplierDeskOperations } from './supplier-desk.ts'
import { topupDeskHandlers } from './topup-desk.ts'

type AdminOperations =
  | 'adminListTopups'
  | 'adminApproveTopup'
  | 'adminRejectTopup'
  | 'adminFindAccounts'
  | 'adminSetAccountStatus'
  | 'adminListVoucherStock'
  | 'adminAddVoucherCodes'
  | 'adminListPrizes'
  | 'adminSetPrize'
  | 'adminListAudit'
  | 'adminFindOrders'
  | 'adminRefundOrder'
  | 'adminGetOverview'
  | SupplierDeskOperations

/**
 * The operator desk's API. openapi.yaml marks each operation `x-required-role: ADMIN`, so a customer
 * is refused (403, a visitor 401) before the request is validated; each handler still starts with
 * requireAdmin, which hands it the operator. Every change writes its audit line in the change's own
 * transaction.
 */
export function createAdminHandlers(deps: ServerDeps): Pick<Handlers, AdminOperations> {
  const { db, clock, sessions, realtime } = deps
  return {
    ...topupDeskHandlers(deps),
    ...orderDeskHandlers(deps),
    ...supplierDeskHandlers(deps),
    ...deskOverviewHandlers(deps),

    async adminFindAccounts(request) {
      requireAdmin(request)
      return { data: await findAccountsByPhone(db, request.query.phone) }
    },

    async adminSetAccountStatus(request) {
      const operator = requireAdmin(request)
      const { id } = request.params
      const { status } = request.body
      if (id === operator.id && status === 'SUSPENDED') {
        throw new ApiError(409, 'CANNOT_SUSPEND_SELF', 'An operator cannot suspend themself')
      }
      const found = await db.transaction().execute(async (trx) => {
        const account = await setAccountStatus(trx, sessions, { userId: id, status })
        if (!account) return false
        await recordAudit(trx, {
          actorId: operator.id,
          action: status === 'SUSPENDED' ? 'account.suspend' : 'account.reactivate',
          targetId: id,
          detail: { phone: account.phone },
        })
        return true
      })
      if (!found) throw new ApiError(404, 'NOT_FOUND')
      afterStatusChange(realtime, id, status)
      const account = await findAccount(db, id)
      if (!account) throw new ApiError(404, 'NOT_FOUND')
      return { data: account }
    },

    async adminListVoucherStock(request) {
      requireAdmin(request)
      return { data: await listVoucherStock(db), lowStockThreshold: LOW_STOCK_THRESHOLD }
    },

    async adminAddVoucherCodes(request) {
      const operator = requireAdmin(request)
      const { packetId } = request.params
      const before = await findVoucherStock(db, packetId)
      if (!before) throw new ApiError(404, 'NOT_FOUND')
      const parsed = parsePastedCodes(request.body.lines)
      if ('badLines' in parsed) {
        throw new ApiError(400, 'INVALID_REQUEST', 'Some lines are not a code', {
          badLines: parsed.badLines,
        })
      }
      if (parsed.codes.length === 0) {
        throw new ApiError(400, 'INVALID_REQUEST', 'No code was pasted', { badLines: [] })
      }
      const refuseDuplicates = async () => {
        const duplicates = await duplicateCodes(db, parsed.codes)
        if (duplicates.length > 0) {
          throw new ApiError(409, 'DUPLICATE_VOUCHER_CODES', 'Some codes exist already', {
            duplicates,
          })
        }
      }
      await refuseDuplicates()
      try {
        await db.transaction().execute(async (trx) => {
          await insertCodes(trx, packetId, parsed.codes)
          await recordAudit(trx, {
            actorId: operator.id,
            action: 'stock.add',
            targetId: packetId,
            detail: {
              count: parsed.codes.length,
              product: before.product,
              packetName: before.packetName,
            },
          })
        })
      } catch (error) {
        // Another paste added one of these codes between the check and the insert.
        if (isUniqueViolation(error)) await refuseDuplicates()
        throw error
      }
      const stock = await findVoucherStock(db, packetId)
      if (!stock) throw new ApiError(404, 'NOT_FOUND')
      return { added: parsed.codes.length, data: stock }
    },

    async adminListPrizes(request) {
      requireAdmin(request)
      const now = clock.now()
      return { month: shopMonthKey(now), data: await prizesOfMonth(db, now) }
    },

    async adminSetPrize(request) {
      const operator = requireAdmin(request)
      const { rank } = request.params
      const { image } = request.body
      if (!(await ownsStoredUploads(db, operator.id, [image]))) {
        throw new ApiError(400, 'INVALID_REQUEST', 'No such uploaded picture')
      }
      const now = clock.now()
      const month = shopMonthKey(now)
      await db.transaction().execute(async (trx) => {
        await setPrize(trx, { month, rank, image, now })
        await recordAudit(trx, {
          actorId: operator.id,
          action: 'prize.set',
          targetId: String(rank),
          detail: { month, image },
        })
      })
      return { month, data: await prizesOfMonth(db, now) }
    },

    async adminListAudit(request) {
      requireAdmin(request)
      return { data: await listAudit(db, request.query.limit ?? 50) }
    },
  }
}
