import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/** A PGlite folder another live process has open: the caller must not open it too. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
}

/**
 * Claims the PGlite database folder `dataDir` for this process, or refuses with DataDirInUseError.
 * PGlite has no lock of its own: two processes that open one folder each work on their own copy of
 * it in memory, and whichever writes last silently erases the other's changes. The claim is a file
 * beside the folder holding the owner's pid; a claim whose process has died (a crash, a kill -9) is
 * taken over. Resolves to the release, which the owner calls once the database is closed.
 */
export async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`
  await mkdir(dirname(lockPath), { recursive: true })
  // A new lock appears with its pid already in it (written apart, then linked into place), so a
  // reader never sees an empty lock and mistakes it for one left behind.
  const draftPath = `${lockPath}.${process.pid}`
  await writeFile(draftPath, `${process.pid}\n`)
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (await linkedInPlace(draftPath, lockPath)) {
        return () => releaseClaim(lockPath)
      }
      const holder = await holderOf(lockPath)
      if (holder !== undefined && isRunning(holder)) {
        throw new DataDirInUseError(inUseMessage(dataDir, lockPath, holder))
      }
      await rm(lockPath, { force: true })
    }
    throw new DataDirInUseError(`Another process is claiming ${dataDir} at this moment; try again.`)
  } finally {
    await rm(draftPath, { force: true })
  }
}

function inUseMessage(dataDir: string, lockPath: string, pid: number): string {
  return (
    `The database in ${dataDir} is open in process ${pid} (the shop, or one of its commands). ` +
    'The embedded database serves one process at a time: stop that process and run this again, ' +
    'or set DATABASE_URL to a PostgreSQL database, which the shop and its commands can share. ' +
    `If process ${pid} is not the shop, delete ${lockPath}.`
  )
}

async function linkedInPlace(draftPath: string, lockPath: string): Promise<boolean> {
  try {
    await link(draftPath, lockPath)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

/** The pid in the lock file; undefined when it is gone or holds no pid (nobody owns it). */
async function holderOf(lockPath: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt(await readFile(lockPath, 'utf8'), 10)
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/** True for this process too: a second open in the same process would be a second PGlite. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Removes the lock only while it is still this process's own. */
async function releaseClaim(lockPath: string): Promise<void> {
  if ((await holderOf(lockPath)) === process.pid) await rm(lockPath, { force: true })
}
