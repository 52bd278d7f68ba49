import { assertEvent, assign, emit, fromCallback, fromPromise, not, setup } from 'xstate'
import { errorCodeOf, NO_ANSWER, type ErrorCode } from '../contract/error-code'
import { uploadEventDescriptions, type EventSchemas, type TransitionMeta } from './chart-notes'
import type { components } from '../contract/schema'

/** DECISIONS: a chat text is at most 1,000 characters, checked here and by the backend. */
export const CHAT_TEXT_MAX_LENGTH = 1_000

/** DECISIONS: images of these types only, at most 10 MB, checked here and by the backend. */
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const
export const CHAT_IMAGE_MAX_BYTES = 10 * 1024 * 1024

export type ChatMode = 'GROUP' | 'ADMIN'

/** The codes the backend answers on a created message (SPEC 4). */
export type ChatCreatedCode = 'SUCCESS' | 'CREATE_CHAT_SUCCESS'

/**
 * Why a send failed: the API's codes (RATE_LIMITED...) or NO_ANSWER, a file refused before it was
 * sent, or an answer that was not a created message.
 */
export type ChatSendErrorCode =
  ErrorCode | 'NOT_AN_IMAGE' | 'IMAGE_TOO_LARGE' | 'UNEXPECTED_RESPONSE'

/** Where the messages go: the group chat, or a conversation with the admin. */
export interface ChatSendInput {
  mode: ChatMode
  /** The admin's reply names the customer's conversation; a customer's own posts leave it out. */
  customerId?: string
  signedIn: boolean
}

type ChatMessage = components['schemas']['ChatMessage']

/** The backend's answer to a post (ChatCreatedResponse): the code, and the message as stored. */
export interface ChatCreated {
  message: string
  data: ChatMessage
}

export type ChatPost =
  | { mode: ChatMode; customerId?: string; type: 'TEXT'; text: string }
  | { mode: ChatMode; customerId?: string; type: 'IMAGE'; fileName: string }

export interface ChatSendContext extends ChatSendInput {
  text: string
  /** 0 to 100 while an image uploads. */
  uploadPercent: number
  /** The stored upload's file name, between the upload and the IMAGE message. */
  uploadedFileName: string | null
  errorCode: ChatSendErrorCode | null
}

export type ChatSendEvent =
  | { type: 'user.type'; text: string }
  | { type: 'user.submit' }
  | { type: 'user.pickImage'; file: File }
  | { type: 'user.cancelUpload' }
  | { type: 'session.changed'; signedIn: boolean }
  /** Sent by the uploader while the file goes up. */
  | { type: 'upload.progress'; percent: number }
  | { type: 'upload.stored'; fileName: string }
  | { type: 'upload.failed'; code: ErrorCode }

export type ChatSendEmitted =
  /** A message was created: whoever shows the list adds it, with no need to fetch the list again. */
  | { type: 'chat.sent'; message: ChatMessage }
  /** A send or upload failed, or a file was refused: the screen tells the customer why. */
  | { type: 'chat.failed'; code: ChatSendErrorCode }

/** The message code the backend answers when the post worked (SPEC 4 and openapi.yaml). */
export function expectedCreatedCode(post: ChatPost): ChatCreatedCode {
  return post.mode === 'GROUP' && post.type === 'TEXT' ? 'SUCCESS' : 'CREATE_CHAT_SUCCESS'
}

const isChatImageType = (type: string) => (CHAT_IMAGE_TYPES as readonly string[]).includes(type)

/** What the text will be sent as: without the blanks around it. */
export const sendableText = (text: string) => text.trim()

const imagesOnly = {
  spec: 'SPEC 5 Image upload: images only (DECISIONS: JPEG, PNG, WebP, GIF, at most 10 MB)',
} as const
const createdCodes = {
  spec: 'SPEC 4 Chat send: SUCCESS or CREATE_CHAT_SUCCESS means created',
} as const

function targetOf(context: ChatSendContext): Pick<ChatPost, 'mode' | 'customerId'> {
  return {
    mode: context.mode,
    ...(context.customerId ? { customerId: context.customerId } : {}),
  }
}

/**
 * The footer of a chat: the text, the image upload and the send. One send at a time; the text stays
 * after a failure so the customer can try again without typing it twice.
 */
