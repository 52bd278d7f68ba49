// What each screen makes the browser download before it paints, read from a Vite build's manifest:
// the entry and its static imports, the default language's catalogs (main.tsx and the root route
// await them) and the screen's route chunk with its static imports. Code a screen imports
// dynamically (the auth actor, sonner, the error state) loads after the first paint and is not
// counted. Sizes are gzip (level 9), one file at a time, as a server sends them.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const ENTRY = 'index.html'
const FIRST_CATALOG = 'src/i18n/locales/lo/first-screen.po'
// Every screen but home also waits for the other screens' text (src/routes/__root.tsx).
const OTHER_CATALOG = 'src/i18n/locales/lo/messages.po'
const ROUTE_KEY = /^src\/routes\/(.+)\.tsx\?tsr-split=(.+)$/

function readManifest(distDir) {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'))
}

/** The route path of a split route chunk whose split holds the screen's component, else null. */
function routeOf(key) {
  const match = ROUTE_KEY.exec(key)
  if (!match || !match[2].split('---').includes('component')) return null
  const path = match[1] === 'index' ? '' : match[1].replace(/\/index$/, '')
  return `/${path}`
}

/** Manifest keys loaded with `keys`: the keys themselves and every static import, transitively. */
function staticClosure(manifest, keys) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return seen
}

const gzipSizes = new Map()
function gzipSize(distDir, file) {
  const path = join(distDir, file)
  if (!gzipSizes.has(path)) gzipSizes.set(path, gzipSync(readFileSync(path), { level: 9 }).length)
  return gzipSizes.get(path)
}

function measure(distDir, manifest, keys) {
  const chunks = staticClosure(manifest, keys)
  const jsFiles = [...chunks].map((key) => manifest[key].file)
  const cssFiles = [...new Set([...chunks].flatMap((key) => manifest[key].css ?? []))]
  const total = (files) => files.reduce((sum, file) => sum + gzipSize(distDir, file), 0)
  return { jsFiles, cssFiles, js: total(jsFiles), css: total(cssFiles) }
}

/** Initial JS and CSS (gzip bytes) of every screen of the shop, home first. */
export function routeBundles(distDir) {
  const manifest = readManifest(distDir)
  const routes = new Map()
  for (const key of Object.keys(manifest)) {
    const route = routeOf(key)
    if (route) routes.set(route, [...(routes.get(route) ?? []), key])
  }
  return [...routes]
    .sort(([a], [b]) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
    .map(([route, keys]) => ({
      route,
      ...measure(distDir, manifest, [
        ENTRY,
        FIRST_CATALOG,
        ...(route === '/' ? [] : [OTHER_CATALOG]),
        ...keys,
      ]),
    }))
}

/**
 * What main.tsx fetches beside home's initial download before it hydrates (src/app/preload-shell.ts):
 * the shell's parts that load beside the first screen. Nothing else is loaded in home's first
 * seconds: the auth actor, the other screens' text and the service worker wait for the customer or
 * for later (src/main.tsx).
 */
const SHELL_PARTS = [
  'src/app/desktop-menu.tsx',
  'src/app/site-footer.tsx',
  'src/ui/popup-layer.tsx',
]

/** Everything home downloads in its first seconds: its initial JS and CSS, and the shell's parts. */
export function homeFirstSeconds(distDir) {
  const manifest = readManifest(distDir)
  const home = Object.keys(manifest).filter((key) => routeOf(key) === '/')
  const missing = SHELL_PARTS.filter((key) => !manifest[key])
  if (missing.length > 0) throw new Error(`the build has no chunk for ${missing.join(', ')}`)
  return measure(distDir, manifest, [ENTRY, FIRST_CATALOG, ...home, ...SHELL_PARTS])
}

/** Initial JS and CSS of a plain Vite build whose entry is index.html (the floor app). */
export function entryBundle(distDir) {
  return measure(distDir, readManifest(distDir), [ENTRY])
}

/** The source modules bundled into `jsFiles`, from their source maps. */
export function bundledSources(distDir, jsFiles) {
  return jsFiles.flatMap((file) => {
    const mapFile = join(distDir, `${file}.map`)
    // Rolldown's tiny runtime chunk has no source map, and no sources of the app.
    return existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')).sources : []
  })
}

export const kilobytes = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
