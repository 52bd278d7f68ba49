import type { components } from '#contract/schema.d.ts'
import type { Database } from '../../db/database.ts'

export type User = components['schemas']['User']

/** A user as the API answers it, with the wallet's balance; undefined when there is no such user. */
export async function findUser(executor: Database, userId: string): Promise<User | undefined> {
  const row = await executor
    .selectFrom('users')
    // Every account gets its wallet in the transaction that creates it, so the join never drops one.
    .innerJoin('wallets', 'wallets.user_id', 'users.id')
    .select([
      'users.id',
      'users.user_name',
      'users.full_name',
      'users.email',
      'users.image',
      'users.role',
      'users.status',
      'wallets.id as wallet_id',
      'wallets.balance',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    _id: row.id,
    userName: row.user_name,
    fullName: row.full_name,
    email: row.email,
    image: row.image,
    role: row.role,
    status: row.status,
    walletId: row.wallet_id,
    walletAmount: row.balance,
  }
}

export async function getUserOrThrow(executor: Database, userId: string): Promise<User> {
  const user = await findUser(executor, userId)
  if (!user) throw new Error(`User ${userId} has no account row or no wallet`)
  return user
}
