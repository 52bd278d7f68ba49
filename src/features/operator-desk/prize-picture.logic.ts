import { profilePictureMachine } from '#machines/profile-picture.machine'
import { dataOf } from '../../api/answer'
import { apiBaseUrl } from '../../lib/env'
import { fromRequest } from '../../lib/from-request'
import { fromUpload } from '../../lib/upload-file'
import { pictureGuards } from '../../ui/form/picture-guards'
import type { AppServices } from '../../services'

/**
 * A prize picture is a picture like a profile's: checked, uploaded through a signed URL with its
 * progress, then saved, here as this month's prize for one rank.
 */
export function createPrizePictureLogic({ api }: Pick<AppServices, 'api'>, rank: number) {
  return profilePictureMachine.provide({
    actors: {
      uploadPicture: fromUpload(api, apiBaseUrl),
      savePicture: fromRequest(async ({ input, signal }) => {
        await dataOf(
          api.PUT('/api/v1/admin/prizes/{rank}', {
            params: { path: { rank } },
            body: { image: input.fileName },
            signal,
          }),
        )
      }),
    },
    guards: pictureGuards,
  })
}
