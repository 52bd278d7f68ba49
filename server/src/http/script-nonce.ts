import type { FastifyReply } from 'fastify'
import { randomBytes } from 'node:crypto'

/**
 * Lets a server-rendered page's own inline scripts (the router's data, read before hydration) run
 * under the strict CSP: a fresh nonce is added to this response's script-src alone. An injected
 * script has no nonce and stays blocked; every other response keeps `script-src 'self'`.
 * style-src is left as it is: a nonce there would switch its 'unsafe-inline' off.
 */
export function allowNoncedScripts(reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('base64url')
  const policy = reply.getHeader('content-security-policy')
  if (typeof policy === 'string') {
    reply.header(
      'content-security-policy',
      policy.replace(/(^|;)(\s*script-src [^;]*)/, `$1$2 'nonce-${nonce}'`),
    )
  }
  return nonce
}
