import { isUploadMimeType, MAX_UPLOAD_BYTES } from '../../lib/upload-file'

/** The picture machine's checks of a picked file: the image types and size the backend stores. */
export const pictureGuards = {
  isNotImage: ({ event }: { event: { type: string; file?: File } }) =>
    event.type === 'user.pick' && !!event.file && !isUploadMimeType(event.file.type),
  isTooLarge: ({ event }: { event: { type: string; file?: File } }) =>
    event.type === 'user.pick' && !!event.file && event.file.size > MAX_UPLOAD_BYTES,
}
