import type { FastifyHelmetOptions } from '@fastify/helmet'
import type { IncomingMessage } from 'node:http'

// Only a plain host[:port] may be echoed into the policy; anything else could inject directives.
const plainHost = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/

/** ws:/wss: of the host the page was loaded from, for the socket.io connection. */
function sameHostSockets(request: IncomingMessage): string {
  const host = request.headers.host ?? ''
  return plainHost.test(host) ? `ws://${host} wss://${host}` : ''
}

// Google Identity Services, as Google documents its CSP needs (gsi/client, its iframe and styles).
const googleIdentity = {
  script: 'https://accounts.google.com/gsi/client',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
  style: 'https://accounts.google.com/gsi/style',
}

/** Helmet settings for every response: a strict CSP, nosniff, and a referrer policy. */
export function securityHeaders({ googleSignIn }: { googleSignIn: boolean }): FastifyHelmetOptions {
  const google = (source: string) => (googleSignIn ? [source] : [])
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google(googleIdentity.script)],
        // Sonner and Radix's scroll lock insert <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...google(googleIdentity.style)],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", sameHostSockets, ...google(googleIdentity.connect)],
        frameSrc: googleSignIn ? [googleIdentity.frame] : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Google's sign-in popup must be able to message the page that opened it.
    crossOriginOpenerPolicy: { policy: googleSignIn ? 'same-origin-allow-popups' : 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
  }
}
