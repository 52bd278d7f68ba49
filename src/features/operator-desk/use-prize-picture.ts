import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useFlowActor } from '../../lib/use-flow-actor'
import { createPrizePictureLogic } from './prize-picture.logic'

/** One rank's prize picture upload: its progress and the operator's intents; saved, the list reloads. */
export function usePrizePicture(rank: number) {
  const router = useRouter()
  const actor = useFlowActor(
    (services) => createPrizePictureLogic(services, rank, () => void router.invalidate()),
    { systemId: `prizePicture:${rank}`, input: undefined },
  )
  const percent = useSelector(actor, (snapshot) => snapshot.context.percent)
  return {
    /** 0 to 100 while a picture is on its way, null otherwise. */
    percent,
    pick: (file: File) => actor.send({ type: 'user.pick', file }),
  }
}
