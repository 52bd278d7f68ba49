import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '#server/src/config.ts'
import { buildAppWhenStale } from '../../server/support/built-app.ts'
import { emptyDatabaseIn } from '../empty-cluster.ts'
import {
  startDigiflazzTestServer,
  type DigiflazzTestServer,
} from '../../server/support/digiflazz-test-server.ts'
import {
  startStandInSmsGateway,
  type StandInSmsGateway,
} from '../../server/support/stand-in-sms-gateway.ts'

/** The shop as a production install runs it: its own database, gateway and secrets. */
export interface ProductionShop {
  baseURL: string
  gateway: StandInSmsGateway
  /** The supplier it buys top-ups from: a Digiflazz test server on loopback. */
  supplier: DigiflazzTestServer
  bankWebhookSecret: string
  operator: { phone: string; password: string }
  stop(): Promise<void>
}

const OPERATOR = { phone: '2099991234', password: 'desk-pass-2030' }

function runScript(script: string, args: string[], env: NodeJS.ProcessEnv, input?: string) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    env,
    input,
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    throw new Error(
      `npm run ${script} failed (${result.status}):\n${result.stderr}${result.stdout}`,
    )
  }
}

async function waitUntilUp(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The production server exited:\n${log()}`)
    try {
      const answer = await fetch(url, { headers: { accept: 'text/html' } })
      if (answer.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The production server did not answer within 60 s:\n${log()}`)
}

/**
 * Starts the shop with NODE_ENV=production on `port`, as docs/operations.md says to run it: every
 * required variable set, the SMS gateway and the supplier stand-ins on loopback, an operator made
 * with admin:create and the catalogue loaded with catalogue:import; no demo data, no /dev.
 */
export async function startProductionShop(port: number): Promise<ProductionShop> {
  const gateway = await startStandInSmsGateway()
  const supplier = await startDigiflazzTestServer()
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-production-'))
  await emptyDatabaseIn(dataDir)
  const bankWebhookSecret = 'bank-webhook-secret-of-the-production-test-'
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TOKEN_SECRET: 'token-secret-of-the-production-test-'.padEnd(48, '-'),
    BANK_WEBHOOK_SECRET: bankWebhookSecret,
    LAO_QR_BANK_ID: '27710418',
    LAO_QR_MERCHANT_ID: 'GAMESHOP0001',
    SMS_GATEWAY_URL: gateway.url,
    SMS_GATEWAY_TOKEN: 'sms-gateway-token-of-the-production-test',
    SUPPLIER_URL: supplier.url,
    SUPPLIER_USERNAME: supplier.username,
    SUPPLIER_API_KEY: supplier.apiKey,
    SUPPLIER_WEBHOOK_SECRET: supplier.webhookSecret,
  }
  // Built first when stale, by the rule `npm start` applies: left to the start, the build ran
  // inside the minute the server is given to answer, which a loaded 2-core machine did not leave it.
  await buildAppWhenStale(loadConfig(env).distDir)
  runScript('admin:create', ['--phone', OPERATOR.phone], env, `${OPERATOR.password}\n`)
  runScript('catalogue:import', ['server/catalogue/demo-catalogue.json'], env)

  let output = ''
  const server = spawn('npm', ['start', '--silent'], { env, detached: true })
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const baseURL = `http://127.0.0.1:${port}`
  await waitUntilUp(baseURL, server, () => output)

  return {
    baseURL,
    gateway,
    supplier,
    bankWebhookSecret,
    operator: OPERATOR,
    async stop() {
      if (server.pid && server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        process.kill(-server.pid, 'SIGTERM')
        await exited
      }
      await gateway.close()
      await supplier.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
