import { assertEvent, assign, emit, fromCallback, fromPromise, setup } from 'xstate'
import { errorCodeOf, type ErrorCode } from '../contract/error-code'
import type { components } from '../contract/schema'

/** A session as the sign-in calls answer it. The app keeps it in its session store; this machine never holds it. */
export type AuthSession = components['schemas']['AuthSession']

/** Why the session ended here: the customer's logout, or another tab (or a refused renewal) cleared it. */
export type SignOutReason = 'logout' | 'elsewhere'

export interface AuthContext {
  /** The error code of the last failed sign-in; the screen translates it. */
  errorCode: ErrorCode | null
}

export type AuthEvent =
  | { type: 'user.signIn'; userName: string; password: string }
  | { type: 'user.signInWithGoogle'; credential: string }
  | { type: 'user.signOut' }
  /** Registration signed the customer in. */
  | { type: 'session.established'; session: AuthSession }
  /**
   * The stored session changed without this actor: another tab signed in or out, or the session
   * store ended the session after a refused renewal.
   */
  | { type: 'storage.changed'; signedIn: boolean }

export type AuthEmitted =
  | { type: 'session.signedIn'; via: 'password' | 'google' | 'registration' }
  | { type: 'session.signedOut'; reason: SignOutReason }

/**
 * The customer's sign-in flows: restored from the stored session at start, signed in with a password,
 * Google or a registration, signed out, and following logins and logouts of other tabs. Each outcome
 * is written to the app's session store, which alone holds the tokens and renews them.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
  },
  actors: {
    /** Whether an earlier visit left a session in the store. */
    restoreSession: fromPromise<boolean>(() => Promise.resolve(false)),
    logIn: fromPromise<AuthSession, { userName: string; password: string }>(() =>
      Promise.reject(new Error('logIn is provided by the app')),
    ),
    logInWithGoogle: fromPromise<AuthSession, { credential: string }>(() =>
      Promise.reject(new Error('logInWithGoogle is provided by the app')),
    ),
    /** Reports `storage.changed` when the stored session changes without this actor. */
    storageWatcher: fromCallback<AuthEvent>(() => undefined),
  },
  actions: {
    /** Keeps the session in the app's session store, where screens, requests and other tabs read it. */
    persistSession: (_, _params: { session: AuthSession }) => {},
    /** Clears the stored session: the user data and both tokens. */
    clearStoredSession: () => {},
    recordSignInError: assign({
      errorCode: (_, params: { error: unknown }) => errorCodeOf(params.error),
    }),
    clearSignInError: assign({ errorCode: null }),
    announceSignIn: emit(
      (_, params: { via: 'password' | 'google' | 'registration' }) =>
        ({ type: 'session.signedIn', via: params.via }) as const,
    ),
    announceSignOut: emit(
      (_, params: { reason: SignOutReason }) =>
        ({ type: 'session.signedOut', reason: params.reason }) as const,
    ),
  },
  guards: {
    sessionFound: ({ event }) => 'output' in event && event.output === true,
    signedInElsewhere: ({ event }) => event.type === 'storage.changed' && event.signedIn,
    signedOutElsewhere: ({ event }) => event.type === 'storage.changed' && !event.signedIn,
  },
}).createMachine({
  id: 'auth',
  description:
    "The customer's sign-in flows: restored from the session store, signed in with a password, Google or a registration, signed out, logins and logouts of other tabs followed.",
  context: { errorCode: null },
  invoke: { id: 'storageWatcher', src: 'storageWatcher' },
  initial: 'restoring',
  states: {
    /** At start: whatever the store holds from an earlier visit decides. */
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [{ guard: 'sessionFound', target: 'signedIn' }, { target: 'signedOut' }],
        onError: 'signedOut',
      },
    },

    signedOut: {
      on: {
        'user.signIn': { target: 'signingIn', actions: 'clearSignInError' },
        'user.signInWithGoogle': { target: 'signingInWithGoogle', actions: 'clearSignInError' },
        'session.established': {
          target: 'signedIn',
          actions: [
            { type: 'persistSession', params: ({ event }) => ({ session: event.session }) },
            { type: 'announceSignIn', params: { via: 'registration' } },
          ],
        },
        'storage.changed': { guard: 'signedInElsewhere', target: 'signedIn' },
      },
    },

    /** Phone and password sent; left with the session or the error code of the refusal. */
    signingIn: {
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ event }) => {
          assertEvent(event, 'user.signIn')
          return { userName: event.userName, password: event.password }
        },
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'persistSession', params: ({ event }) => ({ session: event.output }) },
            { type: 'announceSignIn', params: { via: 'password' } },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: { type: 'recordSignInError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },

    /** The Google credential is being exchanged for a shop session. */
    signingInWithGoogle: {
      invoke: {
        id: 'logInWithGoogle',
        src: 'logInWithGoogle',
        input: ({ event }) => {
          assertEvent(event, 'user.signInWithGoogle')
          return { credential: event.credential }
        },
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'persistSession', params: ({ event }) => ({ session: event.output }) },
            { type: 'announceSignIn', params: { via: 'google' } },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: { type: 'recordSignInError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },

    /** A session is stored. Its tokens are renewed by the session store, not here. */
    signedIn: {
      on: {
        'user.signOut': 'signingOut',
        'session.established': {
          actions: {
            type: 'persistSession',
            params: ({ event }) => ({ session: event.session }),
          },
        },
        'storage.changed': {
          guard: 'signedOutElsewhere',
          target: 'signedOut',
          actions: { type: 'announceSignOut', params: { reason: 'elsewhere' } },
        },
      },
    },

    /**
     * Logout. Clearing the store also abandons a renewal in flight, so its answer can never sign
     * the customer back in.
     */
    signingOut: {
      entry: ['clearStoredSession', { type: 'announceSignOut', params: { reason: 'logout' } }],
      always: 'signedOut',
    },
  },
})
