import { parseArgs } from 'node:util'
import { ConfigError } from '../config/config-error.ts'
import { loadConfig } from '../config.ts'
import { DataDirInUseError } from '../db/data-dir-lock.ts'
import { openDatabase, type Database } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { processLocks } from '../db/process-locks.ts'
import { createAccount } from '../modules/accounts/customer-accounts.ts'
import { createPasswords } from '../security/passwords.ts'
import { contractRule } from './contract-rules.ts'
import { readPassword } from './read-secret.ts'
import { reportFailure, ScriptError } from './script-error.ts'

const usage =
  'Usage: npm run admin:create -- --phone <phone> (the password is asked, or read from stdin)'

/**
 * `npm run admin:create -- --phone P`: makes the account with this phone an operator (role ADMIN)
 * with the password given, creating it (with its wallet, like every account) when there is none.
 * It works on the database the server is configured with (DATABASE_URL or DATA_DIR); an embedded
 * database (DATA_DIR) the running shop holds is refused, writing nothing.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { phone: { type: 'string' } }, strict: true })
  const phone = values.phone?.trim()
  if (!phone) throw new ScriptError(usage)
  const config = loadConfig()
  const [validPhone, validPassword] = await Promise.all([
    contractRule(config.contractPath, 'Phone'),
    contractRule(config.contractPath, 'Password'),
  ])
  if (!validPhone(phone)) throw new ScriptError('The phone must be 8 to 11 digits')

  // Opened before the password is asked: an embedded database the shop holds is refused at once,
  // not after the operator has typed the password twice.
  const db = await openDatabase(config.database)
  try {
    const password = await readPassword(`Password for the operator ${phone}`)
    if (!validPassword(password)) {
      throw new ScriptError('The password must be 6 to 128 characters')
    }
    const passwordHash = await createPasswords(config.passwordHashCost).hash(password)
    // A server starting meanwhile may be migrating the same database.
    await processLocks(db, config.database).exclusively('startup', () =>
      migrateToLatest(db, config.database),
    )
    const outcome = await makeOperator(db, phone, passwordHash)
    console.log(`${phone} is ${outcome === 'created' ? 'a new operator' : 'now an operator'}.`)
  } finally {
    await db.destroy()
  }
}

async function makeOperator(
  db: Database,
  phone: string,
  passwordHash: string,
): Promise<'created' | 'promoted'> {
  return db.transaction().execute(async (trx) => {
    const promoted = await trx
      .updateTable('users')
      .set({ role: 'ADMIN', password_hash: passwordHash })
      .where('user_name', '=', phone)
      .returning('id')
      .executeTakeFirst()
    if (!promoted) {
      await createAccount(trx, {
        userName: phone,
        fullName: phone,
        passwordHash,
        role: 'ADMIN',
      })
      return 'created'
    }
    // A new password ends the sessions opened with the old one, as a password reset does.
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', promoted.id)
      .where('revoked_at', 'is', null)
      .execute()
    return 'promoted'
  })
}

main().catch((error: unknown) =>
  reportFailure(error, [ScriptError, ConfigError, DataDirInUseError]),
)
