import type { components } from '#contract/schema.d.ts'
import type { Database } from '../../db/database.ts'

type AdminAccount = components['schemas']['AdminAccount']

const SEARCH_LIMIT = 20

function accounts(db: Database) {
  return db
    .selectFrom('users')
    .innerJoin('wallets', 'wallets.user_id', 'users.id')
    .select([
      'users.id',
      'users.user_name',
      'users.full_name',
      'users.role',
      'users.status',
      'users.created_at',
      'wallets.balance',
    ])
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof accounts>['execute']>>[number]

function toAdminAccount(row: AccountRow): AdminAccount {
  return {
    _id: row.id,
    phone: row.user_name,
    fullName: row.full_name,
    role: row.role,
    status: row.status,
    walletAmount: row.balance,
    createdAt: row.created_at.toISOString(),
  }
}

/** Accounts whose phone holds these digits (the contract allows digits only), newest first. */
export async function findAccountsByPhone(db: Database, digits: string): Promise<AdminAccount[]> {
  const rows = await accounts(db)
    .where('users.user_name', 'like', `%${digits}%`)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id')
    .limit(SEARCH_LIMIT)
    .execute()
  return rows.map(toAdminAccount)
}

export async function findAccount(db: Database, id: string): Promise<AdminAccount | undefined> {
  const row = await accounts(db).where('users.id', '=', id).executeTakeFirst()
  return row && toAdminAccount(row)
}
