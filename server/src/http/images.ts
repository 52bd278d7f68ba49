import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { isUploadFileName, mimeTypeOfUploadName } from '../modules/uploads/image-types.ts'
import type { UploadStorage } from '../storage/upload-storage.ts'

const imageHeaders = {
  'Cache-Control': 'public, max-age=86400',
  // Public pictures: an SPA served from another origin (VITE_API_URL) may show them too.
  'Cross-Origin-Resource-Policy': 'cross-origin',
}

const PREFIX = '/images/'

/**
 * The path after /images/ read as the static plugin reads it: decodeURI keeps an encoded slash
 * (%2F) inside one name, so `<uuid>.png%2F..%2Findex.html` names a missing file instead of climbing.
 */
function imagePathOf(url: string): string | undefined {
  const path = url.slice(PREFIX.length).split('?', 1)[0] ?? ''
  try {
    return decodeURI(path)
  } catch {
    return undefined
  }
}

/**
 * /images/<name>: a name shaped like an upload (a UUID plus an image extension) comes from the
 * upload storage, anything else from the demo images the project ships. The content type comes
 * from the extension (uploads are checked by their first bytes before they are stored) and
 * helmet's nosniff stops a browser from guessing another.
 */
export async function registerImages(
  app: FastifyInstance,
  { assetsDir, uploads }: { assetsDir: string; uploads: UploadStorage },
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: assetsDir,
      serve: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders(response) {
        for (const [name, value] of Object.entries(imageHeaders)) response.setHeader(name, value)
      },
    })

    scope.get(`${PREFIX}*`, async (request, reply) => {
      const name = imagePathOf(request.url)
      if (name === undefined) return reply.callNotFound()
      const mimeType = mimeTypeOfUploadName(name)
      if (!isUploadFileName(name) || !mimeType) return reply.sendFile(name)

      const upload = await uploads.open(name)
      if (!upload) return reply.callNotFound()
      reply.headers(imageHeaders).type(mimeType).header('Content-Length', upload.size)
      return reply.send(upload.body)
    })
  })
}
