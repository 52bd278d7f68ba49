import { fromCallback } from 'xstate'
import { describe, expect, it } from 'vitest'
import { authMachine, type AuthSession } from '../../machines/auth.machine.ts'
import { ControlledPromises } from '../support/controlled-promises.ts'
import { walkMachinePaths, type EventPayloads, type ModelSnapshot } from '../support/model-paths.ts'

type AuthMachine = typeof authMachine

const session: AuthSession = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  user: {
    _id: 'u1',
    userName: '2055550101',
    fullName: 'Somchai',
    role: 'CUSTOMER',
    walletId: 'w1',
    walletAmount: 250_000,
  },
}
const renewed: AuthSession = { ...session, accessToken: 'access-2', refreshToken: 'refresh-2' }

/** The machine with every call controlled by the walk and no storage to watch. */
export function authModel() {
  const promises = new ControlledPromises()
  const persisted: AuthSession[] = []
  let clears = 0
  const machine = authMachine.provide({
    actors: {
      restoreSession: promises.logic<AuthSession | null>(),
      logIn: promises.logic(),
      logInWithGoogle: promises.logic(),
      refreshTokens: promises.logic(),
      fetchUser: promises.logic(),
      storageWatcher: fromCallback(() => undefined),
    },
    actions: {
      persistSession: (_, { session: stored }) => persisted.push(stored),
      clearStoredSession: () => (clears += 1),
    },
  })
  const events: EventPayloads<AuthMachine> = {
    'xstate.done.actor.restoreSession': [
      { type: 'xstate.done.actor.restoreSession', output: session },
      { type: 'xstate.done.actor.restoreSession', output: null },
    ],
    'xstate.error.actor.restoreSession': [
      { type: 'xstate.error.actor.restoreSession', error: new Error('storage unreadable') },
    ],
    'user.signIn': [{ type: 'user.signIn', userName: '2055550101', password: 'demo1234' }],
    'user.signInWithGoogle': [{ type: 'user.signInWithGoogle', credential: 'google-id-token' }],
    'xstate.done.actor.logIn': [{ type: 'xstate.done.actor.logIn', output: session }],
    'xstate.error.actor.logIn': [
      { type: 'xstate.error.actor.logIn', error: { code: 'INVALID_USERNAME_OR_PASSWORD' } },
    ],
    'xstate.done.actor.logInWithGoogle': [
      { type: 'xstate.done.actor.logInWithGoogle', output: session },
    ],
    'xstate.error.actor.logInWithGoogle': [
      { type: 'xstate.error.actor.logInWithGoogle', error: { code: 'INVALID_GOOGLE_TOKEN' } },
    ],
    'xstate.done.actor.refreshTokens': [
      {
        type: 'xstate.done.actor.refreshTokens',
        output: { outcome: 'refreshed', session: renewed },
      },
      { type: 'xstate.done.actor.refreshTokens', output: { outcome: 'expired' } },
    ],
    'xstate.error.actor.refreshTokens': [
      { type: 'xstate.error.actor.refreshTokens', error: new TypeError('Failed to fetch') },
    ],
    'xstate.done.actor.fetchUser': [
      { type: 'xstate.done.actor.fetchUser', output: { ...session.user, walletAmount: 200_000 } },
    ],
    'xstate.error.actor.fetchUser': [
      { type: 'xstate.error.actor.fetchUser', error: { code: 'INTERNAL_ERROR' } },
    ],
    'session.established': [{ type: 'session.established', session }],
    'user.changed': [{ type: 'user.changed', user: { ...session.user, fullName: 'Noy' } }],
    'storage.changed': [
      { type: 'storage.changed', session: renewed },
      { type: 'storage.changed', session: null },
    ],
  }
  return {
    machine,
    promises,
    events,
    serializeState: (snapshot: ModelSnapshot<AuthMachine>) =>
      JSON.stringify({
        value: snapshot.value,
        signedIn: snapshot.context.session !== null,
        error: snapshot.context.signInError,
      }),
    persisted,
    clears: () => clears,
  }
}

describe('authMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const { machine, promises, events, serializeState } = authModel()

    const walk = await walkMachinePaths({ machine, promises, events, serializeState })

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    const descriptions = walk.paths.map((path) => path.description)
    expect(descriptions.length).toBeGreaterThan(20)
    expect(descriptions).toContainEqual(
      expect.stringContaining('--user.signIn--> signingIn --xstate.done.actor.logIn--> signedIn'),
    )
  })
})
