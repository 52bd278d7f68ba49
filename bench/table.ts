import type { Spread } from './stats.ts'

export interface Row {
  figure: string
  unit: string
  value: Spread
  goal?: { at_most: number } | { at_least: number } | undefined
  note?: string
}

function format(value: number): string {
  if (!Number.isFinite(value)) return 'n/a'
  if (Math.abs(value) >= 100) return value.toFixed(0)
  if (Math.abs(value) >= 1) return value.toFixed(1)
  return value.toFixed(3)
}

function verdict(row: Row): string {
  if (!row.goal) return ''
  if ('at_least' in row.goal) {
    const under = row.goal.at_least - row.value.median
    return under <= 0
      ? `met (>= ${format(row.goal.at_least)})`
      : `missed by ${format(under)} (goal >= ${format(row.goal.at_least)})`
  }
  const over = row.value.median - row.goal.at_most
  return over <= 0
    ? `met (<= ${format(row.goal.at_most)})`
    : `missed by ${format(over)} (goal <= ${format(row.goal.at_most)})`
}

/** One table: a figure per line, its median with min and max, and where it stands to its goal. */
export function printTable(rows: Row[]) {
  const cells = rows.map((row) => [
    row.figure,
    `${format(row.value.median)} ${row.unit}`.trim(),
    row.value.runs > 1
      ? `${format(row.value.min)} .. ${format(row.value.max)} (${row.value.runs})`
      : '',
    verdict(row),
    row.note ?? '',
  ])
  const header = ['Figure', 'Median', 'Min .. max (runs)', 'Goal', 'Note']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]!.length)),
  )
  const line = (values: string[]) =>
    values
      .map((value, column) => value.padEnd(widths[column]!))
      .join('  ')
      .trimEnd()
  process.stdout.write(
    `\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n`,
  )
  for (const values of cells) process.stdout.write(`${line(values)}\n`)
}
