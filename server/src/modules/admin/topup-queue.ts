import type { components } from '#contract/schema.d.ts'
import type { Database } from '../../db/database.ts'
import type { BankPaymentsTable, TopupRow } from '../../db/tables.ts'
import { TOPUP_CURRENCY } from '../wallet/bank-notice.ts'
import { qrExpired, UNDECIDED_STATUSES } from '../wallet/topup-store.ts'

type AdminTopup = components['schemas']['AdminTopup']
type TopupEvidence = components['schemas']['TopupEvidence']

/**
 * The top-ups an operator may decide, oldest first (a queue): the flagged ones, the WAITING ones
 * whose QR can still be paid, and the mobile-money transfers WAITING_RECEIPT, each with its
 * customer, what the bank said of it and whether its QR expired (the evidence an operator approves
 * by hand against), and what the customer of a transfer said of it.
 */
export async function listTopupsToDecide(db: Database, now: Date): Promise<AdminTopup[]> {
  const rows = await db
    .selectFrom('topups')
    .innerJoin('users', 'users.id', 'topups.user_id')
    .selectAll('topups')
    .select(['users.full_name', 'users.user_name'])
    .select((eb) => qrExpired(now)(eb).as('qr_expired'))
    .where((eb) =>
      eb.or([
        eb.and([
          eb('topups.status', 'in', UNDECIDED_STATUSES),
          eb.or([eb('topups.expires_at', 'is', null), eb('topups.expires_at', '>', now)]),
        ]),
        eb.and([
          eb('topups.flag_reason', 'is not', null),
          eb('topups.status', 'in', ['WAITING', 'CANCEL']),
        ]),
      ]),
    )
    .orderBy('topups.created_at', 'asc')
    .orderBy('topups.id', 'asc')
    .execute()
  const payments = rows.length
    ? await db
        .selectFrom('bank_payments')
        .selectAll()
        .where(
          'topup_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('received_at', 'asc')
        .execute()
    : []
  return rows.map((row) => {
    const paid = payments.filter((payment) => payment.topup_id === row.id)
    return {
      _id: row.id,
      amount: row.amount,
      status: row.status,
      moneyType: row.money_type,
      billNumber: row.bill_number,
      createdAt: row.created_at.toISOString(),
      expiresAt: row.expires_at?.toISOString() ?? null,
      customer: { _id: row.user_id, fullName: row.full_name, phone: row.user_name },
      flagReason: row.flag_reason,
      payments: paid.map((payment) => ({
        transactionId: payment.transaction_id,
        amount: payment.amount,
        currency: payment.currency,
        paidAt: payment.paid_at.toISOString(),
        outcome: payment.outcome,
      })),
      evidence: { bankNotice: bankNoticeOf(row, paid), qrExpired: Boolean(row.qr_expired) },
      mobileMoney:
        row.sender_phone && row.transfer_reference
          ? { senderPhone: row.sender_phone, reference: row.transfer_reference }
          : null,
    }
  })
}

/**
 * What the bank said of a top-up: nothing yet, notices that match it, or one that does not (its
 * amount or currency), which is what the operator must weigh first.
 */
function bankNoticeOf(
  topup: Pick<TopupRow, 'amount'>,
  payments: Pick<BankPaymentsTable, 'amount' | 'currency'>[],
): TopupEvidence['bankNotice'] {
  if (payments.length === 0) return 'NONE'
  const matches = (payment: (typeof payments)[number]) =>
    payment.amount === topup.amount && payment.currency === TOPUP_CURRENCY
  return payments.every(matches) ? 'MATCHING' : 'MISMATCH'
}
