// Fails when src/api/schema.d.ts is not what openapi.yaml generates today: the typed client would
// then accept calls the contract no longer has, or miss new ones.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'

const CONTRACT = 'openapi.yaml'
const COMMITTED = 'src/api/schema.d.ts'

/** The reason the committed types are wrong, or null when they match the contract. */
function findProblem(workDir) {
  const generated = join(workDir, 'schema.d.ts')
  const run = spawnSync(
    join('node_modules', '.bin', 'openapi-typescript'),
    [CONTRACT, '-o', generated],
    { encoding: 'utf8' },
  )
  if (run.status !== 0) {
    return `openapi-typescript could not generate types from ${CONTRACT}:\n${run.stdout}${run.stderr}`
  }

  const expected = readFileSync(generated, 'utf8').split('\n')
  const actual = readFileSync(COMMITTED, 'utf8').split('\n')
  const length = Math.max(expected.length, actual.length)
  for (let line = 0; line < length; line += 1) {
    if (expected[line] !== actual[line]) {
      return (
        `${COMMITTED} is stale: it differs from what ${CONTRACT} generates, first at line ${line + 1}:\n` +
        `  committed: ${actual[line] ?? '(end of file)'}\n` +
        `  generated: ${expected[line] ?? '(end of file)'}\n` +
        'Run `npm run api:generate` and commit the result.'
      )
    }
  }
  return null
}

const workDir = mkdtempSync(join(tmpdir(), 'api-check-'))
let problem
try {
  problem = findProblem(workDir)
} finally {
  rmSync(workDir, { recursive: true, force: true })
}
if (problem) {
  process.stderr.write(`api:check: ${problem}\n`)
  process.exitCode = 1
} else {
  process.stdout.write(`${COMMITTED} matches ${CONTRACT}.\n`)
}
