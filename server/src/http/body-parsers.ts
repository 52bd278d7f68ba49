import type { FastifyInstance } from 'fastify'

/** The JSON body limit: nothing in the contract comes close to it. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024
/** The largest image a customer may upload (docs/decisions.md). */
export const IMAGE_BODY_LIMIT_BYTES = 10 * 1024 * 1024

export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const

/** uploadFile receives the raw image: the body arrives as a Buffer, at most 10 MB. */
export function addImageBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    [...imageMimeTypes],
    { parseAs: 'buffer', bodyLimit: IMAGE_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  )
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as it arrived, kept where a signature covers it (see signedBodyPaths). */
    rawBody?: string
  }
}

/**
 * JSON bodies are parsed by Fastify's own parser (which refuses prototype poisoning); for the paths
 * given, the text is kept as well, since a signature is checked over the bytes as sent, never over
 * JSON written out again.
 */
export function addJsonBodyParser(app: FastifyInstance, signedBodyPaths: readonly string[]): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body)
    if (signedBodyPaths.includes(request.routeOptions.url ?? '')) request.rawBody = text
    parseJson(request, text, done)
  })
}
