// `npm run qa`: the QA console on http://127.0.0.1:QA_PORT (4380 by default), offline. A page per
// machine, drawn from the machines themselves, with what the last `npm test` recorded of each
// transition (test-results/machine-evidence.json, or the file QA_EVIDENCE_FILE names).
import process from 'node:process'
import { evidenceFilePath } from './evidence.ts'
import { startQaServer } from './qa-server.ts'

const root = process.cwd()
const { url } = await startQaServer({
  root,
  port: Number(process.env.QA_PORT ?? 4380),
  evidenceFile: evidenceFilePath(root),
})
process.stdout.write(`QA console: ${url}\n`)
