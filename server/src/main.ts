import { resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { serveBackups } from './backup/backup-socket.ts'
import { ConfigError } from './config/config-error.ts'
import { loadConfig, type ServerConfig } from './config.ts'
import { DataDirInUseError } from './db/data-dir-lock.ts'
import { openDatabase } from './db/database.ts'
import { prepareShop } from './prepare-shop.ts'
import type { DemoAccount } from './seed-contract.ts'
import { buildSpaWhenStale } from './spa-build.ts'

const projectDir = resolve(import.meta.dirname, '../..')
const shutdownLimitMs = 10_000

function readConfig(): ServerConfig {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

function announce(url: string, accounts: DemoAccount[] | null): void {
  const lines = [`Game top-up shop: ${url}`]
  if (accounts?.length) {
    lines.push('Demo accounts (phone / password):')
    for (const account of accounts)
      lines.push(`  ${account.label}: ${account.phone} / ${account.password}`)
  }
  console.log(lines.join('\n'))
}

async function main(): Promise<void> {
  const config = readConfig()
  await buildSpaWhenStale(projectDir, config.distDir, () =>
    console.log(
      'Building the SPA and its server renderer (missing or older than their sources)...',
    ),
  )

  const db = await openDatabase(config.database)
  const { server, accounts } = await prepareShop(config, db)
  await server.app.listen({ port: config.port, host: config.host })

  const address = server.app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
  announce(`http://${host}:${port}`, accounts)
  // `npm run backup` asks the shop for a copy of the embedded database it holds (backup-socket.ts).
  const stopServingBackups = await serveBackups(db, config.database, server.app.log)

  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1) // a second Ctrl-C: do not wait any longer
    stopping = true
    // /readyz answers 503 from now on. A SIGTERM is a deploy or the service manager: the process
    // keeps serving while the balancer notices, then stops listening and finishes what it has. A
    // Ctrl-C is someone at a terminal, who waits for no balancer.
    server.readiness.startDraining()
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0
    server.app.log.info(`${signal}: not ready any more, shutting down in ${drainMs} ms`)
    setTimeout(() => process.exit(1), drainMs + shutdownLimitMs).unref()
    await sleep(drainMs)
    await stopServingBackups()
    await server.close()
    // PGlite writes its files on close: skipping this can leave the next start to recover them.
    await db.destroy()
    process.exit(0)
  }
  process.on('SIGINT', (signal) => void stop(signal))
  process.on('SIGTERM', (signal) => void stop(signal))
}

main().catch((error: unknown) => {
  // A folder another process holds is the operator's to settle: the message says how, no stack.
  console.error(error instanceof DataDirInUseError ? error.message : error)
  process.exit(1)
})
