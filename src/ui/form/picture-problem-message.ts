import { t } from '@lingui/core/macro'
import type { PictureProblem } from '../../../machines/profile-picture.machine'
import type { ErrorCode } from '../../../contract/error-code'
import { isUploadMimeType, MAX_UPLOAD_BYTES } from '../../lib/upload-file'

/** Why a picked picture was not saved: its own problem, or the API's code in the screen's words. */
export function pictureProblemMessage(
  problem: PictureProblem | null,
  apiMessage: (code: ErrorCode) => string,
): string {
  switch (problem) {
    case 'NOT_AN_IMAGE':
      return t({ id: 'upload.notImage', message: 'ກະລຸນາເລືອກຮູບພາບ' })
    case 'IMAGE_TOO_LARGE':
      return t({ id: 'upload.tooLarge', message: 'ຮູບພາບໃຫຍ່ເກີນ 10 MB' })
    default:
      return apiMessage(problem ?? 'INTERNAL_ERROR')
  }
}

/** The picture machine's checks of a picked file: the image types and size the backend stores. */
export const pictureGuards = {
  isNotImage: ({ event }: { event: { type: string; file?: File } }) =>
    event.type === 'user.pick' && !!event.file && !isUploadMimeType(event.file.type),
  isTooLarge: ({ event }: { event: { type: string; file?: File } }) =>
    event.type === 'user.pick' && !!event.file && event.file.size > MAX_UPLOAD_BYTES,
}
