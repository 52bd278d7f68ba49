import { assign, emit, fromCallback, fromPromise, setup, type EventObject } from 'xstate'
import { errorCodeOf, type ErrorCode } from '../contract/error-code'
import { uploadEventDescriptions, type EventSchemas, type TransitionMeta } from './chart-notes'

/** Why a new picture was not saved: refused before upload, or by the API (or NO_ANSWER). */
export type PictureErrorCode = 'NOT_AN_IMAGE' | 'IMAGE_TOO_LARGE' | ErrorCode

export interface PictureContext {
  /** 0 to 100 while the picture goes up; null when nothing is on its way. */
  percent: number | null
  errorCode: PictureErrorCode | null
}

export type PictureEvent =
  | { type: 'user.pick'; file: File }
  | { type: 'user.cancel' }
  /** Sent by the uploader while the file goes up. */
  | { type: 'upload.progress'; percent: number }
  | { type: 'upload.stored'; fileName: string }
  | { type: 'upload.failed'; code: ErrorCode }

/** What the screen is told: the picture saved, or why not. */
export type PictureEmitted =
  { type: 'picture.saved' } | { type: 'picture.failed'; errorCode: PictureErrorCode | null }

// What the customer can do whenever no picture is on its way.
const imagesOnly = {
  spec: 'SPEC 5 Image upload: images only (DECISIONS: JPEG, PNG, WebP, GIF, at most 10 MB)',
} as const

// A refused pick enters `failed` anew even from `failed`, so that its notice shows each time.
const pickable = {
  'user.pick': [
    {
      guard: 'isNotImage',
      target: '#profilePicture.failed',
      reenter: true,
      actions: 'refuseType',
      meta: imagesOnly,
    },
    {
      guard: 'isTooLarge',
      target: '#profilePicture.failed',
      reenter: true,
      actions: 'refuseSize',
      meta: imagesOnly,
    },
    { target: '#profilePicture.uploading' },
  ],
} as const

/**
 * The profile picture: a picked file is checked, uploaded with its progress (the customer may
 * cancel), then made the account's picture. Each outcome is announced; the screen shows the new
 * picture from the session.
 */
export const profilePictureMachine = setup({
  types: {
    context: {} as PictureContext,
    events: {} as PictureEvent,
    emitted: {} as PictureEmitted,
    transitionMeta: {} as TransitionMeta,
  },
  schemas: {
    events: {
      'user.pick': { description: 'The customer picks a file for their picture.' },
      'user.cancel': { description: 'The customer cancels the upload under way.' },
      ...uploadEventDescriptions,
    },
  } satisfies EventSchemas<PictureEvent>,
  actors: {
    // Sends upload.progress, then upload.stored or upload.failed; it takes no events.
    uploadPicture: fromCallback<EventObject, { file: File }>(({ sendBack }) => {
      sendBack({ type: 'upload.failed', code: 'NOT_IMPLEMENTED' })
    }),
    savePicture: fromPromise<void, { fileName: string }>(() =>
      Promise.reject(new Error('savePicture is not provided')),
    ),
  },
  actions: {
    /** The screen says the picture changed (a notice). */
    announceSaved: emit({ type: 'picture.saved' }),
    /** The screen says why the picture was not saved (a notice). */
    announceProblem: emit(({ context }) => ({
      type: 'picture.failed',
      errorCode: context.errorCode,
    })),
    refuseType: assign({ errorCode: 'NOT_AN_IMAGE' }),
    refuseSize: assign({ errorCode: 'IMAGE_TOO_LARGE' }),
  },
  guards: {
    /** The app supplies the upload's rules (the image types and size the backend stores). */
    isNotImage: () => false,
    isTooLarge: () => false,
  },
}).createMachine({
  id: 'profilePicture',
  description:
    'The profile picture: checked, uploaded with its progress, then saved to the account.',
  context: { percent: null, errorCode: null },
  initial: 'idle',
  states: {
    idle: {
      description:
        'The current picture shows and nothing is on its way; the customer may pick a new one.',
      on: pickable,
    },
    uploading: {
      description:
        'The picked file goes up and its progress (0 to 100 %) shows; cancelling stops it and the picture stays as it was.',
      entry: assign({ percent: 0, errorCode: null }),
      invoke: {
        id: 'uploadPicture',
        src: 'uploadPicture',
        input: ({ event }) => ({
          file: (event as Extract<PictureEvent, { type: 'user.pick' }>).file,
        }),
      },
      on: {
        'upload.progress': {
          actions: assign({ percent: ({ event }) => Math.round(event.percent) }),
        },
        'upload.stored': { target: 'saving', actions: assign({ percent: 100 }) },
        'upload.failed': {
          target: 'failed',
          actions: assign({ errorCode: ({ event }) => event.code }),
        },
        'user.cancel': { target: 'idle', actions: assign({ percent: null }) },
      },
    },
    saving: {
      description:
        "The file is uploaded and the shop makes it the account's picture; this can no longer be cancelled.",
      invoke: {
        id: 'savePicture',
        src: 'savePicture',
        input: ({ event }) => ({
          fileName: (event as Extract<PictureEvent, { type: 'upload.stored' }>).fileName,
        }),
        onDone: { target: 'saved' },
        onError: {
          target: 'failed',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    saved: {
      description:
        "The new picture is the account's and a notice says so; the customer may pick another.",
      entry: ['announceSaved', assign({ percent: null })],
      on: pickable,
    },
    failed: {
      description:
        'The picture was not saved: refused before the upload (not an image, or too large), by the upload or by the save. A notice says why; the customer may pick another.',
      entry: ['announceProblem', assign({ percent: null })],
      on: pickable,
    },
  },
})
