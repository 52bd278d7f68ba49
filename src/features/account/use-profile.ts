import { t } from '@lingui/core/macro'
import { useSelector } from '@xstate/react'
import type { ProfileFormKind } from '#machines/profile-form.machine'
import { useEmitted } from '../../lib/use-emitted'
import { useFlowActor } from '../../lib/use-flow-actor'
import type { SessionUser } from '../../session/session-storage'
import { errorMessage } from '../../i18n/error-message'
import { notify } from '../../ui/notify'
import {
  createChangePasswordLogic,
  createProfileDetailsLogic,
  createProfilePictureLogic,
} from './profile.logic'

/** One profile form's actor: what it shows, the notice of a save, and the customer's intents. */
function useProfileForm(
  kind: ProfileFormKind,
  createLogic: typeof createProfileDetailsLogic,
  userId: string,
  fields: Record<string, string>,
  savedNotice: () => string,
) {
  const actor = useFlowActor((services) => createLogic(services, userId), {
    systemId: `profile.${kind}`,
    input: { kind, fields },
  })
  useEmitted(actor, 'form.saved', () => notify.success(savedNotice()))
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const busy = useSelector(actor, (snapshot) => snapshot.matches('saving'))
  return {
    value: (name: string) => context.fields[name] ?? '',
    errorCode: context.errorCode,
    busy,
    change: (name: string, value: string) => actor.send({ type: 'user.change', name, value }),
    submit: () => actor.send({ type: 'user.submit' }),
  }
}

export type ProfileForm = ReturnType<typeof useProfileForm>

/** The name and e-mail form, starting from the signed-in user's. */
export function useProfileDetails(user: SessionUser): ProfileForm {
  return useProfileForm(
    'details',
    createProfileDetailsLogic,
    user._id,
    { fullName: user.fullName, email: user.email ?? '' },
    () => t({ id: 'profile.saved', message: 'ບັນທຶກແລ້ວ' }),
  )
}

/** The password change form, empty. */
export function useChangePassword(userId: string): ProfileForm {
  return useProfileForm('password', createChangePasswordLogic, userId, {}, () =>
    t({ id: 'resetPassword.success', message: 'ປ່ຽນລະຫັດຜ່ານສຳເລັດ' }),
  )
}

/** The profile picture's upload: its progress, and the customer's intents. */
export function useProfilePicture(userId: string) {
  const actor = useFlowActor((services) => createProfilePictureLogic(services, userId), {
    systemId: 'profile.picture',
    input: undefined,
  })
  useEmitted(actor, 'picture.saved', () =>
    notify.success(t({ id: 'profile.pictureSaved', message: 'ປ່ຽນຮູບໂປຣໄຟລ໌ແລ້ວ' })),
  )
  useEmitted(actor, 'picture.failed', ({ errorCode }) =>
    notify.error(errorMessage(errorCode ?? 'INTERNAL_ERROR')),
  )
  const percent = useSelector(actor, (snapshot) => snapshot.context.percent)
  const cancellable = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.cancel' }))
  return {
    /** 0 to 100 while a picture is on its way, null otherwise. */
    percent,
    cancellable,
    pick: (file: File) => actor.send({ type: 'user.pick', file }),
    cancel: () => actor.send({ type: 'user.cancel' }),
  }
}
