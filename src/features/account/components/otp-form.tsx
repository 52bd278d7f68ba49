import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Send } from 'lucide-react'
import type { FormEvent } from 'react'
import type { ActorRefFrom, AnyActorRef } from 'xstate'
import { formatRemaining, type otpCountdownMachine } from '#machines/otp-countdown.machine'
import type { OtpFlowContext, OtpFlowFields } from '#machines/otp-flow'
import { FormAlert } from '#src/ui/form/form-alert'
import { SubmitButton } from '#src/ui/form/submit-button'
import { TextField } from '#src/ui/form/text-field'
import { fieldOfError } from '../error-field'
import { otpFormFields, type OtpFlow } from '../otp-flows'
import { errorMessage } from '#src/i18n/error-message'

/** The snapshot of either OTP flow machine (machines/otp-flow.ts), as this form reads it. */
interface OtpFormSnapshot {
  context: Pick<OtpFlowContext<OtpFlowFields>, 'errorCode' | 'canResend'> & {
    fields: Record<string, string>
  }
  matches(state: string | Record<string, string>): boolean
  children: Record<string, AnyActorRef | undefined>
}

interface OtpFormProps {
  /** An actor of the registration or the password reset machine. */
  actor: AnyActorRef
  flow: OtpFlow
}

/**
 * The registration and password reset form: the flow's fields, the code with the button that asks
 * for it (disabled while the countdown runs), and the submit button.
 */
export function OtpForm({ actor, flow }: OtpFormProps) {
  const { t } = useLingui()
  const values = useSelector(actor, (s: OtpFormSnapshot) => s.context.fields)
  const errorCode = useSelector(actor, (s: OtpFormSnapshot) => s.context.errorCode)
  const otpSent = useSelector(actor, (s: OtpFormSnapshot) => s.matches('otpSent'))
  const requesting = useSelector(
    actor,
    (s: OtpFormSnapshot) => s.matches('requestingOtp') || s.matches({ otpSent: 'resendingOtp' }),
  )
  const verifying = useSelector(actor, (s: OtpFormSnapshot) => s.matches({ otpSent: 'verifying' }))
  const canResend = useSelector(actor, (s: OtpFormSnapshot) => s.context.canResend)
  const countdown = useSelector(actor, (s: OtpFormSnapshot) => s.children.countdown)

  const errorField = fieldOfError(errorCode)
  const errorFor = (name: string) =>
    errorCode && errorField === name ? errorMessage(errorCode) : null
  const edit = (field: string) => (value: string) => actor.send({ type: 'user.edit', field, value })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'user.submit' })
  }
  const mayRequestCode = !requesting && !verifying && (!otpSent || canResend)

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {otpFormFields(flow).map((field) => (
        <TextField
          key={field.name}
          label={t(field.label)}
          type={field.type}
          inputMode={field.type === 'tel' ? 'numeric' : undefined}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          value={values[field.name] ?? ''}
          onValueChange={edit(field.name)}
          error={errorFor(field.name)}
          disabled={verifying}
        />
      ))}
      <div className="flex flex-col gap-1.5">
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2">
          <TextField
            label={t({ id: 'account.code', message: 'ລະຫັດ OTP' })}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={values.code ?? ''}
            onValueChange={edit('code')}
            disabled={!otpSent || verifying}
          />
          <button
            type="button"
            onClick={() => actor.send({ type: 'user.requestOtp' })}
            disabled={!mayRequestCode}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-xl bg-secondary px-3.5 text-sm font-bold text-app-from shadow-sm transition hover:brightness-105 disabled:cursor-not-allowed disabled:bg-third disabled:text-ink"
          >
            <Send aria-hidden className="size-4" />
            {otpSent
              ? t({ id: 'account.resendCode', message: 'ຂໍລະຫັດໃໝ່' })
              : t({ id: 'account.requestCode', message: 'ຂໍລະຫັດ OTP' })}
          </button>
        </div>
        {errorFor('code') ? (
          <p className="text-sm font-bold text-red-600">{errorFor('code')}</p>
        ) : null}
        {otpSent && countdown && !canResend ? (
          <ResendCountdown countdown={countdown as ActorRefFrom<typeof otpCountdownMachine>} />
        ) : null}
      </div>
      <FormAlert message={errorField === 'form' && errorCode ? errorMessage(errorCode) : null} />
      <SubmitButton busy={verifying || requesting}>{t(flow.action)}</SubmitButton>
    </form>
  )
}

function ResendCountdown({ countdown }: { countdown: ActorRefFrom<typeof otpCountdownMachine> }) {
  const { t } = useLingui()
  const remaining = useSelector(countdown, (s) => formatRemaining(s.context.remainingMs))
  return (
    <p role="timer" className="text-sm text-ink">
      {t({ id: 'account.resendIn', message: `ຂໍລະຫັດໃໝ່ໄດ້ໃນ ${remaining}` })}
    </p>
  )
}
