import { profileFormMachine } from '#machines/profile-form.machine'
import { profilePictureMachine } from '#machines/profile-picture.machine'
import { dataOf } from '../../api/answer'
import type { AppServices } from '../../services'
import { apiBaseUrl } from '../../lib/env'
import { fromRequest } from '../../lib/from-request'
import { fromUpload } from '../../lib/upload-file'
import { pictureGuards } from '../../ui/form/picture-guards'
import { toSessionUser } from '../../session/session-storage'

type ProfileServices = Pick<AppServices, 'api' | 'session'>
type UserChange = { fullName: string; email?: string } | { image: string }

/** Saves a change of the user, and stores the server's copy so the top bar follows. */
async function saveUser(
  { api, session }: ProfileServices,
  userId: string,
  body: UserChange,
  signal: AbortSignal,
) {
  const saved = await dataOf(
    api.PUT('/api/v1/user/{id}', { params: { path: { id: userId } }, body, signal }),
  )
  await session.updateUser(toSessionUser(saved.data))
}

/** The name and e-mail form, saved over the app's client. */
export function createProfileDetailsLogic(services: ProfileServices, userId: string) {
  return profileFormMachine.provide({
    actors: {
      save: fromRequest(({ input: { fields }, signal }) => {
        const email = fields.email?.trim()
        const body = { fullName: fields.fullName?.trim() ?? '', ...(email ? { email } : {}) }
        return saveUser(services, userId, body, signal)
      }),
    },
  })
}

/** The password change, which needs the old password (DECISIONS: PUT /user/{id}/password). */
export function createChangePasswordLogic({ api }: ProfileServices, userId: string) {
  return profileFormMachine.provide({
    actors: {
      save: fromRequest(async ({ input: { fields }, signal }) => {
        await dataOf(
          api.PUT('/api/v1/user/{id}/password', {
            params: { path: { id: userId } },
            body: { oldPassword: fields.oldPassword ?? '', newPassword: fields.password ?? '' },
            signal,
          }),
        )
      }),
    },
  })
}

/** The profile picture: uploaded through a signed URL, then saved as the user's image. */
export function createProfilePictureLogic(services: ProfileServices, userId: string) {
  return profilePictureMachine.provide({
    actors: {
      uploadPicture: fromUpload(services.api, apiBaseUrl),
      savePicture: fromRequest(({ input, signal }) =>
        saveUser(services, userId, { image: input.fileName }, signal),
      ),
    },
    guards: pictureGuards,
  })
}
