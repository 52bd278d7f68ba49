import { realtimeEvents } from '../../../../contract/realtime-events.ts'
import type { components } from '../../../../contract/schema.d.ts'
import { MINIMUM_TOPUP_KIP } from '../../../../contract/shop-rules.ts'
import type { TopupRow } from '../../db/tables.ts'
import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers } from '../../http/operations.ts'
import { requireUser } from '../../http/request-auth.ts'
import { monthlyLeaderboard } from './leaderboard.ts'
import {
  createTopup,
  expireOverdueTopups,
  findTopupOf,
  listTopupsForOperator,
  listTopupsOf,
  rejectTopup,
  settleTopup,
  type TopupSelector,
} from './topup-store.ts'
import { toWalletHistoryEntry } from './topup-view.ts'

type TopupPaidEvent = components['schemas']['TopupPaidEvent']

export const EXPIRE_TOPUPS_JOB = 'expire-topup-qrs'
const EXPIRE_TOPUPS_EVERY_MS = 30_000

/**
 * generateTopupQr, getTopup, listWalletHistory, getLeaderboard and the dev bank simulator and
 * operator console (devBankPay, devListTopups, devDecideTopup), plus the job that expires QRs.
 */
export function createWalletHandlers({ db, clock, realtime, jobs }: ServerDeps): Partial<Handlers> {
  jobs.register({
    name: EXPIRE_TOPUPS_JOB,
    everyMs: EXPIRE_TOPUPS_EVERY_MS,
    run: async () => {
      await expireOverdueTopups(db, clock)
    },
  })

  /** Credits once and tells the customer's open tabs, which close the QR and refresh the balance. */
  const settle = async (selector: TopupSelector) => {
    const outcome = await settleTopup(db, clock, selector)
    if (outcome.kind === 'paid') announcePaid(outcome.topup, outcome.walletAmount)
    return outcome
  }

  const announcePaid = (topup: TopupRow, walletAmount: number) => {
    const event: TopupPaidEvent = {
      topupId: topup.id,
      amount: topup.amount,
      walletAmount,
      status: topup.status,
    }
    realtime.emitToUser(topup.user_id, realtimeEvents.topupPaid(topup.user_id), event)
  }

  return {
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
      const topup = await createTopup(db, clock, {
        userId: user.id,
        walletId: user.walletId,
        amount,
      })
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

    devBankPay: async (request) => {
      const outcome = await settle({ qrCode: request.body.qr_code })
      switch (outcome.kind) {
        case 'paid':
          return { status: 'SUCCESS' }
        case 'not-found':
          throw new ApiError(404, 'NOT_FOUND', 'No top-up has this QR')
        case 'already-paid':
          throw new ApiError(409, 'QR_ALREADY_PAID')
        case 'cancelled':
          throw new ApiError(410, 'QR_EXPIRED')
      }
    },

    devListTopups: async (request) => {
      await expireOverdueTopups(db, clock)
      const rows = await listTopupsForOperator(db, request.query.status)
      return {
        data: rows.map((row) => ({
          ...toWalletHistoryEntry(row),
          userId: row.user_id,
          fullName: row.full_name,
          phone: row.user_name,
          qr_code: row.qr_code,
        })),
      }
    },

    devDecideTopup: async (request) => {
      const { id, decision } = request.params
      if (decision === 'reject') {
        const outcome = await rejectTopup(db, id)
        if (outcome.kind === 'not-found') throw new ApiError(404, 'NOT_FOUND')
        if (outcome.kind === 'not-waiting') throw new ApiError(409, 'QR_ALREADY_PAID')
        return { data: toWalletHistoryEntry(outcome.topup) }
      }
      const outcome = await settle({ id })
      if (outcome.kind === 'not-found') throw new ApiError(404, 'NOT_FOUND')
      if (outcome.kind !== 'paid')
        throw new ApiError(409, 'QR_ALREADY_PAID', 'The top-up is no longer WAITING')
      return { data: toWalletHistoryEntry(outcome.topup) }
    },
  }
}
