import { chmod, rm } from 'node:fs/promises'
import { createConnection, createServer, type Socket } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { BackupError } from './backup-error.ts'
import { embeddedBackup } from './embedded-backup.ts'

/**
 * The running shop's side of `npm run backup` on the embedded database. PGlite serves one process,
 * which the shop is, so the command cannot open the folder while the shop runs: it connects to this
 * Unix socket beside the folder instead, and the shop answers with a backup of its own database.
 * The socket is its owner's alone (mode 0600), the user who can read DATA_DIR anyway.
 *
 * Answer: one JSON line, `{"bytes":N}` then N bytes of embeddedBackup, or `{"error":"..."}`.
 */
export function backupSocketPath(dataDir: string): string {
  return `${dataDir}.backup.sock`
}

/**
 * Listens on the backup socket of an embedded database kept in a folder; resolves to the function
 * that stops listening. PostgreSQL needs none (pg_dump connects), nor a database in memory.
 */
export async function serveBackups(
  db: Database,
  database: DatabaseConfig,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (database.kind !== 'pglite' || !database.dataDir) return async () => {}
  const path = backupSocketPath(database.dataDir)
  // This process holds the folder's claim (data-dir-lock.ts): a socket file there is one a shop that
  // died left behind, and listening on it would fail.
  await rm(path, { force: true })
  const server = createServer((socket) => void answer(socket, db, log))
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(path, resolve)
    })
  } catch (error) {
    // A path past the system's limit for sockets (about 100 bytes), or a read-only folder: the
    // shop serves all the same, and a backup then needs it stopped (the command says so).
    log.warn({ err: error, path }, 'backup: cannot listen for backup requests')
    return async () => {}
  }
  await chmod(path, 0o600)
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
    })
}

async function answer(socket: Socket, db: Database, log: FastifyBaseLogger): Promise<void> {
  // The command may give up and close first: nothing to tell it then.
  socket.on('error', () => {})
  try {
    const backup = await embeddedBackup(db)
    socket.write(`${JSON.stringify({ bytes: backup.length })}\n`)
    socket.end(backup)
    log.info({ bytes: backup.length }, 'backup: sent a copy of the database')
  } catch (error) {
    log.error({ err: error }, 'backup: the copy failed')
    socket.end(`${JSON.stringify({ error: (error as Error).message })}\n`)
  }
}

/** What a running shop's backup socket answered; undefined when no shop listens there. */
export async function askRunningShop(
  dataDir: string,
  onProgress: (received: number, total: number) => void,
): Promise<Buffer | undefined> {
  const socket = createConnection(backupSocketPath(dataDir))
  const chunks: Buffer[] = []
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve)
      socket.once('error', reject)
    })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return undefined
    throw error
  }
  let header: Header | undefined
  let received = 0
  await new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      received += chunk.length
      header ??= headerOf(Buffer.concat(chunks))
      if (header?.bytes !== undefined) onProgress(received - header.length, header.bytes)
    })
    socket.once('end', resolve)
    socket.once('error', reject)
  })
  if (!header) throw new BackupError('The shop closed the backup socket without an answer')
  if (header.error !== undefined)
    throw new BackupError(`The shop could not back up: ${header.error}`)
  const body = Buffer.concat(chunks).subarray(header.length)
  if (body.length !== header.bytes) {
    throw new BackupError(
      `The shop sent ${body.length} of ${header.bytes} bytes: the copy is incomplete`,
    )
  }
  return body
}

/** The answer's first line, and its length with the newline. */
interface Header {
  length: number
  bytes?: number
  error?: string
}

function headerOf(received: Buffer): Header | undefined {
  const end = received.indexOf(10)
  if (end < 0) return undefined
  const parsed = JSON.parse(received.subarray(0, end).toString('utf8')) as {
    bytes?: number
    error?: string
  }
  return { length: end + 1, ...parsed }
}
