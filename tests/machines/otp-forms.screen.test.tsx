import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { fromCallback, type AnyActorRef, type AnyStateMachine } from 'xstate'
import { formOtpCountdownMachine } from '../../machines/otp-countdown.machine.ts'
import type { OtpFlowError } from '../../machines/otp-flow.ts'
import { errorMessage } from '../../src/i18n/error-message.ts'
import { OtpForm } from '../../src/features/account/components/otp-form.tsx'
import {
  passwordResetFlow,
  registerFlow,
  type OtpFlow,
} from '../../src/features/account/otp-flows.ts'
import { activateLocale } from '../../src/i18n/activate-locale.ts'
import {
  walkComponentPaths,
  type ComponentPathOptions,
  walkUser,
  type WalkUser,
} from '../support/component-paths.ts'
import type { ModelOptions, PathHarness } from '../../tooling/model-paths.ts'
import { passwordResetModel } from '../../tooling/machine-models/password-reset-model.ts'
import { registerModel } from '../../tooling/machine-models/register-model.ts'

type User = WalkUser
interface View {
  user: User
  /** The form's own actor, for the events the screen refuses (see `user.requestOtp`). */
  actor: AnyActorRef
}

/** The input a field is typed into, found the way a customer's browser finds it. */
const FIELD_INPUTS: Record<string, (form: HTMLElement) => HTMLElement> = {
  phone: (form) => within(form).getAllByRole('textbox')[0] as HTMLElement,
  password: (form) => form.querySelectorAll<HTMLElement>('input[type=password]')[0] as HTMLElement,
  confirmPassword: (form) =>
    form.querySelectorAll<HTMLElement>('input[type=password]')[1] as HTMLElement,
  fullName: (form) => form.querySelector<HTMLElement>('input[autocomplete=name]') as HTMLElement,
  code: (form) =>
    form.querySelector<HTMLElement>('input[autocomplete=one-time-code]') as HTMLElement,
}

const form = () => document.querySelector('form') as HTMLElement
const codeInput = () => FIELD_INPUTS.code?.(form()) as HTMLInputElement
const submitButton = () => form().querySelector('button[type=submit]') as HTMLButtonElement
const requestButton = () => form().querySelector('button[type=button]') as HTMLButtonElement

/**
 * The countdown's clock as the test drives it: the form's child countdown reads it, and the walk's
 * `countdown.finished` step is played by letting its 300 s run out.
 */
function controllableCountdown() {
  const clocks = new Set<(now: number) => void>()
  return {
    machine: formOtpCountdownMachine.provide({
      actors: {
        ticker: fromCallback(({ sendBack }) => {
          const tick = (now: number) => sendBack({ type: 'clock.tick', now })
          clocks.add(tick)
          return () => clocks.delete(tick)
        }),
      },
    }),
    /** Ends the running countdown; false when none runs (it ended already). */
    runOut: () => {
      for (const tick of clocks) tick(Number.MAX_SAFE_INTEGER)
      return clocks.size > 0
    },
  }
}

interface FormSnapshot {
  context: { errorCode: OtpFlowError | null; canResend: boolean }
}

/** What every state of both forms must show, whatever their other fields. */
function screenChecks() {
  // The live actor's own error: a walk's state stands for every error code alike.
  const errorShown = ({ actor }: View, _snapshot: unknown) => {
    const { errorCode } = (actor.getSnapshot() as FormSnapshot).context
    if (errorCode) expect(screen.getAllByText(errorMessage(errorCode)).length).toBeGreaterThan(0)
  }
  return {
    editing: (_view: View, snapshot: unknown) => {
      expect(codeInput()).toBeDisabled()
      expect(requestButton()).toBeEnabled()
      errorShown(_view, snapshot)
    },
    requestingOtp: () => expect(submitButton()).toHaveAttribute('aria-busy', 'true'),
    'otpSent.awaitingCode': (_view: View, snapshot: unknown) => {
      expect(codeInput()).toBeEnabled()
      if ((snapshot as FormSnapshot).context.canResend) expect(requestButton()).toBeEnabled()
      else expect(screen.getByRole('timer')).toHaveTextContent(/\d\d:\d\d/)
      errorShown(_view, snapshot)
    },
    'otpSent.resendingOtp': () => expect(requestButton()).toBeDisabled(),
    'otpSent.verifying': () => {
      expect(submitButton()).toHaveAttribute('aria-busy', 'true')
      expect(codeInput()).toBeDisabled()
    },
  }
}

