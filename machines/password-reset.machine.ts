import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate'
import { errorCodeOf } from './error-code'
import { formOtpCountdownMachine } from './otp-countdown.machine'
import { codeError, newPasswordError, phoneError, type OtpSent } from './otp-form'

export interface PasswordResetFields {
  phone: string
  password: string
  confirmPassword: string
  code: string
}

export interface PasswordResetContext {
  fields: PasswordResetFields
  /** The token of the code last sent, which the verify call carries. */
  otp: OtpSent | null
  /** A resend is allowed once the countdown of the last code has run out. */
  canResend: boolean
  /** A field rule's code or the API's; the screen translates it. */
  error: string | null
}

export type PasswordResetEvent =
  | { type: 'user.edit'; field: keyof PasswordResetFields; value: string }
  | { type: 'user.requestOtp' }
  | { type: 'user.submit' }
  /** Sent by the countdown child when its 300 s are over. */
  | { type: 'countdown.finished' }

const emptyFields: PasswordResetFields = { phone: '', password: '', confirmPassword: '', code: '' }

/** SPEC §9: after the success message the customer is taken to the login page. */
const REDIRECT_DELAY_MS = 1_500

/** The checks of the fields typed before the code, in the order SPEC §5 gives them. */
function beforeCodeError(fields: PasswordResetFields): string | null {
  return phoneError(fields.phone) ?? newPasswordError(fields.password, fields.confirmPassword)
}

/** The checks before the new password is sent. */
function submitError(fields: PasswordResetFields): string | null {
  return beforeCodeError(fields) ?? codeError(fields.code)
}

/**
 * Password reset: the customer asks for a code sent to the account's phone, types it with the new
 * password, and is taken to the login page.
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
  },
  actors: {
    requestOtp: fromPromise<OtpSent, { phone: string }>(() =>
      Promise.reject(new Error('requestOtp is provided by the app')),
    ),
    setNewPassword: fromPromise<void, { fields: PasswordResetFields; token: string }>(() =>
      Promise.reject(new Error('setNewPassword is provided by the app')),
    ),
    otpCountdown: formOtpCountdownMachine,
  },
  actions: {
    editField: assign(({ context, event }) => {
      assertEvent(event, 'user.edit')
      return { fields: { ...context.fields, [event.field]: event.value }, error: null }
    }),
    /** A new phone number needs a new code: the old one was sent elsewhere. */
    forgetOtp: assign({ otp: null, canResend: false }),
    rememberOtp: assign((_, params: { otp: OtpSent }) => ({
      otp: params.otp,
      canResend: false,
      error: null,
    })),
    startCountdown: sendTo('countdown', ({ context }) => ({
      type: 'otp.sent' as const,
      at: context.otp?.sentAt ?? 0,
    })),
    allowResend: assign({ canResend: true }),
    showError: assign({ error: (_, params: { code: string }) => params.code }),
  },
  delays: {
    redirectDelay: REDIRECT_DELAY_MS,
  },
  guards: {
    phoneInvalid: ({ context }) => phoneError(context.fields.phone) !== null,
    formInvalid: ({ context }) => submitError(context.fields) !== null,
    editsPhone: ({ event }) => event.type === 'user.edit' && event.field === 'phone',
    resendAllowed: ({ context }) => context.canResend,
  },
}).createMachine({
  id: 'passwordReset',
  description:
    "Password reset: a code by SMS to the account's phone, then the new password, then the login page.",
  context: { fields: emptyFields, otp: null, canResend: false, error: null },
  initial: 'editing',
  states: {
    /** No code yet: every field may be typed; asking for a code needs a valid phone. */
    editing: {
      on: {
        'user.edit': { actions: 'editField' },
        // Sending the form before a code was asked for says what is missing, the code last.
        'user.submit': {
          actions: {
            type: 'showError',
            params: ({ context }) => ({
              code: beforeCodeError(context.fields) ?? 'OTP_NOT_REQUESTED',
            }),
          },
        },
        'user.requestOtp': [
          {
            guard: 'phoneInvalid',
            actions: {
              type: 'showError',
              params: ({ context }) => ({ code: phoneError(context.fields.phone) ?? '' }),
            },
          },
          { target: 'requestingOtp' },
        ],
      },
    },

    requestingOtp: {
      invoke: {
        id: 'requestOtp',
        src: 'requestOtp',
        input: ({ context }) => ({ phone: context.fields.phone.trim() }),
        onDone: {
          target: 'otpSent',
          actions: { type: 'rememberOtp', params: ({ event }) => ({ otp: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ code: errorCodeOf(event.error) }),
          },
        },
      },
    },

    /**
     * A code is on its way and the countdown runs; a new code may be asked for once it ends.
     * Changing the phone number leaves for `editing`: the code went to the old number.
     */
    otpSent: {
      invoke: { src: 'otpCountdown', id: 'countdown' },
      entry: 'startCountdown',
      on: {
        'user.edit': [
          { guard: 'editsPhone', target: 'editing', actions: ['editField', 'forgetOtp'] },
          { actions: 'editField' },
        ],
        'countdown.finished': { actions: 'allowResend' },
      },
      initial: 'awaitingCode',
      states: {
        awaitingCode: {
          on: {
            'user.submit': [
              {
                guard: 'formInvalid',
                actions: {
                  type: 'showError',
                  params: ({ context }) => ({ code: submitError(context.fields) ?? '' }),
                },
              },
              { target: 'verifying' },
            ],
            'user.requestOtp': { guard: 'resendAllowed', target: 'resendingOtp' },
          },
        },
        resendingOtp: {
          invoke: {
            id: 'requestOtp',
            src: 'requestOtp',
            input: ({ context }) => ({ phone: context.fields.phone.trim() }),
            onDone: {
              target: 'awaitingCode',
              actions: [
                { type: 'rememberOtp', params: ({ event }) => ({ otp: event.output }) },
                'startCountdown',
              ],
            },
            onError: {
              target: 'awaitingCode',
              actions: {
                type: 'showError',
                params: ({ event }) => ({ code: errorCodeOf(event.error) }),
              },
            },
          },
        },
        /** The new password is being set; the form is locked, so it cannot be sent twice. */
        verifying: {
          on: { 'user.edit': {} },
          invoke: {
            id: 'setNewPassword',
            src: 'setNewPassword',
            input: ({ context }) => ({ fields: context.fields, token: context.otp?.token ?? '' }),
            onDone: { target: '#passwordReset.passwordChanged' },
            onError: {
              target: 'awaitingCode',
              actions: {
                type: 'showError',
                params: ({ event }) => ({ code: errorCodeOf(event.error) }),
              },
            },
          },
        },
      },
    },

    /** The success message shows; the customer is taken to the login page shortly. */
    passwordChanged: {
      after: { redirectDelay: 'leaving' },
    },
    /** The screen opens the login page. */
    leaving: { type: 'final' },
  },
})
