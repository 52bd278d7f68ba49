import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { authMachine } from '../../machines/auth.machine.ts'
import { LoginForm } from '../../src/features/sign-in/components/login-form.tsx'
import { errorMessage } from '../../src/i18n/error-message.ts'
import { activateLocale } from '../../src/i18n/activate-locale.ts'
import {
  walkComponentPaths,
  type ComponentPathOptions,
  walkUser,
  type WalkUser,
} from '../support/component-paths.ts'
import { authModel } from '../../tooling/machine-models/auth-model.ts'

type AuthMachine = typeof authMachine
type AuthActorRef = ReturnType<typeof useActorRef<AuthMachine>>

interface View {
  user: WalkUser
  actor: AuthActorRef
}

const submitButton = () => document.querySelector('form button[type=submit]') as HTMLButtonElement

beforeAll(async () => {
  await activateLocale('en')
})

describe('the login form, walked along every path of the auth machine', () => {
  it('signs in through the form and shows each state', { timeout: 120_000 }, async () => {
    const model = authModel()
    // Only signing in has a control on this screen; the other events come from the rest of the
    // app (the API client, other tabs, the menu's logout) and are sent to the actor as they do.
    const fromTheApp = ({ actor }: View, event: Parameters<AuthActorRef['send']>[0]) =>
      actor.send(event)
    const options: ComponentPathOptions<AuthMachine, View> = {
      ...model,
      render: (harness) => {
        const view = { user: walkUser() } as View
        function Harness() {
          view.actor = useActorRef(model.machine, {
            clock: harness.clock,
            inspect: harness.inspect,
          })
          return <LoginForm auth={view.actor} />
        }
        render(
          <I18nProvider i18n={i18n}>
            <Harness />
          </I18nProvider>,
        )
        return view
      },
      perform: {
        'user.signIn': async ({ user }, event) => {
          await user.type(screen.getByRole('textbox'), event.userName)
          await user.type(
            document.querySelector('input[type=password]') as HTMLElement,
            event.password,
          )
          await user.click(submitButton())
        },
        'user.signInWithGoogle': fromTheApp,
        'user.signOut': fromTheApp,
        'session.established': fromTheApp,
        'storage.changed': fromTheApp,
      },
      expectScreen: {
        restoring: () => expect(submitButton()).toBeEnabled(),
        signedOut: ({ actor }) => {
          expect(submitButton()).toBeEnabled()
          const { errorCode } = actor.getSnapshot().context
          if (errorCode)
            expect(screen.getByRole('alert')).toHaveTextContent(errorMessage(errorCode))
        },
        signingIn: () => expect(submitButton()).toHaveAttribute('aria-busy', 'true'),
        signingInWithGoogle: () => expect(submitButton()).toHaveAttribute('aria-busy', 'true'),
        signedIn: () => expect(submitButton()).not.toHaveAttribute('aria-busy'),
      },
    }

    const walk = await walkComponentPaths(options)

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
  })
})
