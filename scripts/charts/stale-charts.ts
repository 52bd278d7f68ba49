import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CHARTS_DIR } from './chart-pages.ts'

/** One line per page of docs/charts/ that differs from what the machines give; empty when fresh. */
export function staleChartPages(root: string, expected: Map<string, string>): string[] {
  const dir = join(root, CHARTS_DIR)
  const problems: string[] = []
  for (const [name, content] of expected) {
    const file = join(dir, name)
    if (!existsSync(file)) problems.push(`${CHARTS_DIR}/${name} is missing.`)
    else if (readFileSync(file, 'utf8') !== content) {
      problems.push(`${CHARTS_DIR}/${name} is stale: its machine or test model changed.`)
    }
  }
  const onDisk = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md')) : []
  for (const name of onDisk) {
    if (!expected.has(name)) problems.push(`${CHARTS_DIR}/${name} belongs to no machine.`)
  }
  return problems
}
