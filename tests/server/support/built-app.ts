import { join } from 'node:path'
import { buildSpaWhenStale } from '#server/src/spa-build.ts'

const projectDir = join(import.meta.dirname, '../../..')

/** The app as `npm start` serves it by default: dist/ and, beside it, its server bundle. */
export const builtDistDir = join(projectDir, 'dist')

/** Builds dist/ when stale, as `npm start` does: the tests that serve the built app share it. */
export function buildAppWhenStale(distDir = builtDistDir): Promise<void> {
  return buildSpaWhenStale(projectDir, distDir)
}

/**
 * The backend and scale suites' global setup: the build is over before any file starts, so no
 * file's server reads dist/ while another file's build rewrites it.
 */
export default function buildBeforeTheSuite(): Promise<void> {
  // Not buildAppWhenStale itself: vitest calls a global setup with its project, not a folder.
  return buildAppWhenStale()
}
