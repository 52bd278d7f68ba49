import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { serverEntryOf, spaIsStale } from '#server/src/spa-build.ts'

describe('spaIsStale: whether `npm start` builds the SPA again', () => {
  let project: string
  const distDir = () => join(project, 'dist')
  const write = (path: string, at: Date) => {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, '')
    utimesSync(path, at, at)
  }
  const earlier = new Date('2026-11-01T10:00:00Z')
  const built = new Date('2026-11-01T11:00:00Z')
  const later = new Date('2026-11-01T12:00:00Z')

  beforeEach(() => {
    project = mkdtempSync(join(tmpdir(), 'spa-build-'))
    for (const source of ['src/main.tsx', 'machines/flow.machine.ts', 'contract/api.ts'])
      write(join(project, source), earlier)
    write(join(distDir(), 'index.html'), built)
    write(serverEntryOf(distDir()), built)
  })
  afterEach(() => rmSync(project, { recursive: true, force: true }))

  test('is fresh when both bundles are newer than every source', async () => {
    expect(await spaIsStale(project, distDir())).toBe(false)
  })

  test.each(['src/main.tsx', 'machines/flow.machine.ts', 'contract/api.ts'])(
    'is stale once %s changed after the build',
    async (source) => {
      write(join(project, source), later)
      expect(await spaIsStale(project, distDir())).toBe(true)
    },
  )

  test('is stale when the server bundle is missing', async () => {
    rmSync(serverEntryOf(distDir()))
    expect(await spaIsStale(project, distDir())).toBe(true)
  })
})
