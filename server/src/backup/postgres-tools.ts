import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { BackupError } from './backup-error.ts'

/**
 * The database of `url` in the environment variables libpq reads, so that pg_dump and pg_restore
 * connect where the shop does without the password appearing on their command line (where `ps`
 * shows it to every user of the machine).
 */
export function libpqEnvironment(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url)
  const sslMode = parsed.searchParams.get('sslmode')
  return {
    PGHOST: decodeURIComponent(parsed.hostname) || 'localhost',
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
    ...(parsed.username && { PGUSER: decodeURIComponent(parsed.username) }),
    ...(parsed.password && { PGPASSWORD: decodeURIComponent(parsed.password) }),
    ...(sslMode && { PGSSLMODE: sslMode }),
  }
}

/** The database `url` names, without its password, for messages. */
export function databaseName(url: string): string {
  const parsed = new URL(url)
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`
}

/**
 * Runs one of PostgreSQL's client tools (pg_dump, pg_restore) against `url`; each line it prints on
 * stderr (with --verbose, one per table: the progress) goes to `onLine`. Rejects, with its last
 * lines, when it fails or is not installed.
 */
export function runPostgresTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  url: string,
  onLine: (line: string) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...libpqEnvironment(url) },
      stdio: ['ignore', 'inherit', 'pipe'],
    })
    const lastLines: string[] = []
    createInterface({ input: child.stderr }).on('line', (line) => {
      lastLines.push(line)
      if (lastLines.length > 5) lastLines.shift()
      onLine(line)
    })
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} is not installed: install PostgreSQL's client tools (Debian: postgresql-client).`
            : `${tool} could not start: ${error.message}`,
        ),
      ),
    )
    child.once('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${tool} failed (exit ${code}):\n${lastLines.join('\n')}`)),
    )
  })
}
