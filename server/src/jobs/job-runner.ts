import type { FastifyBaseLogger } from 'fastify'
import type { ProcessLocks } from '../db/process-locks.ts'

export interface Job {
  /** Unique, for logs and runNow. */
  name: string
  everyMs: number
  run(): Promise<void>
}

/**
 * Periodic work modules register from their factory, such as expiring unpaid QR top-ups. Jobs start
 * when the server is ready and stop when it closes; a run still going when the next tick comes is
 * not doubled, in this process or, through `locks`, in another one sharing the database (that
 * process's tick is skipped). Errors are logged and the job keeps its schedule.
 */
export interface JobRunner {
  register(job: Job): void
  /** Runs one job now and waits for it (tests, after moving the clock). */
  runNow(name: string): Promise<void>
  start(): void
  /** Stops the timers and waits for runs in progress. */
  stop(): Promise<void>
}

export function createJobRunner(
  log: FastifyBaseLogger,
  locks: Pick<ProcessLocks, 'ifFree'>,
): JobRunner {
  const jobs = new Map<string, Job>()
  const running = new Map<string, Promise<void>>()
  const timers: NodeJS.Timeout[] = []
  let stopped = false

  const runOnce = (job: Job): Promise<void> => {
    const inFlight = running.get(job.name)
    if (inFlight) return inFlight
    const run = locks
      .ifFree(`job:${job.name}`, () => job.run())
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error, job: job.name }, 'Background job failed'))
      .finally(() => running.delete(job.name))
    running.set(job.name, run)
    return run
  }

  return {
    register(job) {
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} is registered twice`)
      jobs.set(job.name, job)
    },

    runNow(name) {
      const job = jobs.get(name)
      if (!job) throw new Error(`No job named ${name}`)
      return runOnce(job)
    },

    start() {
      if (stopped) return
      for (const job of jobs.values()) {
        const timer = setInterval(() => void runOnce(job), job.everyMs)
        timer.unref()
        timers.push(timer)
      }
    },

    async stop() {
      stopped = true
      for (const timer of timers.splice(0)) clearInterval(timer)
      await Promise.all(running.values())
    },
  }
}
