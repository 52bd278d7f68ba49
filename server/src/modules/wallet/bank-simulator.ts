import { randomBytes } from 'node:crypto'
import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers } from '../../http/operations.ts'
import { signBankNotice } from '../../security/bank-signature.ts'
import { BANK_NOTICE_PATH, TOPUP_CURRENCY } from './bank-notice.ts'
import { readTopupQr } from './topup-qr.ts'
import { toWalletHistoryEntry } from './topup-view.ts'

/** The QRs the bank page lists: the most recent; older ones stay in each customer's history. */
const LISTED_QRS = 200

/** ISO 4217's letters for the numeric code a QR carries (tag 53). */
const CURRENCY_LETTERS: Record<string, string> = { '418': TOPUP_CURRENCY }

/**
 * The /dev bank: it pays a QR the way a bank does, by reading the QR and sending the shop a signed
 * payment notice through the shop's own HTTP endpoint, so every test that pays walks the path a
 * real bank's payment takes. Never in production.
 */
export function bankSimulatorHandlers({
  db,
  clock,
  config,
  loopback,
}: ServerDeps): Pick<Handlers, 'devBankPay' | 'devListTopups'> {
  return {
    async devBankPay(request) {
      const qr = readTopupQr(request.body.qr_code)
      if (!qr) throw new ApiError(404, 'NOT_FOUND', 'This is not a top-up QR of the shop')
      const body = JSON.stringify({
        transactionId: `SIM${randomBytes(10).toString('hex').toUpperCase()}`,
        billNumber: qr.billNumber,
        amount: qr.amount,
        currency: CURRENCY_LETTERS[qr.currency] ?? qr.currency,
        paidAt: clock.now().toISOString(),
      })
      const timestamp = String(Math.floor(clock.now().getTime() / 1000))
      const answer = await loopback({
        method: 'POST',
        url: BANK_NOTICE_PATH,
        headers: {
          'content-type': 'application/json',
          'x-bank-timestamp': timestamp,
          'x-bank-signature': signBankNotice(config.bank.webhookSecret, timestamp, body),
        },
        payload: body,
      })
      const answered = answer.json<{ status?: 'CREDITED'; code?: never }>()
      if (answer.statusCode === 200 && answered.status) return { status: answered.status }
      const refusal = answer.json<{ code: ApiError['code']; details?: Record<string, unknown> }>()
      throw new ApiError(
        answer.statusCode,
        refusal.code,
        'The payment notice was refused',
        refusal.details,
      )
    },

    async devListTopups(request) {
      let query = db
        .selectFrom('topups')
        .innerJoin('users', 'users.id', 'topups.user_id')
        .selectAll('topups')
        .select(['users.full_name', 'users.user_name'])
        .where('topups.qr_code', 'is not', null)
      if (request.query.status) query = query.where('topups.status', '=', request.query.status)
      const rows = await query
        .orderBy('topups.created_at', 'desc')
        .orderBy('topups.id', 'desc')
        .limit(LISTED_QRS)
        .execute()
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
  }
}
