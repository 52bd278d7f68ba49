import { assertEvent, assign, emit, fromCallback, fromPromise, setup } from 'xstate'
import { errorCodeOf } from './error-code'

/** The signed-in customer as the shop keeps it (SPEC §3). */
export interface AuthUser {
  _id: string
  userName: string
  fullName: string
  email?: string
  image?: string
  role: 'CUSTOMER' | 'ADMIN'
  walletId: string
  walletAmount?: number
}

export interface AuthSession {
  user: AuthUser
  accessToken: string
  refreshToken: string
}

/** What the refresh call answers: new tokens, or the refresh token was refused (402). */
export type RefreshResult = { outcome: 'refreshed'; session: AuthSession } | { outcome: 'expired' }

/** What a caller waiting on a refresh learns: the API client replays its request on 'refreshed'. */
export type RefreshOutcome = 'refreshed' | 'expired' | 'failed'

/** Why the session ended: the customer's logout, a refused refresh, or another tab. */
export type SignOutReason = 'logout' | 'expired' | 'elsewhere'

export interface AuthContext {
  session: AuthSession | null
  /** The error code of the last failed sign-in; the screen translates it. */
  signInError: string | null
}

export type AuthEvent =
  | { type: 'user.signIn'; userName: string; password: string }
  | { type: 'user.signInWithGoogle'; credential: string }
  | { type: 'user.signOut' }
  /** Registration signed the customer in. */
  | { type: 'session.established'; session: AuthSession }
  /** Some flow needs the user again (the wallet balance after a purchase or a top-up). */
  | { type: 'user.refetch' }
  /** The profile was saved and the server answered the updated user. */
  | { type: 'user.changed'; user: AuthUser }
  /** A request was refused with a 401: the access token must be renewed. */
  | { type: 'api.unauthorized' }
  /** Another tab wrote or cleared the stored session. */
  | { type: 'storage.changed'; session: AuthSession | null }

export type AuthEmitted =
  | { type: 'session.signedIn'; via: 'password' | 'google' | 'registration' }
  | { type: 'session.signedOut'; reason: SignOutReason }
  | { type: 'session.refreshFinished'; outcome: RefreshOutcome }
  | { type: 'session.userRefetched'; ok: boolean }

