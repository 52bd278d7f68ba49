import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const files = readdirSync('machines').filter((name) => name.endsWith('.ts'))

/** Every module a file imports, as written in its import and export-from statements. */
function importsOf(source: string): string[] {
  return [...source.matchAll(/^(?:import|export)[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1] ?? '')
}

// Stately's editor tools open a machine file as it is: it may lean on xstate, on its siblings and on
// the contract (pure types, codes and constants shared with the backend), never on the app.
describe('machine files', () => {
  it.each(files)('%s imports only xstate, other files of machines/ and contract/', (name) => {
    const imports = importsOf(readFileSync(`machines/${name}`, 'utf8'))
    const foreign = imports.filter(
      (from) => from !== 'xstate' && !/^(\.|\.\.\/contract)\/[\w.-]+$/.test(from),
    )
    expect(foreign).toEqual([])
  })

  it.each(files.filter((name) => name.endsWith('.machine.ts')))(
    '%s names its implementations in setup()',
    (name) => {
      expect(readFileSync(`machines/${name}`, 'utf8')).toMatch(
        /\bsetup\(\{[\s\S]*\}\)\.createMachine\(/,
      )
    },
  )

  // The two largest flows, once too big to read: each file reads as its chart, with its types,
  // data and notes beside it.
  it.each(['recharge.machine.ts', 'purchase.machine.ts'])('%s stays under 250 lines', (name) => {
    const lines = readFileSync(`machines/${name}`, 'utf8').trimEnd().split('\n')
    expect(lines.length).toBeLessThan(250)
  })
})
