import { PGlite } from '@electric-sql/pglite'
import { Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { WaitLimitedPgliteDialect } from '#server/src/db/pglite-dialect.ts'

// PGlite's one connection, as the dialect hands it out; the wait limit is short to keep this fast.
const waitLimitMs = 200
let db: Kysely<{ notes: { text: string } }>

beforeAll(async () => {
  db = new Kysely({ dialect: new WaitLimitedPgliteDialect(await PGlite.create(), waitLimitMs) })
  await db.schema.createTable('notes').addColumn('text', 'text').execute()
})
afterAll(async () => {
  await db?.destroy()
})

describe('the PGlite connection', () => {
  test('a query on db waits for a running transaction instead of running inside it', async () => {
    let outsideQuery: Promise<number> | undefined
    const rolledBack = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ text: 'never committed' }).execute()
      outsideQuery = db
        .selectFrom('notes')
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow()
        .then((row) => row.count)
      throw new Error('roll back')
    })

    await expect(rolledBack).rejects.toThrow('roll back')
    await expect(outsideQuery).resolves.toBe(0)
  })

  test('a query on db inside a transaction fails after the wait limit and names the mistake', async () => {
    const selfWait = db.transaction().execute(() => db.selectFrom('notes').selectAll().execute())

    await expect(selfWait).rejects.toThrow(
      `Waited ${waitLimitMs} ms for the database connection. Inside a transaction, run every query on the transaction object (trx), not on db.`,
    )
    // The transaction gave the connection back: the next query runs.
    await expect(db.selectFrom('notes').selectAll().execute()).resolves.toEqual([])
  })
})
