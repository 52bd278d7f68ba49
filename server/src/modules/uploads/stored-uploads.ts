import type { Database } from '../../db/database.ts'

/** Whether every name is an image this user uploaded and whose file actually arrived. */
export async function ownsStoredUploads(
  db: Database,
  userId: string,
  fileNames: string[],
): Promise<boolean> {
  const distinct = [...new Set(fileNames)]
  if (distinct.length === 0) return false
  const stored = await db
    .selectFrom('uploads')
    .select('file_name')
    .where('file_name', 'in', distinct)
    .where('user_id', '=', userId)
    .where('stored_at', 'is not', null)
    .execute()
  return stored.length === distinct.length
}
