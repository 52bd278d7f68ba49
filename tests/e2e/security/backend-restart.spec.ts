import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect as baseExpect, type APIRequestContext } from '@playwright/test'
import { test } from '../../support/e2e/demo-sessions.ts'
import { registerCustomer, startSignedIn } from '../../support/e2e/accounts.ts'
import { emptyDatabaseIn } from '../../support/empty-cluster.ts'

// A machine that runs other suites beside this one answers slowly: wait longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 })

// The backend stops and starts again while a customer has the chat open: the socket must
// reconnect by itself and the screen must fetch what was posted while it was away. This test runs
// a backend of its own (the built app, a data directory of its own, a port of the test run's
// range), so stopping it disturbs no other test.

const port = Number(process.env.E2E_PORT ?? 4310) + 20
const baseURL = `http://127.0.0.1:${port}`

function startBackend(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      RATE_LIMIT_SCALE: '100',
      // An empty shop starts faster, and the chat needs no catalogue.
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  })
}

async function stopBackend(backend: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => backend.once('exit', resolve))
  backend.kill('SIGTERM')
  await exited
}

async function waitUntilServing(api: APIRequestContext): Promise<void> {
  await expect(async () => {
    const answer = await api.get('/api/v1/games-group-by-category', { timeout: 2_000 })
    expect(answer.status()).toBe(200)
  }).toPass({ intervals: [500], timeout: 120_000 })
}

test('@faults the backend restarts mid-session: the socket reconnects and the chat resyncs', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(300_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-restart-'))
  await emptyDatabaseIn(dataDir)
  const api = await playwright.request.newContext({ baseURL })
  let backend = startBackend(dataDir)
  try {
    await waitUntilServing(api)
    const customer = await registerCustomer(api)
    const post = (text: string) =>
      api.post('/api/v1/chat', {
        headers: { Authorization: `Bearer ${customer.accessToken}` },
        data: { text, type: 'TEXT', mode: 'ADMIN' },
      })
    const page = await browser.newPage({ baseURL })
    await startSignedIn(page, customer, 'en')
    await page.goto('/chat-admin')
    expect((await post('Before the restart')).status()).toBe(200)
    await expect(page.getByText('Before the restart', { exact: true })).toBeVisible()

    await stopBackend(backend)
    backend = startBackend(dataDir)
    await waitUntilServing(api)
    // Posted as soon as the server is back, often before the page's socket has reconnected: the
    // message then shows through the reload that follows the reconnect, else live.
    expect((await post('After the restart')).status()).toBe(200)
    await expect(page.getByText('After the restart', { exact: true })).toBeVisible({
      timeout: 30_000,
    })
    // Nothing shown before the restart was lost in the reload.
    await expect(page.getByText('Before the restart', { exact: true })).toBeVisible()
    await page.close()
  } finally {
    await stopBackend(backend)
    await api.dispose()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
