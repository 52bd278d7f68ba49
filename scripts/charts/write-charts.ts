// `npm run charts`: writes docs/charts/ from the machines and their test models. The vitest test
// tests/machines/charts-fresh.test.ts fails when the committed pages differ from what this writes.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import process from 'node:process'
import { CHARTS_DIR, renderChartPages } from './chart-pages.ts'

const root = process.cwd()
const pages = await renderChartPages(root)
const dir = join(root, CHARTS_DIR)
mkdirSync(dir, { recursive: true })
// A machine that was removed takes its page with it.
for (const name of readdirSync(dir)) {
  if (name.endsWith('.md') && !pages.has(name)) rmSync(join(dir, name))
}
for (const [name, content] of pages) writeFileSync(join(dir, name), content)
process.stdout.write(`Wrote ${pages.size} pages to ${CHARTS_DIR}/.\n`)
