import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ApiError } from './api-error.ts'
import { createPageResponder } from './server-rendered-pages.ts'

/** Paths that belong to the server: a miss there is a real 404, never the SPA's page. */
const serverPrefixes = [
  '/api',
  '/images',
  '/socket.io',
  '/dev',
  '/uploads',
  '/healthz',
  '/readyz',
  '/metrics',
]

function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const path = request.url.split('?')[0] ?? '/'
  if (serverPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
    return false
  const lastSegment = path.slice(path.lastIndexOf('/') + 1)
  if (lastSegment.includes('.')) return false // a missing file (favicon.ico, a stale chunk)
  return (request.headers.accept ?? '').includes('text/html')
}

/**
 * Serves the built SPA: Vite's content-hashed files under /assets/ are cached for good, everything
 * else is revalidated so a deploy is seen at once. A page (/, /range, /history-buy/limit/30/skip/0)
 * is rendered on the server when the server bundle is built (server-rendered-pages.ts), and answers
 * index.html for the browser to render otherwise; other misses answer 404 NOT_FOUND.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    // The build writes .br and .gz beside each text file (scripts/precompress-assets.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      const hashed = path.startsWith(join(distDir, 'assets'))
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      // The same URL answers brotli, gzip or plain text: caches must key on what was accepted.
      res.setHeader('Vary', 'Accept-Encoding')
    },
  })

  const renderPage = await createPageResponder(app, distDir)
  const pageOrNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    if (wantsSpaPage(request) && renderPage && (await renderPage(request, reply))) return reply
    if (wantsSpaPage(request) && existsSync(join(distDir, 'index.html'))) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', distDir)
    }
    throw new ApiError(404, 'NOT_FOUND')
  }
  // The static plugin refuses a directory ("/") rather than treating it as a miss.
  app.get('/', pageOrNotFound)
  app.setNotFoundHandler(pageOrNotFound)
}
