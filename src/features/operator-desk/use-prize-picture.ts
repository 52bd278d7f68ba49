import { t } from '@lingui/core/macro'
import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEmitted } from '../../lib/use-emitted'
import { useFlowActor } from '../../lib/use-flow-actor'
import { errorMessage } from '../../i18n/error-message'
import { notify } from '../../ui/notify'
import { createPrizePictureLogic } from './prize-picture.logic'

/** One rank's prize picture upload: its progress and the operator's intents; saved, the list reloads. */
export function usePrizePicture(rank: number) {
  const router = useRouter()
  const actor = useFlowActor((services) => createPrizePictureLogic(services, rank), {
    systemId: `prizePicture:${rank}`,
    input: undefined,
  })
  useEmitted(actor, 'picture.saved', () => {
    notify.success(t({ id: 'desk.prizes.saved', message: 'ປ່ຽນຮູບລາງວັນແລ້ວ' }))
    void router.invalidate()
  })
  useEmitted(actor, 'picture.failed', ({ errorCode }) =>
    notify.error(errorMessage(errorCode ?? 'INTERNAL_ERROR', 'desk')),
  )
  const percent = useSelector(actor, (snapshot) => snapshot.context.percent)
  return {
    /** 0 to 100 while a picture is on its way, null otherwise. */
    percent,
    pick: (file: File) => actor.send({ type: 'user.pick', file }),
  }
}
