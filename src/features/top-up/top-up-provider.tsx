import { t } from '@lingui/core/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useMemo, type ReactNode } from 'react'
import { topUpMachine } from '../../../machines/top-up.machine'
import { notify } from '../../app/notify'
import { formatKip } from '../../lib/format-money'
import { inspectorOptions } from '../../lib/inspector'
import { createTopUpActors } from './top-up-actors'
import { TopUpActorContext } from './top-up-actor-context'
import { useTopUpLiveUpdates } from './use-top-up-live-updates'

interface TopUpProviderProps {
  userId: string
  children: ReactNode
}

/** The recharge screen's top-up actor, wired to the API, the socket and the popups. */
export function TopUpProvider({ userId, children }: TopUpProviderProps) {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const logic = useMemo(
    () =>
      topUpMachine.provide({
        actors: createTopUpActors(api),
        actions: {
          announceCredit: ({ context }) => {
            const amount = formatKip(context.topUp?.amount ?? 0)
            notify.success(t({ id: 'topUp.credited', message: `ເຕີມເງິນ ${amount} ສຳເລັດ` }))
          },
        },
      }),
    [api],
  )
  return (
    <TopUpActorContext.Provider
      logic={logic}
      options={{ input: { userId }, systemId: 'topUp', ...inspectorOptions() }}
    >
      <LiveUpdates userId={userId} />
      {children}
    </TopUpActorContext.Provider>
  )
}

function LiveUpdates({ userId }: { userId: string }) {
  useTopUpLiveUpdates(userId)
  return null
}
