import { MINIMUM_TOPUP_KIP } from '#contract/shop-rules.ts'
import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers } from '../../http/operations.ts'
import { requireUser } from '../../http/request-auth.ts'
import { monthlyLeaderboard } from './leaderboard.ts'
import { bankNoticeHandlers } from './bank-notice-handlers.ts'
import { bankSimulatorHandlers } from './bank-simulator.ts'
import { mobileMoneyHandlers } from './mobile-money-handlers.ts'
import { announceTopupChange } from './topup-events.ts'
import { createTopup, expireOverdueTopups, findTopupOf, listTopupsOf } from './topup-store.ts'
import { toWalletHistoryEntry } from './topup-view.ts'

export const EXPIRE_TOPUPS_JOB = 'expire-topup-qrs'
const EXPIRE_TOPUPS_EVERY_MS = 30_000

/**
 * generateTopupQr, getTopup, listWalletHistory and getLeaderboard; the bank's payment notice, the
 * dev bank simulator and mobile money (bank-notice-handlers.ts, bank-simulator.ts,
 * mobile-money-handlers.ts); and the job that expires QRs.
 */
export function createWalletHandlers(deps: ServerDeps): Partial<Handlers> {
  const { db, clock, realtime, jobs, config } = deps
  jobs.register({
    name: EXPIRE_TOPUPS_JOB,
    everyMs: EXPIRE_TOPUPS_EVERY_MS,
    run: async () => {
      await expireOverdueTopups(db, clock)
    },
  })

  return {
    ...bankNoticeHandlers(deps),
    ...bankSimulatorHandlers(deps),
    ...mobileMoneyHandlers(deps),

    generateTopupQr: async (request) => {
      const user = requireUser(request)
      const { user_id: userId, amount } = request.body
      if (userId.toLowerCase() !== user.id || !user.walletId) {
        throw new ApiError(403, 'FORBIDDEN', 'A top-up is for your own wallet')
      }
      if (amount < MINIMUM_TOPUP_KIP) {
        throw new ApiError(
          400,
          'AMOUNT_TOO_SMALL',
          `The minimum top-up is ${MINIMUM_TOPUP_KIP} kip`,
        )
      }
      const topup = await createTopup(db, clock, config.bank, {
        userId: user.id,
        walletId: user.walletId,
        amount,
      })
      announceTopupChange(realtime, topup.id)
      return { message: 'SUCCESS', qr_code: topup.qr_code, topup: toWalletHistoryEntry(topup) }
    },

    getTopup: async (request) => {
      const user = requireUser(request)
      await expireOverdueTopups(db, clock, user.id)
      const topup = await findTopupOf(db, user.id, request.params.id)
      if (!topup) throw new ApiError(404, 'NOT_FOUND')
      return { data: toWalletHistoryEntry(topup) }
    },

    // userId in the query is ignored: the history is always the caller's own.
    listWalletHistory: async (request) => {
      const user = requireUser(request)
      await expireOverdueTopups(db, clock, user.id)
      const { rows, total } = await listTopupsOf(db, {
        userId: user.id,
        limit: request.query.limit ?? 30,
        skip: request.query.skip ?? 0,
      })
      return { data: rows.map(toWalletHistoryEntry), total }
    },

    getLeaderboard: () => monthlyLeaderboard(db, clock.now()),
  }
}
