import type { Database } from '#server/src/db/database.ts'
import type { Role, UserStatus } from '#server/src/db/tables.ts'
import type { ServerDeps } from '#server/src/deps.ts'
import { openWallet } from '#server/src/modules/wallet/wallet-ledger.ts'
import type { Session } from '#server/src/security/sessions.ts'

export interface TestUser {
  id: string
  walletId: string
  phone: string
  password: string
  session: Session
}

let sequence = 0

/** A user with a wallet (balance 0), written straight to the database, and a signed-in session. */
export async function createTestUser(
  deps: Pick<ServerDeps, 'db' | 'sessions' | 'passwords'>,
  options: {
    phone?: string
    password?: string
    fullName?: string
    role?: Role
    status?: UserStatus
  } = {},
): Promise<TestUser> {
  sequence += 1
  const phone = options.phone ?? `20${String(sequence).padStart(8, '0')}`
  const password = options.password ?? 'correct horse battery'
  const { id, walletId } = await insertUserWithWallet(deps.db, {
    phone,
    passwordHash: await deps.passwords.hash(password),
    fullName: options.fullName ?? `Test user ${sequence}`,
    role: options.role ?? 'CUSTOMER',
    status: options.status ?? 'ACTIVE',
  })
  return { id, walletId, phone, password, session: await deps.sessions.issueSession(id) }
}

async function insertUserWithWallet(
  db: Database,
  user: { phone: string; passwordHash: string; fullName: string; role: Role; status: UserStatus },
): Promise<{ id: string; walletId: string }> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        user_name: user.phone,
        full_name: user.fullName,
        password_hash: user.passwordHash,
        role: user.role,
        status: user.status,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { id, walletId: await openWallet(trx, id) }
  })
}
