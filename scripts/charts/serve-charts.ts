// `npm run charts:serve`: one page that draws every chart of docs/charts/ with the mermaid package
// from node_modules, so QA can look at them without the app and without the internet.
// CHARTS_PORT sets the port (4380 by default).
import { createReadStream, readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import process from 'node:process'
import { CHARTS_DIR } from './chart-pages.ts'

const root = process.cwd()
const port = Number(process.env.CHARTS_PORT ?? 4380)
const mermaidScript = join(root, 'node_modules/mermaid/dist/mermaid.min.js')

interface ChartSection {
  page: string
  title: string
  summary: string
  chart: string
}

/** Each machine page's title, summary (the line under the title) and its mermaid block. */
function readCharts(): ChartSection[] {
  const dir = join(root, CHARTS_DIR)
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'index.md')
    .sort()
    .flatMap((page) => {
      const text = readFileSync(join(dir, page), 'utf8')
      const chart = /```mermaid\n([\s\S]*?)\n```/.exec(text)?.[1]
      const title = /^# (.+)$/m.exec(text)?.[1]
      const summary = /^# .+\n\n(.+)$/m.exec(text)?.[1] ?? ''
      return chart && title ? [{ page, title, summary, chart }] : []
    })
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function chartsPage(sections: ChartSection[]): string {
  const contents = sections
    .map(({ title }) => `<li><a href="#${escapeHtml(title)}">${escapeHtml(title)}</a></li>`)
    .join('')
  const charts = sections
    .map(
      ({ page, title, summary, chart }) => `
<section id="${escapeHtml(title)}">
  <h2>${escapeHtml(title)}</h2>
  <p>${escapeHtml(summary)} <small>(${CHARTS_DIR}/${escapeHtml(page)}: states, transitions and the test plan)</small></p>
  <pre class="mermaid">${escapeHtml(chart)}</pre>
</section>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>State charts</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem; color: #1f2937; }
  section { border-top: 1px solid #d1d5db; padding-top: 1rem; margin-top: 2rem; }
  pre.mermaid { overflow-x: auto; }
  small { color: #6b7280; }
</style>
</head>
<body>
<h1>State charts</h1>
<p>Generated from the machines by <code>npm run charts</code>.</p>
<ul>${contents}</ul>
${charts}
<script src="/mermaid.min.js"></script>
<script>mermaid.initialize({ startOnLoad: true, securityLevel: 'strict' })</script>
</body>
</html>
`
}

const server = createServer((request, response) => {
  if (request.url === '/mermaid.min.js') {
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
    createReadStream(mermaidScript).pipe(response)
  } else if (request.url === '/' || request.url?.startsWith('/?')) {
    // Read on every request: a chart regenerated while the server runs shows on reload.
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(chartsPage(readCharts()))
  } else {
    response.writeHead(404).end()
  }
})

server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`State charts: http://127.0.0.1:${port}/\n`)
})
