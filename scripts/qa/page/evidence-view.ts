import type { EvidenceEntry } from '../console-types.ts'
import { h } from './dom.ts'

/** A list of tests with their last result; `empty` says what no test means here. */
export function testList(entries: readonly EvidenceEntry[], empty: string): HTMLElement {
  if (entries.length === 0) return h('p', { class: 'muted' }, empty)
  return h(
    'ul',
    { class: 'tests' },
    ...entries.map((entry) =>
      h(
        'li',
        { 'data-result': entry.result },
        h('span', { class: `result result-${entry.result}` }, entry.result),
        ' ',
        h('span', { class: 'level' }, entry.level),
        ' ',
        h('span', { class: 'title' }, entry.title),
        h(
          'div',
          { class: 'muted small' },
          entry.path ? `${entry.file} · path ${entry.path}` : entry.file,
        ),
      ),
    ),
  )
}

/** Counts per level and result: `unit 3 passed · browser 1 failed`. */
export function testSummary(entries: readonly EvidenceEntry[]): string {
  if (entries.length === 0) return 'no test'
  const counts = new Map<string, number>()
  for (const { level, result } of entries) {
    const key = `${level} ${result}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${key.replace(' ', ` ${count} `)}`)
    .join(' · ')
}
