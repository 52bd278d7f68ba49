import {
  createRequestHandler,
  createSsrStreamResponse,
  getSsrStatus,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server'
import { renderToReadableStream } from 'react-dom/server'
import { AppRoot } from './app/app-root'
import { KEEP_EARLY_TAPS } from './app/early-taps'
import { EARLY_SEARCH } from './features/games/early-search'
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
 * Renders the page a browser asked for (docs/architecture-tour.md, "Server rendering"): the route's
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
    const { hints, html } = withoutLeadingHints(await new Response(screen).text())
    const document = textStream(wrapped(template, { locale, nonce, hints, html }))
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

/** React writes the screen's resource hints first: the first row's pictures (fetchPriority high). */
const LEADING_HINTS = /^(?:<link [^>]*\/>)+/

/**
 * React puts the hints it finds (the pictures of the first row of tiles) before the screen, in
 * #root, below the head's scripts and their preloads: on a phone's HTTP/1.1 connection, six at a
 * time, the pictures would then wait for the scripts. They go first in the head instead.
 */
function withoutLeadingHints(screen: string): { hints: string; html: string } {
  const hints = LEADING_HINTS.exec(screen)?.[0] ?? ''
  return { hints, html: screen.slice(hints.length) }
}

/**
 * The page around the screen: `<html lang>` set from the first byte, the screen's resource hints
 * before the head's own, the taps and the search kept until the app takes over, the nonce for the router.
 */
function wrapped(
  template: string,
  { locale, nonce, hints, html }: { locale: Locale; nonce: string; hints: string; html: string },
): string {
  const at = template.indexOf(ROOT)
  if (at < 0) throw new Error('index.html has no empty #root element')
  const head = template
    .slice(0, at)
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(
      /<script type="module"/,
      (script) =>
        `${hints}<script nonce="${nonce}">${KEEP_EARLY_TAPS};${EARLY_SEARCH}</script>\n${script}`,
    )
    .replace('</head>', `<meta property="csp-nonce" content="${nonce}" />\n</head>`)
  return `${head}<div id="root">${html}</div>${template.slice(at + ROOT.length)}`
}

function textStream(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
}
