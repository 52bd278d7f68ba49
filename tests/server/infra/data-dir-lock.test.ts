import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { claimDataDir, DataDirInUseError } from '#server/src/db/data-dir-lock.ts'
import { openDatabase } from '#server/src/db/database.ts'

// The claim on an embedded database folder: the second opener (the shop after a command, or a
// command after the shop; here both in this process) is refused, and a dead holder's claim is taken.

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'shop-data-dir-lock-'))
})
afterAll(() => rm(root, { recursive: true, force: true }))

/** The pid of a process that has exited: a lock it left names nobody alive. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', ''])
  if (!pid) throw new Error('The short-lived process did not start')
  return pid
}

describe('claiming a PGlite folder', () => {
  test('a folder a command holds keeps the shop from opening it, with what to do, creating nothing', async () => {
    const dataDir = join(root, 'held', 'db')
    const release = await claimDataDir(dataDir)
    try {
      const opening = openDatabase({ kind: 'pglite', dataDir })
      await expect(opening).rejects.toThrow(DataDirInUseError)
      await expect(opening).rejects.toThrow(
        `The database in ${dataDir} is open in process ${process.pid}`,
      )
      await expect(opening).rejects.toThrow('stop that process')
      await expect(opening).rejects.toThrow('DATABASE_URL')
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false)
    } finally {
      await release()
    }
  })

  test('a released folder is claimed again, and the lock file goes with the release', async () => {
    const dataDir = join(root, 'released', 'db')
    await (
      await claimDataDir(dataDir)
    )()
    const release = await claimDataDir(dataDir)
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(`${process.pid}\n`)
    await release()
    expect(existsSync(`${dataDir}.lock`)).toBe(false)
  })

  test.each([
    ['a process that has exited', 'exited', () => `${deadPid()}\n`],
    ['no pid at all', 'empty', () => ''],
  ])('a lock naming %s is taken over', async (_, folder, leftContent) => {
    const dataDir = join(root, folder, 'db')
    await claimDataDir(dataDir).then((release) => release())
    await writeFile(`${dataDir}.lock`, leftContent())
    const release = await claimDataDir(dataDir)
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(`${process.pid}\n`)
    await release()
  })
})
