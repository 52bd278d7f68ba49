import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/** What the SPA build reads: a newer file in any of these means dist/ is stale. */
const buildInputs = [
  'src',
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

function runVite(projectDir: string, args: string[], env: Record<string, string>): Promise<void> {
  const vite = join(projectDir, 'node_modules/vite/bin/vite.js')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, ...args], {
      cwd: projectDir,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite ${args.join(' ')} exited with ${code}`)),
    )
  })
}
