import { PGlite } from '@electric-sql/pglite'
import { fork } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const thisFile = fileURLToPath(import.meta.url)

/**
 * Creates the PGlite cluster in `dataDir`, when there is none yet, in a short-lived process of its
 * own. PGlite's initdb grows its WebAssembly memory to about 1 GB, and a process never hands that
 * back: done in the server's own process, a first start would keep twice the memory of a restart
 * for as long as it runs.
 */
export async function createPgliteClusterApart(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return
  await new Promise<void>((resolve, reject) => {
    const child = fork(thisFile, [dataDir], { stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Creating the database in ${dataDir} failed (exit ${code})`)),
    )
  })
}

// The process createPgliteClusterApart starts.
if (process.argv[1] === thisFile && process.argv[2]) {
  const cluster = await PGlite.create(process.argv[2])
  await cluster.close()
}
