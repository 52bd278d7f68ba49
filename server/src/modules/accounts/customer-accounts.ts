import type { Database } from '../../db/database.ts'

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

export async function createCustomer(trx: Database, customer: NewCustomer): Promise<string> {
  const { id } = await trx
    .insertInto('users')
    .values({
      user_name: customer.userName,
      full_name: customer.fullName,
      password_hash: customer.passwordHash,
      email: customer.email ?? null,
      google_sub: customer.googleSub ?? null,
      role: 'CUSTOMER',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx.insertInto('wallets').values({ user_id: id, balance: 0 }).execute()
  return id
}

/** The constraint that keeps one account per phone number (or Google email). */
export const USER_NAME_UNIQUE = 'users_user_name_key'
/** The constraint that keeps one account per Google identity. */
export const GOOGLE_SUB_UNIQUE = 'users_google_sub_key'
