import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/**
 * /images/<name>: the demo images the project ships, then the customers' uploads. The content type
 * comes from the extension (uploads are checked by their first bytes before they are stored) and
 * helmet's nosniff stops a browser from guessing another.
 */
export async function registerImages(
  app: FastifyInstance,
  { assetsDir, uploadsDir }: { assetsDir: string; uploadsDir: string },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: [assetsDir, uploadsDir],
    prefix: '/images/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', 'public, max-age=86400')
      // Public pictures: an SPA served from another origin (VITE_API_URL) may show them too.
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
    },
  })
}
