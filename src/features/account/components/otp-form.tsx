import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Send } from 'lucide-react'
import type { FormEvent, HTMLInputAutoCompleteAttribute } from 'react'
import type { ActorRefFrom, AnyActorRef } from 'xstate'
import {
  formatRemaining,
  type otpCountdownMachine,
} from '../../../../machines/otp-countdown.machine'
import { FormAlert } from '../../../app/form/form-alert'
import { SubmitButton } from '../../../app/form/submit-button'
import { TextField } from '../../../app/form/text-field'
import { accountErrorMessage, fieldOfError } from '../account-error-message'

/** What the registration and reset machines have in common, as this form reads it. */
interface OtpFormSnapshot {
  context: { fields: Record<string, string>; error: string | null; canResend: boolean }
  matches(state: string | Record<string, string>): boolean
  children: Record<string, AnyActorRef | undefined>
}

export interface OtpFormField {
  name: string
  label: string
  type: 'tel' | 'password' | 'text'
  autoComplete: HTMLInputAutoCompleteAttribute
  maxLength?: number
}

interface OtpFormProps {
  actor: AnyActorRef
  fields: OtpFormField[]
  submitLabel: string
}

/**
 * A form whose submit needs a code sent by SMS: its fields, the code with the button that asks for
 * it (disabled while the countdown runs), and the submit button.
 */
export function OtpForm({ actor, fields, submitLabel }: OtpFormProps) {
  const { t } = useLingui()
  const values = useSelector(actor, (s: OtpFormSnapshot) => s.context.fields)
  const error = useSelector(actor, (s: OtpFormSnapshot) => s.context.error)
  const otpSent = useSelector(actor, (s: OtpFormSnapshot) => s.matches('otpSent'))
  const requesting = useSelector(
    actor,
    (s: OtpFormSnapshot) => s.matches('requestingOtp') || s.matches({ otpSent: 'resendingOtp' }),
  )
  const verifying = useSelector(actor, (s: OtpFormSnapshot) => s.matches({ otpSent: 'verifying' }))
  const canResend = useSelector(actor, (s: OtpFormSnapshot) => s.context.canResend)
  const countdown = useSelector(actor, (s: OtpFormSnapshot) => s.children.countdown)

  const errorField = fieldOfError(error)
  const errorFor = (name: string) =>
    error && errorField === name ? accountErrorMessage(error) : null
  const edit = (field: string) => (value: string) => actor.send({ type: 'user.edit', field, value })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'user.submit' })
  }
  const mayRequestCode = !requesting && !verifying && (!otpSent || canResend)

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
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
      <FormAlert message={errorField === 'form' && error ? accountErrorMessage(error) : null} />
      <SubmitButton busy={verifying || requesting}>{submitLabel}</SubmitButton>
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