export const chatSendMachine = setup({
  types: {
    context: {} as ChatSendContext,
    input: {} as ChatSendInput,
    events: {} as ChatSendEvent,
    emitted: {} as ChatSendEmitted,
    transitionMeta: {} as TransitionMeta,
  },
  schemas: {
    events: {
      'user.type': {
        description: `The customer types in the message box (kept to ${CHAT_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters).`,
      },
      'user.submit': { description: 'The customer taps the send icon (or presses Enter).' },
      'user.pickImage': {
        description: `The customer picks a file to send as an image (JPEG, PNG, WebP or GIF, at most ${CHAT_IMAGE_MAX_BYTES / 1024 / 1024} MB).`,
      },
      'user.cancelUpload': { description: 'The customer cancels the image upload under way.' },
      'session.changed': { description: 'The customer signed in or out while the chat is open.' },
      ...uploadEventDescriptions,
    },
  } satisfies EventSchemas<ChatSendEvent>,
  actors: {
    postMessage: fromPromise<ChatCreated, ChatPost>(async () => {
      throw new Error('postMessage is provided by the chat feature')
    }),
    // Asks for a signed URL, PUTs the file to it, reports progress, and aborts when stopped.
    uploadImage: fromCallback<ChatSendEvent, { file: File }>(({ sendBack }) => {
      sendBack({ type: 'upload.failed', code: NO_ANSWER })
    }),
  },
  actions: {
    setText: assign(({ event }) => {
      assertEvent(event, 'user.type')
      return { text: event.text.slice(0, CHAT_TEXT_MAX_LENGTH), errorCode: null }
    }),
    clearText: assign({ text: '' }),
    setSignedIn: assign(({ event }) => {
      assertEvent(event, 'session.changed')
      return { signedIn: event.signedIn }
    }),
    startUpload: assign({ uploadPercent: 0, uploadedFileName: null, errorCode: null }),
    setUploadPercent: assign(({ event }) => {
      assertEvent(event, 'upload.progress')
      return { uploadPercent: Math.min(100, Math.max(0, Math.round(event.percent))) }
    }),
    keepUploadedFile: assign(({ event }) => {
      assertEvent(event, 'upload.stored')
      return { uploadedFileName: event.fileName, uploadPercent: 100 }
    }),
    resetUpload: assign({ uploadPercent: 0, uploadedFileName: null }),
    clearError: assign({ errorCode: null }),
    refuseFile: assign(({ event }) => {
      assertEvent(event, 'user.pickImage')
      const code: ChatSendErrorCode = isChatImageType(event.file.type)
        ? 'IMAGE_TOO_LARGE'
        : 'NOT_AN_IMAGE'
      return { errorCode: code }
    }),
    failUpload: assign(({ event }) => {
      assertEvent(event, 'upload.failed')
      return { errorCode: event.code }
    }),
    failRequest: assign((_, params: { error: unknown }) => ({
      errorCode: errorCodeOf(params.error),
    })),
    failUnexpectedAnswer: assign({ errorCode: 'UNEXPECTED_RESPONSE' }),
    announceSent: emit((_, params: { created: ChatCreated }) => ({
      type: 'chat.sent' as const,
      message: params.created.data,
    })),
    announceFailure: emit(({ context }) => ({
      type: 'chat.failed',
      code: context.errorCode ?? NO_ANSWER,
    })),
  },
  guards: {
    canSendText: ({ context }) => context.signedIn && sendableText(context.text) !== '',
    isSignedIn: ({ context }) => context.signedIn,
    isAcceptableImage: ({ event }) => {
      assertEvent(event, 'user.pickImage')
      return isChatImageType(event.file.type) && event.file.size <= CHAT_IMAGE_MAX_BYTES
    },
    /** The backend answered the code that means this post was created (SPEC 4). */
    answeredCreated: (_, params: { answered: string; expected: ChatCreatedCode }) =>
      params.answered === params.expected,
  },
}).createMachine({
  id: 'chatSend',
  description:
    'A chat footer: the text, an image upload and the send, one at a time; the text stays after a failure.',
  context: ({ input }) => ({
    ...input,
    text: '',
    uploadPercent: 0,
    uploadedFileName: null,
    errorCode: null,
  }),
  // The footer follows a login or logout on another tab without losing what was typed.
  on: {
    'session.changed': { actions: 'setSignedIn' },
  },
  initial: 'editing',
  states: {
    editing: {
      description:
        'The footer is ready to type (at most 1,000 characters), send or pick an image; every send starts and ends here, and a failed one leaves its reason and the text as typed. Send works when the text is not blank and the customer is signed in; a picked file is checked here (JPEG, PNG, WebP or GIF, at most 10 MB), and a refused one is never uploaded.',
      on: {
        'user.type': { actions: 'setText' },
        'user.submit': {
          guard: 'canSendText',
          target: 'sending',
          actions: 'clearError',
          meta: {
            spec: 'SPEC 4 Chat send: inactive when the text is empty, signed out or sending',
          },
        },
        'user.pickImage': [
          {
            guard: not('isSignedIn'),
            meta: { spec: 'SPEC 2 Chat: upload controls hidden when not logged in' },
          },
          {
            guard: 'isAcceptableImage',
            target: 'uploading',
            actions: 'startUpload',
            meta: imagesOnly,
          },
          { actions: ['refuseFile', 'announceFailure'], meta: imagesOnly },
        ],
      },
    },
    sending: {
      description:
        'The text is being posted; the input is read-only meanwhile, so the text cleared on success is the text that was sent. Left when the backend answers: the message appears in the thread, or the reason shows with the text kept.',
      invoke: {
        id: 'postText',
        src: 'postMessage',
        input: ({ context }) => ({
          ...targetOf(context),
          type: 'TEXT' as const,
          text: sendableText(context.text),
        }),
        onDone: [
          {
            guard: {
              type: 'answeredCreated',
              params: ({ context, event }) => ({
                answered: event.output.message,
                expected: expectedCreatedCode({ ...targetOf(context), type: 'TEXT', text: '' }),
              }),
            },
            target: 'editing',
            meta: createdCodes,
            actions: [
              'clearText',
              { type: 'announceSent', params: ({ event }) => ({ created: event.output }) },
            ],
          },
          { target: 'editing', actions: ['failUnexpectedAnswer', 'announceFailure'] },
        ],
        onError: {
          target: 'editing',
          actions: [
            { type: 'failRequest', params: ({ event }) => ({ error: event.error }) },
            'announceFailure',
          ],
        },
      },
    },
    uploading: {
      description:
        'The picked image is uploading, with its progress in percent; the customer may keep typing meanwhile. Cancelling, or leaving the screen, aborts the upload.',
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ event }) => ({ file: pickedFileOf(event) }),
      },
      on: {
        'user.type': { actions: 'setText' },
        'upload.progress': { actions: 'setUploadPercent' },
        'upload.stored': { target: 'postingImage', actions: 'keepUploadedFile' },
        'upload.failed': {
          target: 'editing',
          actions: ['failUpload', 'resetUpload', 'announceFailure'],
        },
        'user.cancelUpload': { target: 'editing', actions: 'resetUpload' },
      },
    },
    postingImage: {
      description:
        'The uploaded image is being posted as an image message; the text typed meanwhile is kept for its own send.',
      invoke: {
        id: 'postImage',
        src: 'postMessage',
        input: ({ context }) => ({
          ...targetOf(context),
          type: 'IMAGE' as const,
          fileName: context.uploadedFileName ?? '',
        }),
        onDone: [
          {
            guard: {
              type: 'answeredCreated',
              params: ({ context, event }) => ({
                answered: event.output.message,
                expected: expectedCreatedCode({
                  ...targetOf(context),
                  type: 'IMAGE',
                  fileName: '',
                }),
              }),
            },
            target: 'editing',
            meta: createdCodes,
            actions: [
              'resetUpload',
              { type: 'announceSent', params: ({ event }) => ({ created: event.output }) },
            ],
          },
          {
            target: 'editing',
            actions: ['failUnexpectedAnswer', 'resetUpload', 'announceFailure'],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            { type: 'failRequest', params: ({ event }) => ({ error: event.error }) },
            'resetUpload',
            'announceFailure',
          ],
        },
      },
      on: {
        'user.type': { actions: 'setText' },
      },
    },
  },
})

function pickedFileOf(event: ChatSendEvent): File {
  assertEvent(event, 'user.pickImage')
  return event.file
}
