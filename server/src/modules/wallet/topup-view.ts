import type { components } from '#contract/schema.d.ts'
import type { TopupRow } from '../../db/tables.ts'

type WalletHistoryEntry = components['schemas']['WalletHistoryEntry']

export function toWalletHistoryEntry(row: TopupRow): WalletHistoryEntry {
  return {
    _id: row.id,
    oldAmount: row.old_amount,
    amount: row.amount,
    currentAmount: row.current_amount,
    status: row.status,
    moneyType: row.money_type,
    expiresAt: row.expires_at?.toISOString() ?? null,
    rejectReason: row.reject_reason,
    approvalReference: row.approval_reference,
    ...(row.card_refusal ? { cardRefusal: row.card_refusal } : {}),
    created_at: row.created_at.toISOString(),
  }
}
