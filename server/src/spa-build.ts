import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'

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

/** Whether dist/ is missing or older than a source of the SPA. */
export async function spaIsStale(projectDir: string, distDir: string): Promise<boolean> {
  const index = join(distDir, 'index.html')
  if (!existsSync(index)) return true
  const built = (await stat(index)).mtimeMs
  const sources = await Promise.all(
    buildInputs.map((input) => newestModification(join(projectDir, input))),
  )
  return sources.some((modified) => modified > built)
}

/** Runs `vite build` so a fresh clone's `npm start` serves the SPA without a separate step. */
export function buildSpa(projectDir: string, distDir: string): Promise<void> {
  const vite = join(projectDir, 'node_modules/vite/bin/vite.js')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--outDir', distDir], {
      cwd: projectDir,
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    )
  })
}
