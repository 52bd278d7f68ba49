import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from '#tooling/local-services.ts'

const projectDir = resolve(import.meta.dirname, '../../..')

export interface BackendProcess {
  name: string
  baseUrl: string
  /** Whether the process is still running (it never exits on its own). */
  alive(): boolean
  /** What it wrote to stderr: a crash's cause. */
  errors(): string
  /** How it ended: its exit code (null while it runs, or when a signal ended it). */
  exitCode(): number | null
  /** SIGKILL: the process ends mid-work, as when its machine goes down. */
  kill(): Promise<void>
  /** SIGTERM, as a deploy stops it. */
  stop(): Promise<void>
}

/**
 * `npm start`'s entry (server/src/main.ts) as a process of its own on a free loopback port, with
 * `env` (the shared database, Redis and secrets). Resolves once it listens.
 */
export async function startBackendProcess(
  name: string,
  env: Record<string, string>,
): Promise<BackendProcess> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), `shop-${name}-`))
  // Node itself with tsx's loader, not the tsx command: that command runs the server in a child
  // process of its own, which a SIGKILL of the command leaves running, unkilled and orphaned.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: projectDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  await new Promise<void>((resolve, reject) => {
    let stdout = ''
    const onData = (chunk: Buffer) => {
      stdout += chunk.toString()
      if (stdout.includes('Game top-up shop: http')) {
        child.stdout?.off('data', onData)
        child.stdout?.resume()
        resolve()
      }
    }
    child.stdout?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${stderr}`)))
  })

  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
  return {
    name,
    baseUrl: `http://127.0.0.1:${port}`,
    alive: () => child.exitCode === null && child.signalCode === null,
    errors: () => stderr,
    exitCode: () => child.exitCode,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  }
}
