import { assertEvent, assign, emit, fromCallback, fromPromise, setup } from 'xstate'
import { errorCodeOf, type ErrorCode } from '../contract/error-code'
import type { components } from '../contract/schema'
import type { EventSchemas, TransitionMeta } from './chart-notes'

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

const loginState = { spec: 'SPEC 4 Login state: the stored session decides' } as const

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
    transitionMeta: {} as TransitionMeta,
  },
  schemas: {
    events: {
      'user.signIn': {
        description: 'The customer sends the login form: their phone number and password.',
      },
      'user.signInWithGoogle': {
        description: "Google's sign-in button handed back the customer's Google credential.",
      },
      'user.signOut': { description: 'The customer taps "Log out" in the menu.' },
      'session.established': {
        description:
          "A finished registration signed the customer in: the new account's session, to keep.",
      },
      'storage.changed': {
        description:
          'The stored session changed without this tab: another tab signed in or out, or a refused renewal ended the session.',
      },
    },
  } satisfies EventSchemas<AuthEvent>,
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
    /**
     * The store's snapshot is in memory (main.tsx hydrates it before the first render): reading it
     * cannot fail.
     */
    restoring: {
      description:
        'The app has just opened and reads the session store: a session left by an earlier visit signs the customer in, otherwise they are signed out.',
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          { guard: 'sessionFound', target: 'signedIn', meta: loginState },
          { target: 'signedOut', meta: loginState },
        ],
      },
    },

    signedOut: {
      description:
        'No one is signed in: the customer sees the login screen, with the reason of the last refused sign-in if there was one. Left by a sign-in (password, Google or a finished registration) or a login in another tab.',
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

    signingIn: {
      description:
        'The phone and password were sent and the shop waits for its answer: a session signs the customer in, a refusal returns to signed out with its error code.',
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

    signingInWithGoogle: {
      description:
        "The customer's Google credential is being exchanged for a shop session: it signs them in, or a refusal returns to signed out with its error code.",
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

    /**
     * Its tokens are renewed by the session store, not here. A registration never ends here: its
     * screen cannot be opened signed in, and leaves for home when another tab signs in.
     */
    signedIn: {
      description:
        'The customer is signed in and a session is stored. Left when they log out, or when another tab logs out or a refused renewal ends the session.',
      on: {
        'user.signOut': {
          target: 'signingOut',
          meta: { spec: 'SPEC 4 Logout clears the stored session' },
        },
        'storage.changed': {
          guard: 'signedOutElsewhere',
          target: 'signedOut',
          actions: { type: 'announceSignOut', params: { reason: 'elsewhere' } },
        },
      },
    },

    /**
     * Clearing the store also abandons a renewal in flight, so its answer can never sign the
     * customer back in.
     */
    signingOut: {
      description:
        'The customer logged out: the stored session is cleared and the logout announced, and the machine passes straight on to signed out.',
      entry: ['clearStoredSession', { type: 'announceSignOut', params: { reason: 'logout' } }],
      always: 'signedOut',
    },
  },
})
