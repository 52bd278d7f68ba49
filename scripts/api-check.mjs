// Fails when openapi.yaml breaks a rule of Redocly's recommended set (redocly.yaml) with an error, or
// when contract/schema.d.ts is not what openapi.yaml generates today: the typed client would then
// accept calls the contract no longer has, or miss new ones.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'

const CONTRACT = 'openapi.yaml'
const COMMITTED = 'contract/schema.d.ts'
const bin = (name) => join('node_modules', '.bin', name)

/** The lint errors, or null when there are none; warnings are printed and pass. */
function findLintProblem() {
  // The problems go to stdout; stderr has only progress and notices, needed when nothing else says why.
  const run = spawnSync(bin('redocly'), ['lint', CONTRACT, '--format=stylish'], {
    encoding: 'utf8',
  })
  if (run.status !== 0) {
    return (
      `redocly lint found errors in ${CONTRACT} (rules: redocly.yaml, ` +
      `exceptions: .redocly.lint-ignore.yaml):\n${run.stdout || run.stderr || run.error}`
    )
  }
  if (run.stdout.trim()) process.stderr.write(`api:check: redocly lint warnings:\n${run.stdout}`)
  return null
}

/** The reason the committed types are wrong, or null when they match the contract. */
function findStaleTypes(workDir) {
  const generated = join(workDir, 'schema.d.ts')
  const run = spawnSync(bin('openapi-typescript'), [CONTRACT, '-o', generated], {
    encoding: 'utf8',
  })
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
  problem = findLintProblem() ?? findStaleTypes(workDir)
} finally {
  rmSync(workDir, { recursive: true, force: true })
}
if (problem) {
  process.stderr.write(`api:check: ${problem}\n`)
  process.exitCode = 1
} else {
  process.stdout.write(`${CONTRACT} passes redocly lint, and ${COMMITTED} matches it.\n`)
}
