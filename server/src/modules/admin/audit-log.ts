import type { components } from '#contract/schema.d.ts'
import type { Database } from '../../db/database.ts'
import { jsonb } from '../../db/jsonb.ts'

type AuditEntry = components['schemas']['AuditEntry']
export type AuditAction = AuditEntry['action']

export interface AuditRecord {
  actorId: string
  action: AuditAction
  targetId: string
  detail?: Record<string, unknown>
}

/**
 * Writes who did what to which record. Called with the transaction of the action itself, so an
 * action and its audit line commit together or not at all.
 */
export async function recordAudit(executor: Database, record: AuditRecord): Promise<void> {
  await executor
    .insertInto('audit_log')
    .values({
      actor_id: record.actorId,
      action: record.action,
      target_id: record.targetId,
      detail: jsonb(record.detail ?? {}),
    })
    .execute()
}

/** The latest entries, newest first, with the operator who acted. */
export async function listAudit(db: Database, limit: number): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .innerJoin('users', 'users.id', 'audit_log.actor_id')
    .select([
      'audit_log.id',
      'audit_log.action',
      'audit_log.target_id',
      'audit_log.detail',
      'audit_log.created_at',
      'users.id as actor_id',
      'users.full_name',
      'users.user_name',
    ])
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    _id: row.id,
    actor: { _id: row.actor_id, fullName: row.full_name, phone: row.user_name },
    action: row.action as AuditAction,
    targetId: row.target_id,
    detail: row.detail,
    createdAt: row.created_at.toISOString(),
  }))
}
