import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { IMAGE_BODY_LIMIT_BYTES } from '../../http/body-parsers.ts'
import type { Handlers } from '../../http/operations.ts'
import { requireUser } from '../../http/request-auth.ts'
import {
  containsMarkup,
  extensionMatchesMimeType,
  isImageMimeType,
  isUploadFileName,
  isWellFormedGif,
  sniffImageType,
} from './image-types.ts'
import { createUploadUrlSigner } from './upload-url-signature.ts'

const UPLOAD_URL_TTL_SECONDS = 10 * 60

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** The media type of a Content-Type header, without parameters such as charset. */
const mediaTypeOf = (contentType: string | undefined) =>
  (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? ''

/**
 * generate-url-s3 and the PUT it leads to. The customer first asks for a URL for one file name and
 * type; the URL's signature binds name, type, user and expiry, so the PUT needs no token and cannot
 * be replayed for another file, another type or after ten minutes.
 */
export function createUploadsHandlers({
  db,
  clock,
  keyring,
  uploads,
}: ServerDeps): Pick<Handlers, 'generateUploadUrl' | 'uploadFile'> {
  const signer = createUploadUrlSigner(keyring.derive('upload-url'))

  return {
    async generateUploadUrl(request) {
      const user = requireUser(request)
      const { fileName, mimeType } = request.body
      if (!isUploadFileName(fileName)) {
        throw new ApiError(
          400,
          'INVALID_FILE_NAME',
          'The file name must be a UUID plus the extension',
        )
      }
      if (!isImageMimeType(mimeType) || !extensionMatchesMimeType(fileName, mimeType)) {
        throw new ApiError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Only JPEG, PNG, WebP and GIF, named by their type',
        )
      }
      // Asking again for the same name before the PUT (a retry) renews the URL; a name that is
      // stored or belongs to someone else is taken.
      const recorded = await db
        .insertInto('uploads')
        .values({ file_name: fileName, user_id: user.id, mime_type: mimeType, size: 0 })
        .onConflict((conflict) =>
          conflict
            .column('file_name')
            .doUpdateSet({ mime_type: mimeType })
            .where('uploads.user_id', '=', user.id)
            .where('uploads.stored_at', 'is', null),
        )
        .returning('file_name')
        .executeTakeFirst()
      if (!recorded) throw new ApiError(400, 'INVALID_FILE_NAME', 'The file name is taken')

      const expires = unixSeconds(clock.now()) + UPLOAD_URL_TTL_SECONDS
      const signature = signer.sign({ fileName, mimeType, userId: user.id, expires })
      const query = new URLSearchParams({ expires: String(expires), signature })
      return {
        url: `/uploads/${fileName}?${query}`,
        fileName,
        expiresAt: new Date(expires * 1000).toISOString(),
        maxBytes: IMAGE_BODY_LIMIT_BYTES,
      }
    },

    async uploadFile(request) {
      const { fileName } = request.params
      const { expires, signature } = request.query
      const upload = await db
        .selectFrom('uploads')
        .select(['user_id', 'mime_type', 'stored_at'])
        .where('file_name', '=', fileName)
        .executeTakeFirst()
      const signed =
        upload !== undefined &&
        signer.verify(
          { fileName, mimeType: upload.mime_type, userId: upload.user_id, expires },
          signature,
        )
      if (!signed) throw new ApiError(403, 'UPLOAD_URL_INVALID')
      if (unixSeconds(clock.now()) > expires) throw new ApiError(410, 'UPLOAD_URL_EXPIRED')
      if (upload.stored_at)
        throw new ApiError(403, 'UPLOAD_URL_INVALID', 'The URL was already used')

      const mimeType = upload.mime_type
      if (!isImageMimeType(mimeType) || mediaTypeOf(request.headers['content-type']) !== mimeType) {
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `The URL was issued for ${mimeType}`)
      }
      const bytes = request.body
      if (
        sniffImageType(bytes) !== mimeType ||
        containsMarkup(bytes) ||
        (mimeType === 'image/gif' && !isWellFormedGif(bytes))
      ) {
        throw new ApiError(
          400,
          'UNSUPPORTED_MEDIA_TYPE',
          `The content is not a plain ${mimeType} image`,
        )
      }

      const staged = await uploads.stage(fileName, bytes)
      try {
        await db.transaction().execute(async (trx) => {
          // Two PUTs racing with one URL: only the first to claim the row publishes its file.
          const claimed = await trx
            .updateTable('uploads')
            .set({ stored_at: clock.now(), size: bytes.length })
            .where('file_name', '=', fileName)
            .where('stored_at', 'is', null)
            .returning('file_name')
            .executeTakeFirst()
          if (!claimed) throw new ApiError(403, 'UPLOAD_URL_INVALID', 'The URL was already used')
          await staged.publish()
        })
      } finally {
        await staged.discard()
      }
      return { fileName, size: bytes.length, mimeType }
    },
  }
}
