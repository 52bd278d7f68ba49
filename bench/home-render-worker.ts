// Run by bench/server-render.ts in a process of its own, with NODE_ENV=production so that React's
// production server build renders, as it does for customers. Renders the home page again and again
// with the bench shop's catalogue, and prints each render's CPU time (ms) as JSON on stdout.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serverEntryOf } from '../server/src/spa-build.ts'

const [distDir = '', shopUrl = '', runsText = '30'] = process.argv.slice(2)
const catalogue = await (await fetch(`${shopUrl}/api/v1/games-group-by-category`)).text()
const template = readFileSync(join(distDir, 'index.html'), 'utf8')
const { renderPage } = (await import(pathToFileURL(serverEntryOf(distDir)).href)) as {
  renderPage(page: {
    request: Request
    template: string
    fetch: typeof fetch
    nonce: string
  }): Promise<Response>
}
// The catalogue as the shop answers it, without the database: the cost measured is the render's.
const answerCatalogue: typeof fetch = async () =>
  new Response(catalogue, { headers: { 'content-type': 'application/json' } })

async function renderHome(locale: string): Promise<number> {
  const started = process.cpuUsage()
  const response = await renderPage({
    request: new Request('http://shop.internal/', { headers: { cookie: `lang=${locale}` } }),
    template,
    fetch: answerCatalogue,
    nonce: 'bench',
  })
  await response.text()
  const used = process.cpuUsage(started)
  return (used.user + used.system) / 1000
}

const locales = ['lo', 'th', 'en']
// The first renders compile the code: a running server has long done that.
for (let warmUp = 0; warmUp < 10; warmUp++) await renderHome(locales[warmUp % 3]!)
const times: number[] = []
for (let run = 0; run < Number(runsText); run++) times.push(await renderHome(locales[run % 3]!))
process.stdout.write(JSON.stringify(times))
