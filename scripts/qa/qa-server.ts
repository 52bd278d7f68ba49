import { readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createServer as createViteServer } from 'vite'
import { findMachines, type ChartedMachine } from '../charts/chart-pages.ts'
import { layoutChart } from './chart-layout.ts'
import { consoleMachine, consoleTransitions, machineSummary } from './console-data.ts'
import type { ConsoleIndex, ConsoleMachine } from './console-types.ts'
import { readEvidence, type EvidenceSource } from './evidence.ts'
import { handleSimulatorRequest } from './simulator.ts'
import { consoleSpecRules } from './spec-rules.ts'

export interface QaServerOptions {
  /** The repository's root: machines/ and scripts/qa/page/ are read from it. */
  root: string
  /** 0 for any free port. */
  port: number
  evidenceFile: string
}

export interface QaServer {
  url: string
  close: () => Promise<void>
}

/**
 * The QA console on 127.0.0.1: the page (compiled on request by Vite from node_modules, so
 * nothing is fetched) and the JSON it reads, built from the machines and the evidence file.
 */
export async function startQaServer({
  root,
  port,
  evidenceFile,
}: QaServerOptions): Promise<QaServer> {
  const pageRoot = join(root, 'scripts/qa/page')
  const machines = new Map<string, ChartedMachine>(
    (await findMachines(root)).map((charted) => [charted.machine.id, charted]),
  )
  const vite = await createViteServer({
    configFile: false,
    root: pageRoot,
    logLevel: 'warn',
    appType: 'custom',
    // No live reload: the console is read, not edited, and a second console must not fight for
    // its port.
    server: { middlewareMode: true, hmr: false, ws: false },
  })

  // The evidence as the last run left it: read again whenever the file changes, with the
  // machines' pages built from it once per version.
  let cache:
    | { stamp: string; source: EvidenceSource; machines: Map<string, Promise<ConsoleMachine>> }
    | undefined
  const currentEvidence = () => {
    const stamp = fileStamp(evidenceFile)
    if (cache?.stamp !== stamp) {
      cache = { stamp, source: readEvidence(evidenceFile), machines: new Map() }
    }
    return cache
  }
  const machineData = (id: string): Promise<ConsoleMachine> | undefined => {
    const charted = machines.get(id)
    if (!charted) return undefined
    const current = currentEvidence()
    let data = current.machines.get(id)
    if (!data) {
      data = consoleMachine(charted, current.source)
      current.machines.set(id, data)
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
      const charted = [...machines.values()]
      const transitions = new Map(
        charted.map(({ machine }) => [machine.id, consoleTransitions(machine, source)]),
      )
      const rules = consoleSpecRules(charted, (id) => transitions.get(id) ?? [])
      return send({ rules, evidenceFile: source.file })
    }
    const machineRoute = /^\/api\/machines\/([^/]+)(\/layout)?$/.exec(url.pathname)
    if (!machineRoute) return false
    const pending = machineData(decodeURIComponent(machineRoute[1]!))
    if (!pending) return false
    const data = await pending
    if (!machineRoute[2]) return send(data)
    const folded = new Set(url.searchParams.get('folded')?.split(',').filter(Boolean) ?? [])
    return send(await layoutChart(data, folded))
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (await handleSimulatorRequest(request, response)) return
    if (url.pathname.startsWith('/api/')) {
      if (!(await answerApi(url, response))) response.writeHead(404).end()
      return
    }
    if (url.pathname === '/' || url.pathname === '/rules' || url.pathname.startsWith('/machine/')) {
      // As written: Vite's own client (live reload) is left out; the module script it names is
      // compiled by the middleware below.
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(readFileSync(join(pageRoot, 'index.html'), 'utf8'))
      return
    }
    vite.middlewares(request, response, () => response.writeHead(404).end())
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
      process.stderr.write(`${message}\n`)
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' })
      response.end(message)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: listening } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${listening}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve))
      await vite.close()
    },
  }
}

function fileStamp(file: string): string {
  try {
    return String(statSync(file).mtimeMs)
  } catch {
    return 'none'
  }
}
