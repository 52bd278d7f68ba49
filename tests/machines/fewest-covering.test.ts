import { describe, expect, it } from 'vitest'
import { fewestCovering } from '#tooling/fewest-covering.ts'

const candidate = (name: string, keys: string[]) => ({ name, keys: new Set(keys) })
const keysOf = (c: { keys: Set<string> }) => c.keys

describe('fewestCovering', () => {
  it('keeps the fewest candidates that cover every key, in their given order', () => {
    const candidates = [
      candidate('a', ['1']),
      candidate('b', ['1', '2', '3']),
      candidate('c', ['3', '4']),
      candidate('d', ['2']),
    ]
    expect(fewestCovering(candidates, keysOf).map((c) => c.name)).toEqual(['b', 'c'])
  })

  it('weighs what each key costs: two cheap candidates beat one dear one', () => {
    const candidates = [
      { ...candidate('long', ['1', '2', '3', '4']), steps: 20 },
      { ...candidate('short', ['1', '2']), steps: 3 },
      { ...candidate('other', ['3', '4']), steps: 3 },
    ]
    const chosen = fewestCovering(candidates, keysOf, (c) => c.steps)
    expect(chosen.map((c) => c.name)).toEqual(['short', 'other'])
  })

  it('keeps nothing when there is nothing to cover', () => {
    expect(fewestCovering([candidate('empty', [])], keysOf)).toEqual([])
  })
})
