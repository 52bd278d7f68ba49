import { describe, expect, it } from 'vitest'
import { pastedLineCount } from '../../machines/restock.machine.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { restockModel } from '../../tooling/machine-models/restock-model.ts'

describe('restockMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(restockModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    const finals = walk.paths.map((path) => path.steps.at(-1)?.stateIds.join())
    expect(finals).toContain('restock.added')
  })

  it('counts the lines that hold something', () => {
    expect(pastedLineCount('\n A \r\n\n B\n  ')).toBe(2)
    expect(pastedLineCount('')).toBe(0)
  })
})
