import {
  createRequestHandler,
  createSsrStreamResponse,
  getSsrStatus,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server'
import { renderToReadableStream } from 'react-dom/server'
import { AppRoot } from './app/app-root'
import { createRequestI18n } from './i18n/request-i18n'
import { localeForRequest } from './i18n/request-locale'
import type { Locale } from './i18n/locales'
import { createAppRouter } from './router'
import { createAppServices } from './services'

export { localeForRequest }

export interface PageRequest {
  /** The browser's request for a page: its address, its cookies and languages, its abort signal. */
  request: Request
  /** The built index.html: its head (styles, script, preloads) wraps the rendered screen. */
  template: string
  /** Answers the loaders' API calls in the server's own process, without a network hop. */
  fetch: typeof globalThis.fetch
  /** This response's Content-Security-Policy nonce, for the inline scripts that carry the data. */
  nonce: string
}

/** A render that takes longer sends what it has: the browser finishes the rest after hydrating. */
const RENDER_TIME_LIMIT_MS = 5_000

/**
 * Renders the page a browser asked for (docs/architecture.md, "Server rendering"): the route's
 * loaders run here, React 19's streaming renderer writes the screen into index.html's #root, and
 * TanStack Router appends the loaders' data, which the browser reads before it hydrates the same
 * tree (src/main.tsx). The session is the browser's alone: nothing here reads or needs it.
 */
export function renderPage({ request, template, fetch, nonce }: PageRequest): Promise<Response> {
  const locale = localeForRequest({
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  })
  const url = new URL(request.url)
  const i18n = createRequestI18n(locale, { firstScreenOnly: url.pathname === '/' })
  const services = createAppServices({ baseUrl: url.origin, fetch })
  const handle = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ ...services, nonce }),
  })
  return handle(async ({ router, responseHeaders }) => {
    const rendering = AbortSignal.any([request.signal, AbortSignal.timeout(RENDER_TIME_LIMIT_MS)])
    const screen = await renderToReadableStream(
      <AppRoot router={router} i18n={i18n} session={services.session} auth={services.auth} />,
      {
        nonce,
        signal: rendering,
        onError: reportRenderError,
        // Every part in place, in order: React would otherwise send a large part after the rest,
        // to be moved in by a script, and the browser would hydrate that part in a pass of its
        // own, after the router had moved on (a guard's redirect), and throw the server's HTML
        // away. TanStack Router's own stream renderer does the same.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    )
    // The whole screen in order, lazy parts included: the page never shows a spinner that the
    // server could have filled, and the same address renders the same bytes (the home page cache).
    await screen.allReady
    const [before, after] = wrapperOf(template, locale, nonce)
    const document = withWrapper(before, screen, after)
    const body = transformReadableStreamWithRouter(router, document, {
      rendererSafePoint: 'script-close',
      signal: request.signal,
    })
    return createSsrStreamResponse(
      router,
      new Response(body, { status: getSsrStatus(router), headers: responseHeaders }),
    )
  })
}

function reportRenderError(error: unknown) {
  console.error('Server rendering failed', error)
}

const ROOT = '<div id="root"></div>'

/** The page around the screen: `<html lang>` set from the first byte, the nonce for the router. */
function wrapperOf(template: string, locale: Locale, nonce: string): [string, string] {
  const at = template.indexOf(ROOT)
  if (at < 0) throw new Error('index.html has no empty #root element')
  const head = template
    .slice(0, at)
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace('</head>', `<meta property="csp-nonce" content="${nonce}" />\n</head>`)
  return [`${head}<div id="root">`, `</div>${template.slice(at + ROOT.length)}`]
}

function withWrapper(
  before: string,
  screen: ReadableStream<Uint8Array>,
  after: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const reader = screen.getReader()
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(before))
        return
      }
      const { done, value } = await reader.read()
      if (!done) return controller.enqueue(value)
      controller.enqueue(encoder.encode(after))
      controller.close()
    },
    cancel: (reason) => reader.cancel(reason),
  })
}