/**
 * The customer's session. It is restored from storage at start, is the one place where tokens are
 * renewed (the API client asks it after a 401 and concurrent asks share one refresh), and follows
 * logins and logouts made in other tabs.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
  },
  actors: {
    /** The session kept in storage by an earlier visit, if any. */
    restoreSession: fromPromise<AuthSession | null>(() => Promise.resolve(null)),
    logIn: fromPromise<AuthSession, { userName: string; password: string }>(() =>
      Promise.reject(new Error('logIn is provided by the app')),
    ),
    logInWithGoogle: fromPromise<AuthSession, { credential: string }>(() =>
      Promise.reject(new Error('logInWithGoogle is provided by the app')),
    ),
    refreshTokens: fromPromise<RefreshResult, { refreshToken: string }>(() =>
      Promise.reject(new Error('refreshTokens is provided by the app')),
    ),
    fetchUser: fromPromise<AuthUser, { userId: string }>(() =>
      Promise.reject(new Error('fetchUser is provided by the app')),
    ),
    /** Reports `storage.changed` when another tab changes the stored session. */
    storageWatcher: fromCallback<AuthEvent>(() => undefined),
  },
  actions: {
    /** Writes the session to storage, where the screens and other tabs read it. */
    persistSession: (_, _params: { session: AuthSession }) => {},
    /** Removes the user data and both tokens from storage. */
    clearStoredSession: () => {},
    adoptSession: assign({
      session: (_, params: { session: AuthSession }) => params.session,
      signInError: null,
    }),
    forgetSession: assign({ session: null }),
    recordSignInError: assign({
      signInError: (_, params: { error: unknown }) => errorCodeOf(params.error),
    }),
    clearSignInError: assign({ signInError: null }),
    announceSignIn: emit(
      (_, params: { via: 'password' | 'google' | 'registration' }) =>
        ({ type: 'session.signedIn', via: params.via }) as const,
    ),
    announceSignOut: emit(
      (_, params: { reason: SignOutReason }) =>
        ({ type: 'session.signedOut', reason: params.reason }) as const,
    ),
    finishRefresh: emit(
      (_, params: { outcome: RefreshOutcome }) =>
        ({ type: 'session.refreshFinished', outcome: params.outcome }) as const,
    ),
    finishUserRefetch: emit(
      (_, params: { ok: boolean }) => ({ type: 'session.userRefetched', ok: params.ok }) as const,
    ),
  },
  guards: {
    sessionFound: ({ event }) => 'output' in event && event.output !== null,
    hasSession: ({ context }) => context.session !== null,
    sessionStoredElsewhere: ({ event }) =>
      event.type === 'storage.changed' && event.session !== null,
    sessionClearedElsewhere: ({ event }) =>
      event.type === 'storage.changed' && event.session === null,
    refreshRefused: ({ event }) =>
      'output' in event && (event.output as RefreshResult).outcome === 'expired',
  },
}).createMachine({
  id: 'auth',
  description:
    "The customer's session: restored from storage, signed in with a password or Google, tokens renewed in one place, logins and logouts of other tabs followed.",
  context: { session: null, signInError: null },
  invoke: { id: 'storageWatcher', src: 'storageWatcher' },
  initial: 'restoring',
  on: {
    // Nothing to renew: the caller's request fails as it is.
    'api.unauthorized': {
      actions: { type: 'finishRefresh', params: { outcome: 'expired' } },
    },
    'user.refetch': {
      actions: { type: 'finishUserRefetch', params: { ok: false } },
    },
  },
  states: {
    /** At start: whatever storage holds from an earlier visit decides. */
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: 'sessionFound',
            target: 'signedIn',
            actions: {
              type: 'adoptSession',
              params: ({ event }) => ({ session: event.output as AuthSession }),
            },
          },
          { target: 'signedOut' },
        ],
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
            { type: 'adoptSession', params: ({ event }) => ({ session: event.session }) },
            { type: 'persistSession', params: ({ event }) => ({ session: event.session }) },
            { type: 'announceSignIn', params: { via: 'registration' } },
          ],
        },
        'storage.changed': {
          guard: 'sessionStoredElsewhere',
          target: 'signedIn',
          actions: {
            type: 'adoptSession',
            params: ({ event }) => ({ session: event.session as AuthSession }),
          },
        },
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
            { type: 'adoptSession', params: ({ event }) => ({ session: event.output }) },
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
            { type: 'adoptSession', params: ({ event }) => ({ session: event.output }) },
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
     * Two independent concerns run side by side: renewing the tokens and refetching the user. A
     * refetch that meets a 401 waits for the renewal instead of cancelling it.
     */
    signedIn: {
      type: 'parallel',
      on: {
        'user.signOut': 'signingOut',
        'session.established': {
          actions: [
            { type: 'adoptSession', params: ({ event }) => ({ session: event.session }) },
            { type: 'persistSession', params: ({ event }) => ({ session: event.session }) },
          ],
        },
        'user.changed': {
          guard: 'hasSession',
          actions: [
            assign({
              session: ({ context, event }) => ({
                ...(context.session as AuthSession),
                user: event.user,
              }),
            }),
            {
              type: 'persistSession',
              params: ({ context }) => ({ session: context.session as AuthSession }),
            },
          ],
        },
        'storage.changed': [
          {
            guard: 'sessionClearedElsewhere',
            target: 'signedOut',
            actions: [
              'forgetSession',
              { type: 'announceSignOut', params: { reason: 'elsewhere' } },
            ],
          },
          // Another tab renewed the tokens or refetched the user: take its copy.
          {
            actions: {
              type: 'adoptSession',
              params: ({ event }) => ({ session: event.session as AuthSession }),
            },
          },
        ],
      },
      states: {
        tokens: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'api.unauthorized': 'refreshingToken' },
            },
            /**
             * Entered on the first 401; every 401 that arrives meanwhile waits for this one
             * refresh. Left with new tokens, with the session over (402), or with the tokens as
             * they were when the refresh call itself failed.
             */
            refreshingToken: {
              on: { 'api.unauthorized': {} },
              invoke: {
                id: 'refreshTokens',
                src: 'refreshTokens',
                input: ({ context }) => ({ refreshToken: context.session?.refreshToken ?? '' }),
                onDone: [
                  { guard: 'refreshRefused', target: '#auth.sessionExpired' },
                  {
                    target: 'idle',
                    actions: [
                      {
                        type: 'adoptSession',
                        params: ({ event }) => ({
                          session: (event.output as { session: AuthSession }).session,
                        }),
                      },
                      {
                        type: 'persistSession',
                        params: ({ event }) => ({
                          session: (event.output as { session: AuthSession }).session,
                        }),
                      },
                      { type: 'finishRefresh', params: { outcome: 'refreshed' } },
                    ],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: { type: 'finishRefresh', params: { outcome: 'failed' } },
                },
              },
            },
          },
        },
        profile: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'user.refetch': 'fetchingUser' },
            },
            /** A new ask while fetching starts over, so the answer is never older than the ask. */
            fetchingUser: {
              on: { 'user.refetch': { target: 'fetchingUser', reenter: true } },
              invoke: {
                id: 'fetchUser',
                src: 'fetchUser',
                input: ({ context }) => ({ userId: context.session?.user._id ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({
                      session: ({ context, event }) => ({
                        ...(context.session as AuthSession),
                        user: event.output,
                      }),
                    }),
                    {
                      type: 'persistSession',
                      params: ({ context }) => ({ session: context.session as AuthSession }),
                    },
                    { type: 'finishUserRefetch', params: { ok: true } },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'finishUserRefetch', params: { ok: false } },
                },
              },
            },
          },
        },
      },
    },

    /**
     * The refresh token was refused (402): storage is cleared and every open tab signs out.
     * Callers waiting on the refresh learn that their requests cannot be replayed.
     */
    sessionExpired: {
      entry: [
        'clearStoredSession',
        'forgetSession',
        { type: 'finishRefresh', params: { outcome: 'expired' } },
        { type: 'announceSignOut', params: { reason: 'expired' } },
      ],
      always: 'signedOut',
    },

    /**
     * Logout. A refresh still in flight is abandoned with the state it ran in, so its answer can
     * never sign the customer back in.
     */
    signingOut: {
      entry: [
        'clearStoredSession',
        'forgetSession',
        { type: 'finishRefresh', params: { outcome: 'expired' } },
        { type: 'announceSignOut', params: { reason: 'logout' } },
      ],
      always: 'signedOut',
    },
  },
})
