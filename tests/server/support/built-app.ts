import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { claimDataDir, DataDirInUseError } from '#server/src/db/data-dir-lock.ts'
import { buildSpa, spaIsStale } from '#server/src/spa-build.ts'

const projectDir = join(import.meta.dirname, '../../..')

/** The app as `npm start` serves it by default: dist/ and, beside it, its server bundle. */
export const builtDistDir = join(projectDir, 'dist')

/**
 * Builds both bundles when missing or older than a source, by the rule `npm start` applies (a fresh
 * clone's first build takes a minute or two). The suites that serve the built app share this one
 * build, and so do the browser suites' production tests and `npm start` after them. One process
 * builds at a time: the production specs start in parallel workers, and two builds into one folder
 * delete each other's files. The claim is the pid lock file the embedded database uses
 * (`dist.lock`); a waiter then finds the folder fresh.
 */
export async function buildAppWhenStale(distDir = builtDistDir): Promise<void> {
  let release: (() => Promise<void>) | undefined
  while (!release) {
    try {
      release = await claimDataDir(distDir)
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error
      await sleep(1_000)
    }
  }
  try {
    if (await spaIsStale(projectDir, distDir)) await buildSpa(projectDir, distDir)
  } finally {
    await release()
  }
}

/**
 * The scale suite's global setup: the build is over before any file starts, so the backend suite's
 * server-rendered pages, run beside it, find it done rather than building dist/ at the same moment.
 */
export default buildAppWhenStale
