import type { Database } from '../../db/database.ts'

/** The supplier balance below which the desk warns, in the supplier's currency. */
export async function supplierBalanceThreshold(db: Database): Promise<number> {
  const row = await db
    .selectFrom('desk_settings')
    .select('supplier_balance_threshold')
    .executeTakeFirstOrThrow()
  return row.supplier_balance_threshold
}

/** Stores a new threshold in the caller's transaction and answers the one it replaced. */
export async function setSupplierBalanceThreshold(
  trx: Database,
  { threshold, now }: { threshold: number; now: Date },
): Promise<number> {
  const before = await supplierBalanceThreshold(trx)
  await trx
    .updateTable('desk_settings')
    .set({ supplier_balance_threshold: threshold, updated_at: now })
    .execute()
  return before
}
