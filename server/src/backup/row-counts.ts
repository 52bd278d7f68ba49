import { sql } from 'kysely'
import type { Database } from '../db/database.ts'

/** How many tables the shop's schema holds, and their rows in all: what a backup or restore moved. */
export async function rowCounts(db: Database): Promise<{ tables: number; rows: number }> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
  let rows = 0
  for (const { name } of tables.rows) {
    const counted = await sql<{
      count: string
    }>`select count(*)::text as count from ${sql.table(name)}`.execute(db)
    rows += Number(counted.rows[0]?.count ?? 0)
  }
  return { tables: tables.rows.length, rows }
}

/** Bytes as an operator reads them. */
export function sizeOf(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
