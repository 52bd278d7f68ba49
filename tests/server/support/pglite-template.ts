import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an empty PGlite cluster, for test databases to start from; unset on PostgreSQL. */
    pgliteTemplate?: string
  }
}

/**
 * Vitest's global setup of the backend suites: creates one empty PGlite cluster and saves it, so
 * that each test file's database is a copy (a quarter of a second) rather than a new cluster.
 */
export default async function createPgliteTemplate(project: TestProject) {
  if (process.env.DATABASE_URL) return
  const folder = await mkdtemp(join(tmpdir(), 'pglite-template-'))
  const file = join(folder, 'empty-cluster.tar')
  const pglite = await PGlite.create()
  await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()))
  await pglite.close()
  project.provide('pgliteTemplate', file)
  return () => rm(folder, { recursive: true, force: true })
}
