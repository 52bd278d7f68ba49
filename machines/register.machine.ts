import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate'
import { errorCodeOf } from './error-code'
import { formOtpCountdownMachine } from './otp-countdown.machine'
import { codeError, newPasswordError, phoneError, type OtpSent } from './otp-form'

export interface RegisterFields {
  phone: string
  password: string
  confirmPassword: string
  fullName: string
  code: string
}

/** The new account's session, as the verify call answers it; the app signs the customer in. */
export interface RegisteredSession {
  accessToken: string
  refreshToken: string
  user: {
    _id: string
    userName: string
    fullName: string
    role: 'CUSTOMER' | 'ADMIN'
    walletId: string
  }
}

export interface RegisterContext {
  fields: RegisterFields
  /** The token of the code last sent, which the verify call carries. */
  otp: OtpSent | null
  /** A resend is allowed once the countdown of the last code has run out. */
  canResend: boolean
  /** A field rule's code or the API's; the screen translates it. */
  error: string | null
}

export type RegisterEvent =
  | { type: 'user.edit'; field: keyof RegisterFields; value: string }
  | { type: 'user.requestOtp' }
  | { type: 'user.submit' }
  /** Sent by the countdown child when its 300 s are over. */
  | { type: 'countdown.finished' }

const emptyFields: RegisterFields = {
  phone: '',
  password: '',
  confirmPassword: '',
  fullName: '',
  code: '',
}

/** The checks of the fields typed before the code, in the order SPEC §5 gives them. */
function beforeCodeError(fields: RegisterFields): string | null {
  return (
    phoneError(fields.phone) ??
    newPasswordError(fields.password, fields.confirmPassword) ??
    (fields.fullName.trim() === '' ? 'FULL_NAME_REQUIRED' : null)
  )
}

/** The checks before an account is created. */
function submitError(fields: RegisterFields): string | null {
  return beforeCodeError(fields) ?? codeError(fields.code)
}

/**
 * Registration: the customer fills the form, asks for a code by SMS, types it and creates the
 * account, which signs them in.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
  },
  actors: {
    requestOtp: fromPromise<OtpSent, { phone: string }>(() =>
      Promise.reject(new Error('requestOtp is provided by the app')),
    ),
    createAccount: fromPromise<RegisteredSession, { fields: RegisterFields; token: string }>(() =>
      Promise.reject(new Error('createAccount is provided by the app')),
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
    /** Signs the customer in with the new account's session. */
    signIn: (_, _params: { session: RegisteredSession }) => {},
  },
  guards: {
    phoneInvalid: ({ context }) => phoneError(context.fields.phone) !== null,
    formInvalid: ({ context }) => submitError(context.fields) !== null,
    editsPhone: ({ event }) => event.type === 'user.edit' && event.field === 'phone',
    resendAllowed: ({ context }) => context.canResend,
  },
}).createMachine({
  id: 'register',
  description: 'Registration: the form, a code by SMS, then the account is created and signed in.',
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
        /** The account is being created; the form is locked, so it cannot be sent twice. */
        verifying: {
          on: { 'user.edit': {} },
          invoke: {
            id: 'createAccount',
            src: 'createAccount',
            input: ({ context }) => ({ fields: context.fields, token: context.otp?.token ?? '' }),
            onDone: {
              target: '#register.registered',
              actions: { type: 'signIn', params: ({ event }) => ({ session: event.output }) },
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
      },
    },

    /** The account exists and the customer is signed in; the screen takes them home. */
    registered: { type: 'final' },
  },
})
