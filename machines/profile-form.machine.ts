import { assign, emit, fromPromise, setup } from 'xstate'
import { errorCodeOf, type ErrorCode } from '../contract/error-code'
import type { EventSchemas, TransitionMeta } from './chart-notes'
import { newPasswordError, type FieldErrorCode } from './otp-form'

/** The profile screen's two forms: the name and e-mail, and the password change. */
export type ProfileFormKind = 'details' | 'password'

/** Why a save was refused: by the form's own rule, or by the API (or NO_ANSWER). */
export type ProfileFormErrorCode = FieldErrorCode | ErrorCode

export interface ProfileFormInput {
  kind: ProfileFormKind
  /**
   * The values the form starts with, by input name: fullName and email, or oldPassword, password
   * and confirmation.
   */
  fields: Record<string, string>
}

export interface ProfileFormContext extends ProfileFormInput {
  errorCode: ProfileFormErrorCode | null
}

export type ProfileFormEvent =
  { type: 'user.change'; name: string; value: string } | { type: 'user.submit' }

/** The form's own rule, checked before anything is sent; null when the fields may be saved. */
export function localProblem({ kind, fields }: ProfileFormInput): ProfileFormErrorCode | null {
  if (kind === 'details') return fields.fullName?.trim() ? null : 'FULL_NAME_REQUIRED'
  if (!fields.oldPassword) return 'PASSWORD_REQUIRED'
  return newPasswordError(fields.password ?? '', fields.confirmation ?? '')
}

// What any state but saving does with the customer's typing and submit.
const editable = {
  'user.change': { target: '#profileForm.editing', actions: 'setField' },
  'user.submit': { target: '#profileForm.validating' },
} as const

/**
 * One form of the profile screen: the customer edits, the form's rule is checked, the fields are
 * saved, and the form says it worked or why not. A saved password is not kept on screen.
 */
export const profileFormMachine = setup({
  types: {
    input: {} as ProfileFormInput,
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent,
    emitted: {} as { type: 'form.saved' },
    transitionMeta: {} as TransitionMeta,
  },
  schemas: {
    events: {
      'user.change': {
        description: "The customer types in one of the form's inputs (its name and new value).",
      },
      'user.submit': { description: 'The customer taps Save.' },
    },
  } satisfies EventSchemas<ProfileFormEvent>,
  actors: {
    save: fromPromise<void, ProfileFormInput>(() =>
      Promise.reject(new Error('save is not provided')),
    ),
  },
  actions: {
    /** The screen says the save worked (a notice). */
    announceSaved: emit({ type: 'form.saved' }),
    setField: assign(({ context, event }) => {
      if (event.type !== 'user.change') return {}
      return { fields: { ...context.fields, [event.name]: event.value }, errorCode: null }
    }),
    setLocalProblem: assign({ errorCode: ({ context }) => localProblem(context) }),
    /** A form sent again no longer shows why the last try was refused. */
    forgetProblem: assign({ errorCode: null }),
    forgetPassword: assign({
      fields: ({ context }) => (context.kind === 'password' ? {} : context.fields),
    }),
  },
  guards: {
    breaksRule: ({ context }) => localProblem(context) !== null,
  },
}).createMachine({
  id: 'profileForm',
  description: 'A profile form: edited, checked by its own rule, saved, and told how it went.',
  context: ({ input }) => ({ ...input, errorCode: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form shows the fields as the customer types them, with no error.',
      on: editable,
    },
    validating: {
      description:
        "Passed through on submit: the form's own rule is checked (a full name for the details form; the old password and a valid, confirmed new password for the password form), and a broken rule stops here before anything is sent.",
      always: [
        {
          guard: 'breaksRule',
          target: 'failed',
          actions: 'setLocalProblem',
          meta: { spec: 'SPEC 5 Profile: the password equals its confirmation' },
        },
        { target: 'saving', actions: 'forgetProblem' },
      ],
    },
    saving: {
      description:
        'The fields were sent and the shop waits for the save to be answered; the form takes no input meanwhile.',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ kind: context.kind, fields: context.fields }),
        onDone: { target: 'saved', actions: ['announceSaved', 'forgetPassword'] },
        onError: {
          target: 'failed',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    saved: {
      description:
        'The save worked and a notice says so. The details stay as sent for the next change; the password form is emptied.',
      on: editable,
    },
    failed: {
      description:
        "The save was refused by the form's rule or by the shop: the fields are kept and the form shows why. Typing or sending again starts over.",
      on: editable,
    },
  },
})
