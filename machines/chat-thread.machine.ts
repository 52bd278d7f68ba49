import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { errorCodeOf, type ErrorCode } from '../contract/error-code'
import type { EventSchemas, TransitionMeta } from './chart-notes'

/** How many messages one request brings: the newest page first, older pages on demand. */
export const CHAT_PAGE_SIZE = 200

/** The fields of a chat message the list needs to order and de-duplicate it. */
export interface ThreadMessage {
  _id: string
  created_at: string
}

export interface ChatThreadInput {
  /** Names the thread for the loaders: 'group', or the customer whose conversation it is. */
  threadKey: string
}

export interface ChatThreadContext<TMessage extends ThreadMessage = ThreadMessage> {
  threadKey: string
  /** Oldest first, each message once. */
  messages: TMessage[]
  /** False once a page of older messages came back short: the start of the thread is loaded. */
  hasOlder: boolean
  /** Why the first page did not load. */
  errorCode: ErrorCode | null
}

/** A page of messages, oldest first, as the API answers it. */
export interface ChatPage<TMessage extends ThreadMessage = ThreadMessage> {
  messages: TMessage[]
}

export type ChatThreadEvent<TMessage extends ThreadMessage = ThreadMessage> =
  /** A message pushed by the socket (MESSEGE:GROUP or MESSEGE:CUSTOMER:{userId}). */
  | { type: 'socket.message'; message: TMessage }
  /**
   * The answer to a send from here: the message as stored. The socket pushes the same message to
   * the sender's sockets too, before or after the answer; both are merged by id.
   */
  | { type: 'message.sent'; message: TMessage }
  /** Something may have been missed (a reconnect that replayed nothing): fetch the newest page. */
  | { type: 'thread.reload' }
  | { type: 'user.loadOlder' }
  | { type: 'user.retry' }

const byTimeThenId = (a: ThreadMessage, b: ThreadMessage) =>
  a.created_at === b.created_at
    ? a._id.localeCompare(b._id)
    : Date.parse(a.created_at) - Date.parse(b.created_at)

/**
 * The thread with `incoming` added, oldest first, each message once: a message that arrives by
 * the socket and again in a send's answer or a reload is shown once, in its place by time.
 */
export function mergeMessages<TMessage extends ThreadMessage>(
  current: readonly TMessage[],
  incoming: readonly TMessage[],
): TMessage[] {
  const known = new Set(current.map((message) => message._id))
  const added = incoming.filter((message) => {
    if (known.has(message._id)) return false
    known.add(message._id)
    return true
  })
  if (added.length === 0) return current as TMessage[]
  const last = current.at(-1)
  // The common case, a new message at the end, needs no sort of a long thread.
  if (added.length === 1 && (!last || byTimeThenId(last, added[0] as TMessage) <= 0)) {
    return [...current, ...added]
  }
  return [...current, ...added].sort(byTimeThenId)
}

/**
 * One chat thread as the reader sees it: the newest page, kept current by the socket and by the
 * answers to sends from here, with older pages loaded when the reader scrolls up. A send costs no
 * page request: its answer is the message. The socket's copy, a send's answer and a reload's copy
 * are merged by id, so a message is never shown twice.
 */
