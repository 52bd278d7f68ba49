import { createActor, fromCallback, fromPromise, waitFor, type ActorRefFrom } from 'xstate'
import { authMachine, type AuthEvent } from '../../machines/auth.machine'
import { actorInspectOptions } from '../lib/machine-evidence'
import { fromRequest } from '../lib/from-request'
import type { SessionCalls } from './session-calls'
import type { SessionStore } from './session-store'
import { toStoredSession } from './session-storage'

export type AuthActor = ActorRefFrom<typeof authMachine>

interface AuthActorOptions {
  session: SessionStore
  calls: SessionCalls
}

/**
 * Starts the app's one auth actor with the real sign-in calls; it writes each outcome to the session
 * store. Resolves once the actor knows whether someone is signed in, so a logout sent at once is
 * never lost in `restoring`.
 */
export async function startAuthActor({ session, calls }: AuthActorOptions): Promise<AuthActor> {
  const logic = authMachine.provide({
    actors: {
      restoreSession: fromPromise(() => Promise.resolve(session.getSnapshot() !== null)),
      logIn: fromRequest(({ input, signal }) => calls.logIn(input, signal)),
      logInWithGoogle: fromRequest(({ input, signal }) =>
        calls.logInWithGoogle(input.credential, signal),
      ),
      storageWatcher: fromCallback<AuthEvent>(({ sendBack }) =>
        session.subscribe(() =>
          sendBack({ type: 'storage.changed', signedIn: session.getSnapshot() !== null }),
        ),
      ),
    },
    actions: {
      persistSession: (_, { session: established }) => session.save(toStoredSession(established)),
      clearStoredSession: () => session.clear(),
    },
  })

  const actor = createActor(logic, { id: 'auth', systemId: 'auth', ...actorInspectOptions() })
  actor.start()
  await waitFor(actor, (snapshot) => !snapshot.matches('restoring'))
  return actor
}
