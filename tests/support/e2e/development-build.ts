import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type APIRequestContext } from '@playwright/test'
import { buildSpa } from '#server/src/spa-build.ts'
import { emptyDatabaseIn } from '../empty-cluster.ts'

/**
 * The app as `npm run dev` runs it: React's development build, where StrictMode mounts every
 * component twice. Built into a folder of its own and served by a backend of its own on `port`,
 * with the demo data, so no other test's server is touched.
 */
export interface DevelopmentBuild {
  baseURL: string
  stop: () => Promise<void>
}

export async function startDevelopmentBuild(
  port: number,
  api: (baseURL: string) => Promise<APIRequestContext>,
): Promise<DevelopmentBuild> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-dev-build-'))
  await emptyDatabaseIn(dataDir)
  const distDir = join(dataDir, 'dist')
  // Both bundles, as `npm run build` makes them, in React's development build.
  await buildSpa(process.cwd(), distDir, {
    viteFlags: ['--logLevel', 'warn'],
    env: { NODE_ENV: 'development' },
  })

  const baseURL = `http://127.0.0.1:${port}`
  const backend = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      NODE_ENV: 'test',
      RATE_LIMIT_SCALE: '100',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  })
  const stop = async () => {
    await stopProcess(backend)
    rmSync(dataDir, { recursive: true, force: true })
  }
  const client = await api(baseURL)
  try {
    await expect(async () => {
      const answer = await client.get('/api/v1/games-group-by-category', { timeout: 2_000 })
      expect(answer.status()).toBe(200)
    }).toPass({ intervals: [500], timeout: 150_000 })
  } catch (error) {
    await stop()
    throw error
  } finally {
    await client.dispose()
  }
  return { baseURL, stop }
}

/** Stops a server the tests started, and waits until it has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}
