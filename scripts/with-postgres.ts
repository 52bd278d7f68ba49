// Runs a command with DATABASE_URL set to a PostgreSQL of its own (Debian's package, started on
// loopback in a temporary folder), then stops it: `npm test` runs the backend suites this way too.
//
//   tsx scripts/with-postgres.ts <command> [args...]
import { spawn } from 'node:child_process'
import process from 'node:process'
import { startPostgres } from '../tooling/local-services.ts'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: tsx scripts/with-postgres.ts <command> [args...]')
  process.exit(2)
}

const postgres = await startPostgres()
const status = await new Promise<number>((resolve) => {
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: postgres.url },
  })
  child.on('error', (error) => {
    console.error(`${command} could not start: ${error.message}`)
    resolve(1)
  })
  child.on('close', (code) => resolve(code ?? 1))
})
await postgres.stop()
process.exitCode = status
