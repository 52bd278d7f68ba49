import { join } from 'node:path'
import { buildSpa, spaIsStale } from '#server/src/spa-build.ts'

const projectDir = join(import.meta.dirname, '../../..')

/** The app as `npm start` serves it by default: dist/ and, beside it, its server bundle. */
export const builtDistDir = join(projectDir, 'dist')

/**
 * Builds both bundles when missing or older than a source, by the rule `npm start` applies (a fresh
 * clone's first build takes a minute or two). The suites that serve the built app share this one
 * build, and so do the browser suites' production test and `npm start` after them.
 */
export async function buildAppWhenStale(): Promise<void> {
  if (await spaIsStale(projectDir, builtDistDir)) await buildSpa(projectDir, builtDistDir)
}

/**
 * The scale suite's global setup: the build is over before any file starts, so the backend suite's
 * server-rendered pages, run beside it, find it done rather than building dist/ at the same moment.
 */
export default buildAppWhenStale
