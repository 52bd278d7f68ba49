// `npm run size:check`, a step of `npm test`: builds the app and fails when the home screen's first
// download exceeds its budget or carries code that belongs to later screens (docs/performance.md).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'
import { build } from 'vite'
import { bundledSources, kilobytes, routeBundles } from './bundle-sizes.mjs'

/**
 * Customers on cheap phones and mobile data: the home screen's initial JS, gzip. About 100 KB of it
 * is React DOM, the router and Lingui (docs/performance.md), so the shell and the home screen share
 * what is left. 122 KB since the session store, whose single-flight renewal the first screen now holds,
 * and 123 KB since the operator desk, whose six routes sit in the route tree every visitor downloads
 * (docs/performance.md), 123.2 KB since the service worker that keeps the shop on the device, and
 * 123.3 KB since the socket's resync event joined the realtime event names home's wallet reads,
 * and 123.4 KB since the desk's coupon screen joined the route tree; the server-rendered first
 * screen brings it back down.
 */
export const HOME_JS_BUDGET_BYTES = 123_400

/** Code the home screen must not download: each belongs to a screen or a moment that needs it. */
export const KEPT_OUT_OF_HOME = [
  { name: 'socket.io', pattern: /node_modules\/(socket\.io-client|engine\.io-client)\// },
  { name: 'QR code', pattern: /node_modules\/qrcode\.react\// },
  { name: 'chat', pattern: /src\/features\/chat\// },
  { name: 'dates (date-fns)', pattern: /node_modules\/date-fns(-tz)?\// },
  { name: 'Stately inspector', pattern: /node_modules\/@statelyai\// },
]

export async function buildForMeasurement(outDir) {
  await build({
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: true },
  })
}

/** The budget problems of a build, as lines to print; empty when every budget holds. */
export function budgetProblems(distDir, routes) {
  const home = routes.find((route) => route.route === '/')
  if (!home) return ['the build has no home route chunk (src/routes/index.tsx)']
  const problems = []
  if (home.js > HOME_JS_BUDGET_BYTES) {
    problems.push(
      `home JS is ${kilobytes(home.js)} gzip, over its ${kilobytes(HOME_JS_BUDGET_BYTES)} budget`,
    )
  }
  const sources = bundledSources(distDir, home.jsFiles)
  for (const { name, pattern } of KEPT_OUT_OF_HOME) {
    const found = sources.filter((source) => pattern.test(source))
    if (found.length > 0) problems.push(`home loads ${name}: ${found.slice(0, 3).join(', ')}`)
  }
  return problems
}

export function printRouteTable(routes) {
  const width = Math.max(...routes.map((route) => route.route.length))
  process.stdout.write(`${'screen'.padEnd(width)}  ${'JS gzip'.padStart(9)}  CSS gzip\n`)
  for (const route of routes) {
    process.stdout.write(
      `${route.route.padEnd(width)}  ${kilobytes(route.js).padStart(9)}  ${kilobytes(route.css).padStart(8)}\n`,
    )
  }
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'size-budget-'))
  try {
    await buildForMeasurement(outDir)
    const routes = routeBundles(outDir)
    printRouteTable(routes)
    const problems = budgetProblems(outDir, routes)
    if (problems.length > 0) {
      process.stderr.write(`\nSize budget exceeded:\n${problems.map((p) => `- ${p}`).join('\n')}\n`)
      process.exitCode = 1
    } else {
      const home = routes.find((route) => route.route === '/')
      process.stdout.write(
        `\nSize budgets hold: home JS ${kilobytes(home.js)}, at most ${kilobytes(HOME_JS_BUDGET_BYTES)}.\n`,
      )
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