export const chatThreadMachine = setup({
  types: {
    context: {} as ChatThreadContext,
    input: {} as ChatThreadInput,
    events: {} as ChatThreadEvent,
    transitionMeta: {} as TransitionMeta,
  },
  schemas: {
    events: {
      'socket.message': {
        description:
          'The socket pushed a message (MESSEGE:GROUP, or MESSEGE:CUSTOMER:{userId} for a conversation with the admin).',
      },
      'message.sent': {
        description:
          'A send from this screen was answered: the message as stored (the socket may bring it too).',
      },
      'thread.reload': {
        description:
          'Something may have been missed (a reconnect that replayed nothing): the newest page is fetched again.',
      },
      'user.loadOlder': {
        description: `The reader scrolled to the top: the ${CHAT_PAGE_SIZE} messages before the oldest shown are asked for.`,
      },
      'user.retry': {
        description: 'The reader taps "Try again" after the first page failed to load.',
      },
    },
  } satisfies EventSchemas<ChatThreadEvent>,
  actors: {
    loadNewest: fromPromise<ChatPage, { threadKey: string }>(async () => {
      throw new Error('loadNewest is provided by the chat feature')
    }),
    loadOlder: fromPromise<ChatPage, { threadKey: string; before: string }>(async () => {
      throw new Error('loadOlder is provided by the chat feature')
    }),
  },
  actions: {
    takeFirstPage: assign((_, page: ChatPage) => ({
      messages: page.messages,
      hasOlder: page.messages.length >= CHAT_PAGE_SIZE,
      errorCode: null,
    })),
    mergeNewest: assign(({ context }, page: ChatPage) => ({
      messages: mergeMessages(context.messages, page.messages),
    })),
    mergeOlder: assign(({ context }, page: ChatPage) => ({
      messages: mergeMessages(context.messages, page.messages),
      hasOlder: page.messages.length >= CHAT_PAGE_SIZE,
    })),
    mergeArrived: assign(({ context, event }) => {
      assertEvent(event, ['socket.message', 'message.sent'])
      return { messages: mergeMessages(context.messages, [event.message]) }
    }),
    setLoadError: assign((_, params: { error: unknown }) => ({
      errorCode: errorCodeOf(params.error),
    })),
  },
  guards: {
    hasOlder: ({ context }) => context.hasOlder && context.messages.length > 0,
  },
}).createMachine({
  id: 'chatThread',
  description:
    'One chat thread: the newest page, kept current by the socket and by the answers to sends, with older pages loaded on scroll.',
  context: ({ input }) => ({
    threadKey: input.threadKey,
    messages: [],
    hasOlder: false,
    errorCode: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description:
        "The thread's newest page (up to 200 messages) is on its way; the screen shows a spinner.",
      invoke: {
        id: 'loadNewest',
        src: 'loadNewest',
        input: ({ context }) => ({ threadKey: context.threadKey }),
        onDone: {
          target: 'ready',
          actions: { type: 'takeFirstPage', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: 'The first page could not be loaded: the reason shows, with a retry.',
      on: { 'user.retry': 'loading' },
    },
    ready: {
      description:
        'The thread is shown. In every sub-state, messages the socket pushes and the answers to sends from here are merged in by time, each message once, without a page request.',
      on: {
        'socket.message': {
          actions: 'mergeArrived',
          meta: { spec: 'SPEC 4 Chat: realtime messages update the list' },
        },
        'message.sent': { actions: 'mergeArrived' },
      },
      initial: 'current',
      states: {
        current: {
          description:
            'The thread is shown and nothing is being fetched. Scrolling up asks for older messages while the start of the thread is not yet loaded.',
          on: {
            'thread.reload': {
              target: 'refreshing',
              meta: {
                spec: 'DECISIONS After a reconnect the client reloads what it may have missed',
              },
            },
            'user.loadOlder': { guard: 'hasOlder', target: 'loadingOlder' },
          },
        },
        refreshing: {
          description:
            'Something may have been missed (a reconnect that replayed nothing): the newest page is fetched again and merged, with the thread still on screen. A failure keeps the thread as it is: the socket still delivers, and the next reload tries again.',
          invoke: {
            id: 'refreshNewest',
            src: 'loadNewest',
            input: ({ context }) => ({ threadKey: context.threadKey }),
            onDone: {
              target: 'current',
              actions: { type: 'mergeNewest', params: ({ event }) => event.output },
            },
            onError: 'current',
          },
          // A newer reason to reload restarts the fetch, so nothing since it started is missed.
          on: { 'thread.reload': { target: 'refreshing', reenter: true } },
        },
        loadingOlder: {
          description:
            'The reader scrolled up: the page of up to 200 messages before the oldest one shown is on its way.',
          invoke: {
            id: 'loadOlder',
            src: 'loadOlder',
            input: ({ context }) => ({
              threadKey: context.threadKey,
              before: context.messages[0]?.created_at ?? new Date(0).toISOString(),
            }),
            onDone: {
              target: 'current',
              actions: { type: 'mergeOlder', params: ({ event }) => event.output },
            },
            onError: 'current',
          },
          on: { 'thread.reload': 'refreshing' },
        },
      },
    },
  },
})
