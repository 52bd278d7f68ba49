import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { claimDataDir, DataDirInUseError } from './db/data-dir-lock.ts'

/** What the SPA build reads: a newer file in any of these means dist/ is stale. */
const buildInputs = [
  'src',
  // The flows' machines and the API's contract, which the SPA imports beside its own code.
  'machines',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package.json',
]

async function newestModification(path: string): Promise<number> {
  if (!existsSync(path)) return 0
  const info = await stat(path)
  if (!info.isDirectory()) return info.mtimeMs
  const entries = await readdir(path, { withFileTypes: true, recursive: true })
  const times = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => (await stat(join(entry.parentPath, entry.name))).mtimeMs),
  )
  return Math.max(0, ...times)
}

/**
 * Where the server's bundle of the SPA (src/entry-server.tsx) is built: beside dist/, never in it,
 * as everything in dist/ is served to browsers.
 */
export function serverBundleDir(distDir: string): string {
  return join(dirname(distDir), `${basename(distDir)}-server`)
}

/** The file the backend imports to render pages (server/src/http/server-rendered-pages.ts). */
export function serverEntryOf(distDir: string): string {
  return join(serverBundleDir(distDir), 'entry-server.js')
}

/** Whether either bundle is missing or older than a source of the SPA. */
export async function spaIsStale(projectDir: string, distDir: string): Promise<boolean> {
  const outputs = [join(distDir, 'index.html'), serverEntryOf(distDir)]
  if (!outputs.every((output) => existsSync(output))) return true
  const built = Math.min(...(await Promise.all(outputs.map(async (o) => (await stat(o)).mtimeMs))))
  const sources = await Promise.all(
    buildInputs.map((input) => newestModification(join(projectDir, input))),
  )
  return sources.some((modified) => modified > built)
}

export interface SpaBuildOptions {
  /** `vite build` flags added to both builds (`--logLevel warn`, `--manifest`). */
  viteFlags?: string[]
  /** Variables on top of this process's for both builds (`NODE_ENV: 'development'`). */
  env?: Record<string, string>
}

/**
 * Builds the browser's bundle and the server's (`vite build`, then `vite build --ssr`): the one
 * way the SPA is built, for `npm run build`, a fresh clone's `npm start` (which serves
 * server-rendered pages without a separate step), the browser tests and the bench.
 */
export async function buildSpa(
  projectDir: string,
  distDir: string,
  { viteFlags = [], env = {} }: SpaBuildOptions = {},
): Promise<void> {
  const build = (args: string[]) => runVite(projectDir, ['build', ...args, ...viteFlags], env)
  await build(['--outDir', distDir])
  await build(['--ssr', 'src/entry-server.tsx', '--outDir', serverBundleDir(distDir)])
}

/**
 * Builds both bundles when either is missing or older than a source: `npm start`, `npm test`'s
 * size check, the suites that serve the built app and the bench share one build of dist/. One
 * process builds at a time (two builds into one folder delete each other's files): the claim is
 * the pid lock file the embedded database uses (`dist.lock`), and a waiter then finds the folder
 * fresh. `onBuild` is told when a build starts.
 */
export async function buildSpaWhenStale(
  projectDir: string,
  distDir: string,
  onBuild: () => void = () => {},
): Promise<void> {
  let release: (() => Promise<void>) | undefined
  while (!release) {
    try {
      release = await claimDataDir(distDir)
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error
      await sleep(1_000)
    }
  }
  try {
    if (await spaIsStale(projectDir, distDir)) {
      onBuild()
      await buildSpa(projectDir, distDir)
    }
  } finally {
    await release()
  }
}

function runVite(projectDir: string, args: string[], env: Record<string, string>): Promise<void> {
  const vite = join(projectDir, 'node_modules/vite/bin/vite.js')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, ...args], {
      cwd: projectDir,
      // dist/ is what the shop serves: a production build whatever NODE_ENV its caller runs under
      // (`npm run e2e:serve` and Vitest run under `test`, where React's development build would
      // be bundled), unless the caller asks otherwise.
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite ${args.join(' ')} exited with ${code}`)),
    )
  })
}
