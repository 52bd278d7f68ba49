import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CHUNK_LOAD_ERROR_EVENT,
  chunkUrlOf,
  classifyChunkLoadError,
  classifyProbe,
  isChunkLoadError,
  reportChunkLoadError,
  type ChunkLoadErrorReport,
} from '../../src/lib/chunk-load-error'

// The messages browsers really produce for a failed dynamic import or Vite preload.
const chromium = (url: string) =>
  new TypeError(`Failed to fetch dynamically imported module: ${url}`)
const firefox = (url: string) => new TypeError(`error loading dynamically imported module: ${url}`)
const safari = new TypeError('Importing a module script failed.')
const vitePreload = new Error('Unable to preload CSS for /assets/range-abc123.css')

describe('isChunkLoadError', () => {
  it('recognises Chromium, Firefox, Safari and Vite preload failures', () => {
    expect(isChunkLoadError(chromium('https://shop.la/assets/a.js'))).toBe(true)
    expect(isChunkLoadError(firefox('https://shop.la/assets/a.js'))).toBe(true)
    expect(isChunkLoadError(safari)).toBe(true)
    expect(isChunkLoadError(vitePreload)).toBe(true)
  })

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module: x')).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
})

describe('chunkUrlOf', () => {
  it('reads the file from the message when the browser names it', () => {
    expect(chunkUrlOf(chromium('https://shop.la/assets/a-1.js'))).toBe(
      'https://shop.la/assets/a-1.js',
    )
    expect(chunkUrlOf(firefox('https://shop.la/assets/b.js'))).toBe('https://shop.la/assets/b.js')
    expect(chunkUrlOf(vitePreload)).toBe('/assets/range-abc123.css')
    expect(chunkUrlOf(safari)).toBeNull()
  })
})

describe('classifyProbe', () => {
  const response = (status: number, contentType: string | null = 'text/javascript') => ({
    kind: 'response' as const,
    status,
    contentType,
  })

  it('calls a file the server no longer has missing', () => {
    expect(classifyProbe(response(404))).toBe('missing')
    expect(classifyProbe(response(410))).toBe('missing')
  })

  it('calls an HTML page served in place of a script missing (an SPA fallback)', () => {
    expect(classifyProbe(response(200, 'text/html; charset=utf-8'))).toBe('missing')
  })

  it('calls a stalled or gateway-timed-out answer a timeout', () => {
    expect(classifyProbe({ kind: 'timeout' })).toBe('timeout')
    expect(classifyProbe(response(504))).toBe('timeout')
    expect(classifyProbe(response(408))).toBe('timeout')
  })

  it('calls everything else other', () => {
    expect(classifyProbe({ kind: 'unreachable' })).toBe('other')
    expect(classifyProbe(response(500))).toBe('other')
    expect(classifyProbe(response(200))).toBe('other')
    expect(classifyProbe(response(403, null))).toBe('other')
  })
})

describe('classifyChunkLoadError against a real server', () => {
  let server: Server
  let origin: string
  const slowResponses = new Set<() => void>()

  beforeAll(async () => {
    server = createServer((request, response) => {
      switch (request.url) {
        case '/assets/gone.js':
          response.writeHead(404).end('Not found')
          return
        case '/assets/fallback.js':
          response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html>')
          return
        case '/assets/present.js':
          response.writeHead(200, { 'content-type': 'text/javascript' }).end('export {}')
          return
        case '/assets/broken.js':
          response.writeHead(500).end()
          return
        default:
          // Never answers by itself: the probe must give up on its own.
          slowResponses.add(() => response.end())
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    for (const finish of slowResponses) finish()
    await new Promise((resolve) => server.close(resolve))
  })

  const classify = (path: string) =>
    classifyChunkLoadError(chromium(`${origin}${path}`), { timeoutMs: 200 })

  it('reports a deleted file as missing, with its address', async () => {
    expect(await classify('/assets/gone.js')).toEqual({
      name: 'ChunkLoadError',
      type: 'missing',
      url: `${origin}/assets/gone.js`,
    })
  })

  it('reports an SPA fallback page as missing', async () => {
    expect((await classify('/assets/fallback.js')).type).toBe('missing')
  })

  it('reports a server that does not answer in time as a timeout', async () => {
    const started = Date.now()
    expect((await classify('/assets/stalled.js')).type).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('reports a file that is there now, or a server error, as other', async () => {
    expect((await classify('/assets/present.js')).type).toBe('other')
    expect((await classify('/assets/broken.js')).type).toBe('other')
  })

  it('reports an unreachable server as other', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const report = await classifyChunkLoadError(chromium(`http://127.0.0.1:${port}/a.js`))
    expect(report.type).toBe('other')
  })

  it('reports a failure without an address (Safari) as other, without probing', async () => {
    expect(await classifyChunkLoadError(safari)).toEqual({
      name: 'ChunkLoadError',
      type: 'other',
      url: null,
    })
  })
})

describe('reportChunkLoadError', () => {
  it('logs the structured report and dispatches it as a chunk-load-error event', () => {
    const report: ChunkLoadErrorReport = {
      name: 'ChunkLoadError',
      type: 'missing',
      url: 'https://shop.la/assets/a.js',
    }
    const events = new EventTarget()
    const dispatched: unknown[] = []
    events.addEventListener(CHUNK_LOAD_ERROR_EVENT, (event) =>
      dispatched.push((event as CustomEvent).detail),
    )
    const logged: unknown[] = []

    reportChunkLoadError(report, { events, log: (entry) => logged.push(entry) })

    expect(logged).toEqual([report])
    expect(dispatched).toEqual([report])
  })

  it('dispatches on window by default', () => {
    const seen: unknown[] = []
    const listener = (event: Event) => seen.push((event as CustomEvent).detail)
    window.addEventListener(CHUNK_LOAD_ERROR_EVENT, listener)
    const report: ChunkLoadErrorReport = { name: 'ChunkLoadError', type: 'timeout', url: null }
    reportChunkLoadError(report, { log: () => {} })
    window.removeEventListener(CHUNK_LOAD_ERROR_EVENT, listener)
    expect(seen).toEqual([report])
  })
})
