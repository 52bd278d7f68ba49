import type { Database } from '../../db/database.ts'
import type { Role } from '../../db/tables.ts'

/** What a message shows about its sender, always read from the account, never from the request. */
export interface ChatParticipant {
  id: string
  role: Role
  fullName: string
  phone: string
  image: string | null
}

function participants(db: Database) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'full_name as fullName', 'user_name as phone', 'image'])
}

export function findParticipant(
  db: Database,
  userId: string,
): Promise<ChatParticipant | undefined> {
  return participants(db).where('id', '=', userId).executeTakeFirst()
}

export function findCustomer(db: Database, userId: string): Promise<ChatParticipant | undefined> {
  return participants(db).where('id', '=', userId).where('role', '=', 'CUSTOMER').executeTakeFirst()
}

export async function listAdminIds(db: Database): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'ADMIN').execute()
  return rows.map((row) => row.id)
}
