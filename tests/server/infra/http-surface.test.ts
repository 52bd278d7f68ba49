import fastifyHelmet from '@fastify/helmet'
import Fastify from 'fastify'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { securityHeaders } from '#server/src/http/security-headers.ts'
import { request } from '../support/http-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

// The smallest valid PNG: a 1x1 transparent pixel.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const indexHtml =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>'
const uploadedName = '2b1f0c3e-4a5d-4e6f-8a9b-0c1d2e3f4a5b.png'

let server: TestServer
let fixtures: string
const html = { accept: 'text/html,application/xhtml+xml' }

beforeAll(async () => {
  fixtures = await mkdtemp(join(tmpdir(), 'shop-http-'))
  const distDir = join(fixtures, 'dist')
  const assetsDir = join(fixtures, 'images')
  await mkdir(join(distDir, 'assets'), { recursive: true })
  await mkdir(assetsDir, { recursive: true })
  await writeFile(join(distDir, 'index.html'), indexHtml)
  await writeFile(join(distDir, 'assets/index-Ab12Cd34.js'), 'console.log("app")')
  await writeFile(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(join(assetsDir, 'demo-game.png'), png)
  server = await startTestServer({ config: { distDir, assetsDir } })
  await (await server.deps.uploads.stage(uploadedName, png)).publish()
})
afterAll(async () => {
  await server?.close()
  await rm(fixtures, { recursive: true, force: true })
})

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? ''
  const directive = (name: string) =>
    csp
      .split(';')
      .find((part) => part.trim().startsWith(`${name} `))
      ?.trim()
  expect(directive('script-src')).toBe("script-src 'self'")
  expect(directive('object-src')).toBe("object-src 'none'")
  expect(directive('base-uri')).toBe("base-uri 'none'")
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'")
  expect(directive('img-src')).toBe("img-src 'self' data: blob:")
  expect(directive('font-src')).toBe("font-src 'self'")
  const host = new URL(server.baseUrl).host
  expect(directive('connect-src')).toBe(`connect-src 'self' ws://${host} wss://${host}`)
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
}

describe('the SPA', () => {
  test('a client route answers index.html, not cached, with the strict CSP', async () => {
    const response = await request(`${server.baseUrl}/history-buy/limit/30/skip/0`, {
      headers: html,
    })
    expect(response.status).toBe(200)
    expect(response.body).toBe(indexHtml)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expectSecurityHeaders(response.headers)
  })

  test('the root answers index.html too', async () => {
    const response = await request(`${server.baseUrl}/`, { headers: html })
    expect(response.status).toBe(200)
    expect(response.body).toBe(indexHtml)
  })

  test('hashed assets are cached for good, other files revalidated', async () => {
    const asset = await request(`${server.baseUrl}/assets/index-Ab12Cd34.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toMatch(/javascript/)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const icon = await request(`${server.baseUrl}/favicon.svg`)
    expect(icon.status).toBe(200)
    expect(icon.headers.get('cache-control')).toBe('no-cache')
  })

  test.each([
    ['a missing file', '/assets/index-Gone0000.js'],
    ['an unknown API path', '/api/v1/no-such-thing'],
    ['an unknown dev path', '/dev/no-such-page'],
    ['an unknown upload', '/uploads/nothing-here'],
  ])('%s is a real 404, even for a browser', async (_label, path) => {
    const response = await request(`${server.baseUrl}${path}`, { headers: html })
    expect(response.status).toBe(404)
    expect(response.body).toEqual({ code: 'NOT_FOUND' })
  })

  test('the socket path belongs to socket.io, never to the page', async () => {
    const response = await request(`${server.baseUrl}/socket.io/no-such-thing`, { headers: html })
    expect(response.status).toBe(400) // engine.io: "Transport unknown"
    expect(response.body).not.toBe(indexHtml)
  })

  test('a page route asked for JSON is a 404, not the page', async () => {
    const response = await request(`${server.baseUrl}/profile`, {
      headers: { accept: 'application/json' },
    })
    expect(response.status).toBe(404)
  })
})

describe('/images', () => {
  test('serves the shipped demo images with their real type and nosniff', async () => {
    const response = await fetch(`${server.baseUrl}/images/demo-game.png`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true)
    expectSecurityHeaders(response.headers)
  })

  test('serves uploaded files', async () => {
    const response = await fetch(`${server.baseUrl}/images/${uploadedName}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  test('a missing image is a 404 and nothing outside the image folders is reachable', async () => {
    expect((await request(`${server.baseUrl}/images/missing.png`)).status).toBe(404)
    for (const path of ['/images/..%2f..%2fdist%2findex.html', '/images/../dist/index.html']) {
      const traversal = await request(`${server.baseUrl}${path}`)
      expect([400, 403, 404]).toContain(traversal.status)
      expect(traversal.body).not.toBe(indexHtml)
    }
  })
})

describe('Google sign-in in the CSP', () => {
  async function cspWith(googleSignIn: boolean) {
    const app = Fastify()
    await app.register(fastifyHelmet, securityHeaders({ googleSignIn }))
    app.get('/', async () => 'ok')
    const response = await app.inject({ url: '/', headers: { host: 'shop.example:8443' } })
    await app.close()
    return response.headers['content-security-policy'] as string
  }

  test('is allowed only when a Google client id is configured', async () => {
    const withGoogle = await cspWith(true)
    expect(withGoogle).toContain("script-src 'self' https://accounts.google.com/gsi/client")
    expect(withGoogle).toContain('frame-src https://accounts.google.com/gsi/')
    expect(withGoogle).toContain(
      "connect-src 'self' ws://shop.example:8443 wss://shop.example:8443 https://accounts.google.com/gsi/",
    )
    const without = await cspWith(false)
    expect(without).not.toContain('accounts.google.com')
    expect(without).toContain("frame-src 'none'")
  })
})
