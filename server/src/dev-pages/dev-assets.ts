import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'

export interface DevAsset {
  type: string
  body: Buffer
}

const require = createRequire(import.meta.url)

// The SPA's own Lao and Thai fonts: without them a machine lacking those system fonts shows the
// customers' messages as boxes.
const sources: Record<string, { type: string; path: string }> = {
  'dev-pages.css': {
    type: 'text/css; charset=utf-8',
    path: join(import.meta.dirname, 'assets/dev-pages.css'),
  },
  'dev-pages.js': {
    type: 'text/javascript; charset=utf-8',
    path: join(import.meta.dirname, 'assets/dev-pages.js'),
  },
  'noto-sans-lao.woff2': {
    type: 'font/woff2',
    path: require.resolve('@fontsource/noto-sans-lao/files/noto-sans-lao-lao-400-normal.woff2'),
  },
  'noto-sans-thai.woff2': {
    type: 'font/woff2',
    path: require.resolve('@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff2'),
  },
}

/** The files the /dev pages link to (/dev/assets/<name>), read once at start. */
export async function loadDevAssets(): Promise<Map<string, DevAsset>> {
  const assets = new Map<string, DevAsset>()
  for (const [name, { type, path }] of Object.entries(sources)) {
    assets.set(name, { type, body: await readFile(path) })
  }
  return assets
}