function performs(countdown: ReturnType<typeof controllableCountdown>) {
  return {
    'user.edit': async ({ user, actor }: View, event: { field: string; value: string }) => {
      const input = FIELD_INPUTS[event.field]?.(form()) as HTMLInputElement | undefined
      if (!input) throw new Error(`no input for ${event.field}`)
      // While the account is being created the form is locked: the screen refuses the edit, and
      // the walk shows that the machine ignores it too.
      if (input.disabled) {
        actor.send({ type: 'user.edit', field: event.field, value: event.value })
        return
      }
      // Pasted in one go: typing key by key walks the same transition, only slower.
      await user.clear(input)
      if (event.value) await user.paste(event.value)
    },
    // While the countdown runs the screen refuses a new code by disabling the button: the walk
    // checks that, then shows the machine refusing it too.
    'user.requestOtp': async ({ user, actor }: View) => {
      if (requestButton().disabled) {
        expect(screen.getByRole('timer')).toBeVisible()
        actor.send({ type: 'user.requestOtp' })
      } else await user.click(requestButton())
    },
    'user.submit': ({ user }: View) => user.click(submitButton()),
    // A countdown ends once; the walk's second ending is played on the machine alone.
    'countdown.finished': ({ actor }: View) => {
      if (!countdown.runOut()) actor.send({ type: 'countdown.finished' })
    },
  }
}

function renderForm(machine: AnyStateMachine, flow: OtpFlow, harness: PathHarness): View {
  const view = { user: walkUser() } as View
  function Harness() {
    const actor = useActorRef(machine, { clock: harness.clock, inspect: harness.inspect })
    view.actor = actor
    return <OtpForm actor={actor} flow={flow} />
  }
  render(
    <I18nProvider i18n={i18n}>
      <Harness />
    </I18nProvider>,
  )
  return view
}

beforeAll(async () => {
  await activateLocale('en')
})

/**
 * Walks every path of a flow's machine through its form, with the form's countdown run out by
 * the walk; `endings` are the screen checks of the flow's own last states.
 */
function walkForm<TMachine extends AnyStateMachine>(
  model: ModelOptions<TMachine>,
  countdown: ReturnType<typeof controllableCountdown>,
  flow: OtpFlow,
  endings: Record<string, () => void>,
) {
  const options: ComponentPathOptions<TMachine, View> = {
    ...model,
    render: (harness) => renderForm(model.machine, flow, harness),
    perform: performs(countdown),
    expectScreen: { ...screenChecks(), ...endings },
  }
  return walkComponentPaths(options)
}

describe.each([
  {
    flow: 'registration',
    walk: () => {
      const countdown = controllableCountdown()
      const model = registerModel(countdown.machine)
      return walkForm(model, countdown, registerFlow, {
        registered: () => expect(model.signedIn.length).toBeGreaterThan(0),
      })
    },
  },
  {
    flow: 'password reset',
    walk: () => {
      const countdown = controllableCountdown()
      return walkForm(passwordResetModel(countdown.machine), countdown, passwordResetFlow, {
        // The screen around the form shows the message and leaves for /login (browser tests).
        passwordChanged: () => expect(submitButton()).not.toHaveAttribute('aria-busy'),
        leaving: () => expect(form()).toBeInTheDocument(),
      })
    },
  },
])('the $flow form, walked along every path of its machine', ({ walk: walkFlow }) => {
  it(
    'shows each state and takes each transition through the screen',
    { timeout: 120_000 },
    async () => {
      const walk = await walkFlow()

      expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    },
  )
})
