// The bench's own servers, on its own ports and with its own data: the shop's reference backend
// serving a fresh build, and a static server for the floor app, sending files the same way.
import react from '@vitejs/plugin-react'
import Fastify from 'fastify'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { build } from 'vite'
import { precompressAssets } from '../scripts/precompress-assets.ts'
import { registerSpa } from '../server/src/http/spa.ts'
import { buildSpa } from '../server/src/spa-build.ts'

export const projectDir = resolve(import.meta.dirname, '..')

/**
 * The shop, built as `npm run build` does (its manifest gives the size figures), so that the server
 * started next finds both bundles fresh.
 */
export async function buildShop(): Promise<string> {
  const outDir = join(projectDir, 'dist')
  await buildSpa(projectDir, outDir, { viteFlags: ['--logLevel', 'warn'] })
  return outDir
}

/** bench/floor: one heading rendered by React 19, built with the same minifier and target. */
export async function buildFloor(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-floor-'))
  await build({
    configFile: false,
    root: join(projectDir, 'bench', 'floor'),
    logLevel: 'warn',
    plugins: [react(), precompressAssets()],
    build: { outDir, emptyOutDir: true, manifest: true, target: 'es2022' },
  })
  return outDir
}

export interface ShopServer {
  url: string
  process: ChildProcess
  stop: () => Promise<void>
}

/**
 * The reference backend on `port`, with a fresh data directory, as `npm run e2e:serve` runs it;
 * `env` adds settings (a shared PostgreSQL and Redis for several processes).
 */
export async function startShop(
  port: number,
  env: Record<string, string> = {},
): Promise<ShopServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'))
  // node itself, not the tsx wrapper: the process measured for memory is the server.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: projectDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      RATE_LIMIT_SCALE: '100',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitUntilAnswering(`${url}/api/v1/games-group-by-category`, server)
  return {
    url,
    process: server,
    async stop() {
      const exited = new Promise((done) => server.once('exit', done))
      server.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function waitUntilAnswering(url: string, server: ChildProcess) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`)
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return
    await sleep(500)
  }
  throw new Error(`${url} did not answer within 2 minutes`)
}

/** Serves a built app with the reference backend's own static file handling (server/src/http). */
export async function startStaticServer(root: string, port: number) {
  const app = Fastify()
  await registerSpa(app, root)
  await app.listen({ port, host: '127.0.0.1' })
  return { url: `http://127.0.0.1:${port}`, stop: () => app.close() }
}

/** The peak resident memory of a process so far, in bytes (Linux). */
export function peakMemoryBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = /VmHWM:\s+(\d+) kB/.exec(status)?.[1]
  return Number(kilobytes) * 1024
}
