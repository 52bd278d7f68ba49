import type { AuthActor } from './auth-actor'
import type { SessionSource } from './session-source'
import { createStoredSessionReader } from './session-source'

interface AppSessionOptions {
  storage?: Storage
  /** Loads and starts the auth actor; called once, on the first need or right after start. */
  loadAuth: () => Promise<AuthActor>
}

/**
 * The session of the running app. Reading answers at once from storage, which the auth actor keeps
 * up to date; everything that changes the session goes through the actor, loaded after the first
 * screen so that xstate stays out of its code.
 */
export function createAppSession({
  storage = localStorage,
  loadAuth,
}: AppSessionOptions): SessionSource {
  const reader = createStoredSessionReader(storage)
  let loading: Promise<AuthActor> | undefined
  const auth = () => (loading ??= loadAuth())

  return {
    getSnapshot: reader.getSnapshot,
    subscribe: reader.subscribe,
    auth,
    async signOut() {
      ;(await auth()).send({ type: 'user.signOut' })
    },
    async establish(session) {
      ;(await auth()).send({ type: 'session.established', session })
    },
    async updateUser(user) {
      ;(await auth()).send({ type: 'user.changed', user })
    },
    async refreshSession() {
      const actor = await auth()
      const finished = nextEmitted(actor, 'session.refreshFinished')
      actor.send({ type: 'api.unauthorized' })
      return (await finished).outcome
    },
    async refreshUser() {
      const actor = await auth()
      const finished = nextEmitted(actor, 'session.userRefetched')
      actor.send({ type: 'user.refetch' })
      await finished
    },
  }
}

type Emitted = Parameters<Parameters<AuthActor['on']>[1]>[0]

/** The next event of `type` the actor emits; listen before sending what causes it. */
function nextEmitted<TType extends Emitted['type']>(
  actor: AuthActor,
  type: TType,
): Promise<Extract<Emitted, { type: TType }>> {
  return new Promise((resolve) => {
    const subscription = actor.on(type, (event) => {
      subscription.unsubscribe()
      resolve(event as Extract<Emitted, { type: TType }>)
    })
  })
}
