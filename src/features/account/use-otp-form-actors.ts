import { useRouteContext } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { passwordResetMachine } from '../../../machines/password-reset.machine'
import { registerMachine } from '../../../machines/register.machine'
import { inspectorOptions } from '../../lib/inspector'
import { passwordResetActors, registerActors } from './account-actors'

/** The registration machine with its real calls; success signs the customer in. */
export function useRegisterActor() {
  const { api, auth } = useRouteContext({ from: '__root__' })
  const logic = useMemo(
    () =>
      registerMachine.provide({
        actors: registerActors(api),
        actions: {
          signIn: (_, { session }) =>
            void auth().then((actor) => actor.send({ type: 'session.established', session })),
        },
      }),
    [api, auth],
  )
  return useActorRef(logic, { systemId: 'register', ...inspectorOptions() })
}

/** The password reset machine with its real calls. */
export function usePasswordResetActor() {
  const { api } = useRouteContext({ from: '__root__' })
  const logic = useMemo(
    () => passwordResetMachine.provide({ actors: passwordResetActors(api) }),
    [api],
  )
  return useActorRef(logic, { systemId: 'passwordReset', ...inspectorOptions() })
}
