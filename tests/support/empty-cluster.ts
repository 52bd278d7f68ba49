import { existsSync, readFileSync } from 'node:fs'
import { cp, mkdtemp, rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'

/** The installed PGlite's version: its package exports no package.json to import. */
const pgliteVersion = (
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'),
      'utf8',
    ),
  ) as { version: string }
).version

/**
 * One empty PGlite cluster per machine and PGlite version: creating one (PGlite's initdb) costs
 * about 7 s of CPU, copying it a tenth of a second. The shop's own creation of its cluster on a
 * first start stays tested: the browser tests' backend (`npm run e2e:serve`) starts on an empty
 * folder.
 */
const templateDir = join(tmpdir(), `shop-empty-pglite-cluster-${pgliteVersion}`)

async function emptyCluster(): Promise<string> {
  if (existsSync(join(templateDir, 'PG_VERSION'))) return templateDir
  // Made aside and moved in whole: tests in other processes may want it at the same moment.
  const making = await mkdtemp(`${templateDir}-making-`)
  const cluster = await PGlite.create(making)
  await cluster.close()
  try {
    await rename(making, templateDir)
  } catch {
    // Another process moved its copy in first: the same empty cluster.
    await rm(making, { recursive: true, force: true })
  }
  return templateDir
}

/**
 * Gives a shop's DATA_DIR an empty database, as its first start would create it, for a test that
 * starts the shop or one of its commands in a process of its own.
 */
export async function emptyDatabaseIn(dataDir: string): Promise<void> {
  await cp(await emptyCluster(), join(dataDir, 'db'), { recursive: true })
}
