import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { runServerScript } from '../support/server-scripts.ts'

// What `npm run backup` and `npm run restore` refuse before touching any database, each said in one
// line. The drill (tests/security/backup-restore.test.ts) runs them on a real shop.

let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-backup-commands-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

/** Runs the command on `file` and expects it to refuse, saying each of `words`, creating no database. */
async function expectRefused(script: 'backup.ts' | 'restore.ts', file: string, ...words: string[]) {
  const result = await runServerScript(script, [file], { dataDir })
  expect(result.code).toBe(1)
  for (const said of words) expect(result.out).toContain(said)
  expect(existsSync(join(dataDir, 'db'))).toBe(false)
}

describe('npm run backup', () => {
  test('never overwrites an existing file', async () => {
    const earlier = join(dataDir, 'earlier.backup')
    await writeFile(earlier, 'an older backup')
    await expectRefused('backup.ts', earlier, `${earlier} exists already`)
    expect(await readFile(earlier, 'utf8')).toBe('an older backup')
  })

  test('with no shop and no database in DATA_DIR, says so and writes no file', async () => {
    const file = join(dataDir, 'nothing.backup')
    await expectRefused('backup.ts', file, 'holds no database')
    expect(existsSync(file)).toBe(false)
    expect(existsSync(`${file}.partial`)).toBe(false)
  })
})

describe('npm run restore', () => {
  test('refuses a file that is not a backup', async () => {
    const notes = join(dataDir, 'notes.txt')
    await writeFile(notes, 'not a database')
    await expectRefused('restore.ts', notes, 'is not a backup from npm run backup')
  })

  test('refuses a PostgreSQL backup into the embedded database, naming both', async () => {
    const dump = join(dataDir, 'postgres.backup')
    // pg_dump's custom format starts with these five bytes.
    await writeFile(dump, 'PGDMP and the rest of a dump')
    await expectRefused(
      'restore.ts',
      dump,
      'is a backup of a PostgreSQL database',
      'not into the embedded database',
    )
  })
})
