import {
  assertEvent,
  assign,
  fromPromise,
  sendTo,
  type ActorRefFrom,
  type DoneActorEvent,
  type ParameterizedObject,
} from 'xstate'
import { errorCodeOf, type ErrorCode } from '../contract/error-code'
import type { EventSchemas, SpecRule, TransitionMeta } from './chart-notes'
import { formOtpCountdownMachine, OTP_RESEND_COOLDOWN_MS } from './otp-countdown.machine'
import {
  codeError,
  newPasswordError,
  phoneError,
  type FieldErrorCode,
  type OtpSent,
} from './otp-form'

/**
 * The flow that registration and password reset share: the customer fills a form, asks for a code
 * by SMS, types it, and sends the form with the code's token. Each machine file calls `setup()`
 * with these implementations, adds the call that sends the form and its own ending, and builds its
 * states from `states()`, so both flows keep one definition of what happens until the code is
 * verified.
 */

/** The fields both flows have: the phone the code goes to, the new password twice, the code. */
export interface OtpFlowFields {
  phone: string
  password: string
  confirmPassword: string
  code: string
}

/** What the form shows in its alert or under a field: a field rule's code or the API's. */
export type OtpFlowError = FieldErrorCode | ErrorCode

export interface OtpFlowContext<TFields extends OtpFlowFields> {
  fields: TFields
  /** The token of the code last sent, which the verify call carries. */
  otp: OtpSent | null
  /** A resend is allowed once the countdown of the last code has run out. */
  canResend: boolean
  /** The screen translates it. */
  errorCode: OtpFlowError | null
}

export type OtpFlowEvent<TFields extends OtpFlowFields> =
  | { type: 'user.edit'; field: keyof TFields & string; value: string }
  | { type: 'user.requestOtp' }
  | { type: 'user.submit' }
  /** Sent by the countdown child when its 300 s are over. */
  | { type: 'countdown.finished' }

/**
 * `succeeded` marks the state the form's verify call leads to, where the screen says it worked;
 * each flow has its own.
 */
export type OtpFlowTag = 'succeeded'

/** What the call that sends the form with the code receives. */
export interface OtpVerifyInput<TFields extends OtpFlowFields> {
  fields: TFields
  token: string
}

export interface OtpFlowOptions<TFields extends OtpFlowFields> {
  /** The form before anything is typed. */
  emptyFields: TFields
  /** The checks of the flow's own fields, made after the phone's and the password's (SPEC §5). */
  ownFieldsError?: (fields: TFields) => FieldErrorCode | null
}

/** The call that sends the form with the code, named as the machine's `setup()` names it. */
export interface OtpVerifyStep<TActor extends string, TOnDone> {
  actor: TActor
  /** Where a verified form leads: the flow's own ending. */
  onDone: TOnDone
}

/** The answer of the verify call, as its `onDone` transition receives it. */
export type OtpVerified<TOutput> = { event: DoneActorEvent<TOutput> }

type ApiFailure = { event: { error: unknown } }
type Params = ParameterizedObject['params'] | undefined

/** A call the app supplies with `.provide()`; the machine's own version fails, naming it. */
function providedByTheApp<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`${name} is provided by the app`)),
  )
}

