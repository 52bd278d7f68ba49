import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadContract } from '#server/src/http/contract.ts'

// Every app a process builds reads openapi.yaml through loadContract: once per process, shared, so
// no app may change what the next one is given.

let folder: string
let contractPath: string

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'shop-contract-'))
  contractPath = join(folder, 'openapi.yaml')
  await writeFile(
    contractPath,
    [
      'openapi: 3.1.0',
      'paths:',
      '  /games: { get: { operationId: listGames } }',
      '  /dev/outbox: { get: { operationId: readOutbox } }',
    ].join('\n'),
  )
})

afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

describe('the contract document', () => {
  test('is read once per process, and frozen to its leaves', async () => {
    const first = await loadContract(contractPath, { devHelpers: true })
    expect(await loadContract(contractPath, { devHelpers: true })).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    const games = first.paths['/games'] as { get: { operationId: string } }
    expect(() => {
      games.get.operationId = 'changed'
    }).toThrow(TypeError)
  })

  test('without dev helpers has no /dev operation, with them keeps them', async () => {
    const production = await loadContract(contractPath, { devHelpers: false })
    const development = await loadContract(contractPath, { devHelpers: true })
    expect(Object.keys(production.paths)).toEqual(['/games'])
    expect(Object.keys(development.paths)).toEqual(['/games', '/dev/outbox'])
  })

  test('a file that cannot be read fails each time it is asked for, not once for good', async () => {
    const missing = join(folder, 'later.yaml')
    await expect(loadContract(missing, { devHelpers: false })).rejects.toThrow(/ENOENT/)
    await writeFile(missing, 'openapi: 3.1.0\npaths: {}\n')
    await expect(loadContract(missing, { devHelpers: false })).resolves.toMatchObject({ paths: {} })
  })
})
