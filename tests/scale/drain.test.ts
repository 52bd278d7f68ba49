import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { builtDistDir } from '#tests/server/support/built-app.ts'
import { startPostgres, type LocalPostgres } from '#tooling/local-services.ts'
import { startBackendProcess, type BackendProcess } from './support/backend-process.ts'

// Two backend processes behind a balancer that sends requests only to those whose /readyz answers
// 200, as a deploy's balancer does. One is stopped (SIGTERM) while requests keep coming: it turns
// unready at once, answers what it still gets, finishes and exits, and no request is lost.

const DRAIN_MS = 1_500
const POLL_EVERY_MS = 50
const CATALOGUE = '/api/v1/games-group-by-category'

let postgres: LocalPostgres
const backends: BackendProcess[] = []

beforeAll(async () => {
  postgres = await startPostgres()
  const env = {
    DATABASE_URL: await postgres.newDatabase(),
    TOKEN_SECRET: randomBytes(48).toString('base64url'),
    DIST_DIR: builtDistDir,
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  }
  // One after the other: the second finds the database migrated and seeded.
  backends.push(await startBackendProcess('drained', env))
  backends.push(await startBackendProcess('staying', env))
}, 240_000)

afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()))
  await postgres?.stop()
}, 60_000)

/** What the balancer knows: which backends answered their last readiness poll with 200. */
function readinessBalancer(pool: BackendProcess[]) {
  const ready = new Set<BackendProcess>()
  let polling = true
  const poll = async (backend: BackendProcess) => {
    while (polling) {
      const answer = await fetch(`${backend.baseUrl}/readyz`).catch(() => null)
      if (answer?.status === 200) ready.add(backend)
      else ready.delete(backend)
      await answer?.body?.cancel()
      await sleep(POLL_EVERY_MS)
    }
  }
  const pollers = pool.map(poll)
  let turn = 0
  return {
    /** The next ready backend in turn; none ready is a lost request too. */
    pick(): BackendProcess | undefined {
      const candidates = pool.filter((backend) => ready.has(backend))
      turn += 1
      return candidates[turn % candidates.length]
    },
    isReady: (backend: BackendProcess) => ready.has(backend),
    async stop() {
      polling = false
      await Promise.all(pollers)
    },
  }
}

interface Outcome {
  backend: string
  status: number | 'lost'
  at: number
}

test(
  'a process stopped mid-traffic behind the readiness check loses no request',
  { tags: ['faults'], timeout: 60_000 },
  async () => {
    const [drained, staying] = backends as [BackendProcess, BackendProcess]
    const balancer = readinessBalancer(backends)
    await expect.poll(() => balancer.isReady(drained) && balancer.isReady(staying)).toBe(true)

    const outcomes: Outcome[] = []
    let sending = true
    const customer = async () => {
      while (sending) {
        const backend = balancer.pick()
        if (!backend) {
          outcomes.push({ backend: 'none', status: 'lost', at: Date.now() })
          await sleep(10)
          continue
        }
        const answer = await fetch(`${backend.baseUrl}${CATALOGUE}`).catch(() => null)
        await answer?.arrayBuffer()
        outcomes.push({ backend: backend.name, status: answer?.status ?? 'lost', at: Date.now() })
      }
    }
    const customers = Array.from({ length: 6 }, customer)
    await sleep(500)

    const stoppedAt = Date.now()
    const exited = drained.stop()
    // Unready at once, while it still answers: the balancer's next poll takes it out.
    await expect
      .poll(async () => (await fetch(`${drained.baseUrl}/readyz`)).status, { interval: 20 })
      .toBe(503)
    expect(Date.now() - stoppedAt).toBeLessThan(DRAIN_MS / 2)
    // A request the balancer sent before it noticed is still answered, on a connection closed after.
    const late = await fetch(`${drained.baseUrl}${CATALOGUE}`)
    expect(late.status).toBe(200)
    expect(late.headers.get('connection')).toBe('close')
    await late.arrayBuffer()

    await exited
    await sleep(300)
    sending = false
    await Promise.all(customers)
    await balancer.stop()

    expect(drained.exitCode()).toBe(0)
    const lost = outcomes.filter((outcome) => outcome.status !== 200)
    expect(lost).toEqual([])
    const answeredBy = (name: string, after: number) =>
      outcomes.filter((outcome) => outcome.backend === name && outcome.at > after).length
    expect(answeredBy('drained', 0)).toBeGreaterThan(0)
    // The traffic went on past the stop, served by the process that stayed.
    expect(answeredBy('staying', stoppedAt + DRAIN_MS)).toBeGreaterThan(0)
  },
)
