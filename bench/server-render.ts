import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { projectDir } from './bench-servers.ts'
import { spread, type Spread } from './stats.ts'

/**
 * The server CPU a home page costs (issue 18's budget: 15 ms). `rendered`: one render by React's
 * production build, the catalogue at hand (bench/home-render-worker.ts). `cached`: a request the
 * shop answers from its rendered-home cache (the catalogue query, its hash, the page sent), read
 * from the server process's CPU time over `requests` requests.
 */
export async function measureHomeRenderCpu(
  distDir: string,
  shopUrl: string,
  shopPid: number,
  requests: number,
): Promise<{ rendered: Spread; cached: Spread }> {
  const rendered = spread(await renderTimes(distDir, shopUrl, requests))
  const cached: number[] = []
  for (const locale of ['lo', 'th', 'en']) {
    const headers = { Accept: 'text/html', Cookie: `lang=${locale}` }
    await (await fetch(shopUrl, { headers })).text() // fills the cache for this language
    const before = cpuMs(shopPid)
    for (let request = 0; request < requests; request++)
      await (await fetch(shopUrl, { headers })).text()
    cached.push((cpuMs(shopPid) - before) / requests)
  }
  return { rendered, cached: spread(cached) }
}

function renderTimes(distDir: string, shopUrl: string, runs: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/home-render-worker.ts', distDir, shopUrl, String(runs)],
      { cwd: projectDir, env: { ...process.env, NODE_ENV: 'production' } },
    )
    let output = ''
    worker.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    worker.stderr.pipe(process.stderr)
    worker.on('error', reject)
    worker.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as number[])
        : reject(new Error(`the render worker exited with ${code}`)),
    )
  })
}

/** A process's CPU time so far (user + system), in ms, from /proc (Linux; 100 ticks a second). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  const ticks = Number(fields[11]) + Number(fields[12])
  return ticks * 10
}
