import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { stopProcess } from './development-build.ts'

export interface QaConsole {
  baseURL: string
  stop: () => Promise<void>
}

/** A port nobody listens on, from the system. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** `npm run qa` on a free port, reading the given evidence file; ready once it says where it is. */
export async function startQaConsole(evidenceFile: string): Promise<QaConsole> {
  const port = await freePort()
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/qa/qa-console.ts'], {
    env: { ...process.env, QA_PORT: String(port), QA_EVIDENCE_FILE: evidenceFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    let said = ''
    server.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      if (said.includes('QA console:')) resolve()
    })
    server.once('exit', (code) => reject(new Error(`npm run qa exited (${code}): ${said}`)))
  })
  return { baseURL: `http://127.0.0.1:${port}`, stop: () => stopProcess(server) }
}
