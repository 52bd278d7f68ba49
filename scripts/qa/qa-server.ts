// `npm run qa`: the QA console on http://127.0.0.1:QA_PORT (4380 by default), offline. A page per
// machine, drawn from the machines themselves, with what the last `npm test` recorded of each
// transition (test-results/machine-evidence.json, or the file QA_EVIDENCE_FILE names).
import { readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import process from 'node:process'
import { createServer as createViteServer } from 'vite'
import { findMachines, type ChartedMachine } from '../charts/chart-pages.ts'
import { layoutChart } from './chart-layout.ts'
import { consoleMachine, consoleTransitions, machineSummary } from './console-data.ts'
import type { ConsoleIndex, ConsoleMachine } from './console-types.ts'
import { evidenceFilePath, readEvidence } from './evidence.ts'
import { specRules } from './spec-rules.ts'

const root = process.cwd()
const port = Number(process.env.QA_PORT ?? 4380)
const pageRoot = join(root, 'scripts/qa/page')
const evidenceFile = evidenceFilePath(root)

const machines = new Map<string, ChartedMachine>(
  (await findMachines(root)).map((charted) => [charted.machine.id, charted]),
)

// The page's TypeScript is compiled on request by Vite, from node_modules: nothing is fetched.
const vite = await createViteServer({
  configFile: false,
  root: pageRoot,
  logLevel: 'warn',
  appType: 'custom',
  // No live reload: the console is read, not edited, and a second console must not fight for its port.
  server: { middlewareMode: true, hmr: false, ws: false },
})

/** The evidence as the last run left it: read again whenever the file changes. */
function currentEvidence() {
  const changed = fileStamp(evidenceFile)
  if (evidenceCache?.stamp !== changed) {
    evidenceCache = { stamp: changed, source: readEvidence(evidenceFile), machines: new Map() }
  }
  return evidenceCache
}
let evidenceCache:
  | {
      stamp: string
      source: ReturnType<typeof readEvidence>
      machines: Map<string, ConsoleMachine>
    }
  | undefined

function fileStamp(file: string): string {
  try {
    return String(statSync(file).mtimeMs)
  } catch {
    return 'none'
  }
}

function machineData(id: string): ConsoleMachine | undefined {
  const charted = machines.get(id)
  if (!charted) return undefined
  const cache = currentEvidence()
  let data = cache.machines.get(id)
  if (!data) {
    data = consoleMachine(charted, cache.source)
    cache.machines.set(id, data)
  }
  return data
}

async function answerApi(url: URL, response: ServerResponse): Promise<boolean> {
  const send = (body: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
    response.end(JSON.stringify(body))
    return true
  }
  if (url.pathname === '/api/machines') {
    const index: ConsoleIndex = {
      machines: [...machines.values()].map(machineSummary),
      evidenceFile: currentEvidence().source.file,
    }
    return send(index)
  }
  if (url.pathname === '/api/rules') {
    const { source } = currentEvidence()
    const all = [...machines.values()].map(({ machine }) => ({
      id: machine.id,
      transitions: consoleTransitions(machine, source),
    }))
    return send({ rules: specRules(all), evidenceFile: source.file })
  }
  const machineRoute = /^\/api\/machines\/([^/]+)(\/layout)?$/.exec(url.pathname)
  if (!machineRoute) return false
  const data = machineData(decodeURIComponent(machineRoute[1]!))
  if (!data) return false
  if (!machineRoute[2]) return send(data)
  const folded = new Set(url.searchParams.get('folded')?.split(',').filter(Boolean) ?? [])
  return send(await layoutChart(data, folded))
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`)
  if (url.pathname.startsWith('/api/')) {
    if (!(await answerApi(url, response))) response.writeHead(404).end()
    return
  }
  if (url.pathname === '/' || url.pathname === '/rules' || url.pathname.startsWith('/machine/')) {
    // As written: Vite's own client (live reload) is left out, the module script is compiled below.
    const html = readFileSync(join(pageRoot, 'index.html'), 'utf8')
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html)
    return
  }
  vite.middlewares(request, response, () => response.writeHead(404).end())
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    )
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' })
    response.end(error instanceof Error ? error.message : String(error))
  })
})

server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`QA console: http://127.0.0.1:${port}/\n`)
})