export function otpFlow<TFields extends OtpFlowFields>({
  emptyFields,
  ownFieldsError = () => null,
}: OtpFlowOptions<TFields>) {
  /**
   * The form's first broken rule, in the order SPEC §5 gives them. Before a code was sent the
   * code is not checked but missing: the customer is told to ask for one.
   */
  const formError = ({ fields, otp }: OtpFlowContext<TFields>): FieldErrorCode | null =>
    phoneError(fields.phone) ??
    newPasswordError(fields.password, fields.confirmPassword) ??
    ownFieldsError(fields) ??
    (otp ? codeError(fields.code) : 'OTP_NOT_REQUESTED')

  // The shared actions are made outside `setup()`, so they name their types themselves.
  const assignContext = <TParams extends Params = undefined>(
    assignment: Parameters<
      typeof assign<
        OtpFlowContext<TFields>,
        OtpFlowEvent<TFields>,
        TParams,
        OtpFlowEvent<TFields>,
        never
      >
    >[0],
  ) =>
    assign<OtpFlowContext<TFields>, OtpFlowEvent<TFields>, TParams, OtpFlowEvent<TFields>, never>(
      assignment,
    )

  const context: OtpFlowContext<TFields> = {
    fields: emptyFields,
    otp: null,
    canResend: false,
    errorCode: null,
  }
  const showApiError = {
    type: 'showError',
    params: ({ event }: ApiFailure) => ({ code: errorCodeOf(event.error) }),
  } as const
  const phoneInput = ({ context }: { context: OtpFlowContext<TFields> }) => ({
    phone: context.fields.phone.trim(),
  })
  const rememberOtp = {
    type: 'rememberOtp',
    params: ({ event }: { event: DoneActorEvent<OtpSent> }) => ({ otp: event.output }),
  } as const

  const cooldown = `${OTP_RESEND_COOLDOWN_MS / 1_000} s`
  const resendRule = { spec: 'SPEC 4 OTP resend: disabled for 300 s' } as const satisfies {
    spec: SpecRule
  }
  const formRules = {
    spec: 'SPEC 5 Register and reset: required fields, matching passwords, a phone for the OTP',
  } as const satisfies { spec: SpecRule }

  const schemas: EventSchemas<OtpFlowEvent<OtpFlowFields>> = {
    events: {
      'user.edit': {
        description:
          "The customer types in one of the form's fields (the field and its new value).",
      },
      'user.requestOtp': {
        description: 'The customer taps "Request OTP" (or "Resend") to have a code sent by SMS.',
      },
      'user.submit': { description: 'The customer sends the form with the code they typed.' },
      'countdown.finished': {
        description: `The resend countdown child says its ${cooldown} are over: a new code may be asked for.`,
      },
    },
  }

  return {
    types: {
      context: {} as OtpFlowContext<TFields>,
      events: {} as OtpFlowEvent<TFields>,
      tags: {} as OtpFlowTag,
      transitionMeta: {} as TransitionMeta,
    },
    schemas,
    context,
    actors: {
      requestOtp: providedByTheApp<OtpSent, { phone: string }>('requestOtp'),
      otpCountdown: formOtpCountdownMachine,
    },
    /** The machine's own version of its verify call, which the app replaces. */
    verifyCall: <TOutput>(name: string) => providedByTheApp<TOutput, OtpVerifyInput<TFields>>(name),
    actions: {
      editField: assignContext(({ context, event }) => {
        assertEvent(event, 'user.edit')
        return { fields: { ...context.fields, [event.field]: event.value }, errorCode: null }
      }),
      /** A new phone number needs a new code: the old one was sent elsewhere. */
      forgetOtp: assignContext({ otp: null, canResend: false }),
      rememberOtp: assignContext<{ otp: OtpSent }>((_, params) => ({
        otp: params.otp,
        canResend: false,
        errorCode: null,
      })),
      startCountdown: sendTo<
        OtpFlowContext<TFields>,
        OtpFlowEvent<TFields>,
        undefined,
        ActorRefFrom<typeof formOtpCountdownMachine>,
        OtpFlowEvent<TFields>
      >('countdown', ({ context }) => ({ type: 'otp.sent', at: context.otp?.sentAt ?? 0 })),
      allowResend: assignContext({ canResend: true }),
      showFormError: assignContext({ errorCode: ({ context }) => formError(context) }),
      showError: assignContext<{ code: ErrorCode }>({ errorCode: (_, params) => params.code }),
    },
    guards: {
      phoneInvalid: ({ context }: { context: OtpFlowContext<TFields> }) =>
        phoneError(context.fields.phone) !== null,
      formInvalid: ({ context }: { context: OtpFlowContext<TFields> }) =>
        formError(context) !== null,
      editsPhone: ({ event }: { event: OtpFlowEvent<TFields> }) =>
        event.type === 'user.edit' && event.field === 'phone',
      resendAllowed: ({ context }: { context: OtpFlowContext<TFields> }) => context.canResend,
    },

    /** Every state until the form is verified; the machine adds where `verify.onDone` leads. */
    states: <const TActor extends string, const TOnDone>(verify: OtpVerifyStep<TActor, TOnDone>) =>
      ({
        editing: {
          description:
            'The form is shown with no code sent yet: the customer types every field. Asking for a code needs a valid phone number; sending the form says what is missing, the code last.',
          on: {
            'user.edit': { actions: 'editField' },
            'user.submit': { actions: 'showFormError', meta: formRules },
            'user.requestOtp': [
              { guard: 'phoneInvalid', actions: 'showFormError', meta: formRules },
              { target: 'requestingOtp' },
            ],
          },
        },

        requestingOtp: {
          description:
            'The customer asked for a code and the shop waits for the SMS to be sent; a refusal returns to the form with its error code.',
          invoke: {
            id: 'requestOtp',
            src: 'requestOtp',
            input: phoneInput,
            onDone: { target: 'otpSent', actions: rememberOtp },
            onError: { target: 'editing', actions: showApiError },
          },
        },

        otpSent: {
          description: `A code was sent by SMS and the ${cooldown} resend countdown runs; a new code may be asked for once it ends. Changing the phone number goes back to the form without a code, since the code went to the old number.`,
          invoke: { src: 'otpCountdown', id: 'countdown' },
          entry: 'startCountdown',
          on: {
            'user.edit': [
              { guard: 'editsPhone', target: 'editing', actions: ['editField', 'forgetOtp'] },
              { actions: 'editField' },
            ],
            'countdown.finished': { actions: 'allowResend', meta: resendRule },
          },
          initial: 'awaitingCode',
          states: {
            awaitingCode: {
              description: `The shop waits for the customer to type the code and send the form; an invalid form shows its first broken rule. "Resend" works only after the ${cooldown} countdown has ended.`,
              on: {
                'user.submit': [
                  { guard: 'formInvalid', actions: 'showFormError', meta: formRules },
                  { target: 'verifying' },
                ],
                'user.requestOtp': {
                  guard: 'resendAllowed',
                  target: 'resendingOtp',
                  meta: resendRule,
                },
              },
            },
            resendingOtp: {
              description:
                'The customer asked for a new code and the shop waits for the SMS to be sent: success restarts the countdown, a refusal shows its error code; either way the form waits for the code again.',
              invoke: {
                id: 'requestOtp',
                src: 'requestOtp',
                input: phoneInput,
                onDone: { target: 'awaitingCode', actions: [rememberOtp, 'startCountdown'] },
                onError: { target: 'awaitingCode', actions: showApiError },
              },
            },
            verifying: {
              description:
                'The form is being sent with the code and the shop waits for the answer; the form is locked so it cannot be sent twice. A refusal returns to waiting for the code with its error code.',
              on: { 'user.edit': {} },
              invoke: {
                id: verify.actor,
                src: verify.actor,
                input: ({
                  context,
                }: {
                  context: OtpFlowContext<TFields>
                }): OtpVerifyInput<TFields> => ({
                  fields: context.fields,
                  token: context.otp?.token ?? '',
                }),
                onDone: verify.onDone,
                onError: { target: 'awaitingCode', actions: showApiError },
              },
            },
          },
        },
      }) as const,
  }
}
