import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { Role, Tables } from '../../db/tables.ts'
import { openWallet } from '../wallet/wallet-ledger.ts'

export interface NewCustomer {
  /** The phone number, or the email of a Google-only account. */
  userName: string
  fullName: string
  passwordHash: string | null
  email?: string | null
  googleSub?: string | null
}

/**
 * Creates a CUSTOMER with an empty wallet. Call it inside a transaction so the account never exists
 * without its wallet; a taken userName or Google identity fails with a unique violation.
 */
/** The id of the account whose user name is `phone`, if there is one. */
export async function accountIdOf(db: Database, phone: string): Promise<string | undefined> {
  const account = await db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', phone)
    .executeTakeFirst()
  return account?.id
}

export async function createCustomer(
  trx: Transaction<Tables>,
  customer: NewCustomer,
): Promise<string> {
  return createAccount(trx, { ...customer, role: 'CUSTOMER' })
}

/** createCustomer for any role: the operators made by `npm run admin:create` are ADMIN. */
export async function createAccount(
  trx: Transaction<Tables>,
  account: NewCustomer & { role: Role },
): Promise<string> {
  const { id } = await trx
    .insertInto('users')
    .values({
      user_name: account.userName,
      full_name: account.fullName,
      password_hash: account.passwordHash,
      email: account.email ?? null,
      google_sub: account.googleSub ?? null,
      role: account.role,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await openWallet(trx, id)
  return id
}

/** The constraint that keeps one account per phone number (or Google email). */
export const USER_NAME_UNIQUE = 'users_user_name_key'
/** The constraint that keeps one account per Google identity. */
export const GOOGLE_SUB_UNIQUE = 'users_google_sub_key'
