import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { pathToFileURL } from 'node:url'
import { serverEntryOf } from '../spa-build.ts'
import { createHomePageCache } from './home-page-cache.ts'
import { sendPage } from './page-compression.ts'
import { renderedPageTemplate } from './page-template.ts'
import { allowNoncedScripts } from './script-nonce.ts'

/** What the server bundle of the SPA exports (src/entry-server.tsx). */
interface PageRenderer {
  renderPage(page: {
    request: Request
    template: string
    fetch: typeof globalThis.fetch
    nonce: string
  }): Promise<Response>
  localeForRequest(headers: { cookie?: string | null; acceptLanguage?: string | null }): string
}

/** Answers a page request; false when the page could not be rendered (index.html then). */
export type PageResponder = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>

// The loaders' requests never leave the process; this origin only makes their URLs absolute.
const INTERNAL_ORIGIN = 'http://shop.internal'

/** The home page's one dependency on the shop's data (src/features/games/home-page-data.ts). */
const CATALOGUE_PATH = '/api/v1/games-group-by-category'

/**
 * Server rendering (docs/architecture-tour.md): the built SPA's server bundle renders each page a
 * browser asks for, the loaders' API calls answered in process by the same handlers a browser
 * reaches. Null when the server bundle has not been built (the SPA is then client-rendered).
 */
export async function createPageResponder(
  app: FastifyInstance,
  distDir: string,
): Promise<PageResponder | null> {
  const entry = serverEntryOf(distDir)
  const index = join(distDir, 'index.html')
  if (!existsSync(entry) || !existsSync(index)) return null
  let renderer: PageRenderer
  try {
    renderer = (await import(pathToFileURL(entry).href)) as PageRenderer
  } catch (error) {
    // A broken bundle costs the pages their server rendering, never the shop its start.
    app.log.error({ err: error }, `${entry} cannot be loaded: pages are rendered by the browser`)
    return null
  }
  const template = await renderedPageTemplate(distDir)
  const fetchInProcess = inProcessFetch(app)
  const homePages = createHomePageCache()

  async function render(request: FastifyRequest, nonce: string): Promise<Response> {
    const aborted = new AbortController()
    request.raw.once('close', () => aborted.abort(new Error('The browser went away')))
    return renderer.renderPage({
      request: new Request(new URL(request.url, INTERNAL_ORIGIN), {
        headers: toHeaders(request.headers),
        signal: aborted.signal,
      }),
      template,
      fetch: fetchInProcess,
      nonce,
    })
  }

  async function renderHome(request: FastifyRequest, nonce: string): Promise<string> {
    const catalogue = await app.inject({ url: CATALOGUE_PATH })
    const key = homePages.keyOf({
      locale: renderer.localeForRequest({
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      }),
      catalogue: catalogue.rawPayload,
      now: new Date(),
    })
    const cached = homePages.get(key, nonce)
    if (cached !== undefined) return cached
    const response = await render(request, homePages.renderNonce)
    const html = await response.text()
    // A failed catalogue call renders a page without tiles: not one to keep.
    if (response.ok && catalogue.statusCode === 200) homePages.set(key, html)
    return html.replaceAll(homePages.renderNonce, nonce)
  }

  return async (request, reply) => {
    const nonce = allowNoncedScripts(reply)
    try {
      // Whom the page was rendered for: a cache between here and the browser must tell them apart.
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language')
      if (request.url === '/') {
        await sendPage(
          request,
          reply.type('text/html; charset=utf-8'),
          await renderHome(request, nonce),
        )
        return true
      }
      const response = await render(request, nonce)
      reply.code(response.status).headers(fromHeaders(response.headers))
      await sendPage(
        request,
        reply,
        response.body ? Readable.fromWeb(response.body as NodeReadableStream) : '',
      )
      return true
    } catch (error) {
      request.log.error({ err: error }, 'Server rendering failed: the page is sent unrendered')
      return false
    }
  }
}

/** A fetch for the renderer's API client that reaches this server's routes without a socket. */
function inProcessFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    })
    const empty = answer.statusCode === 204 || answer.statusCode === 304
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: toHeaders(answer.headers),
    })
  }
}

function toHeaders(headers: IncomingHttpHeaders | OutgoingHttpHeaders): Headers {
  const result = new Headers()
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, String(item))
  }
  return result
}

function fromHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries(headers.entries())
}
