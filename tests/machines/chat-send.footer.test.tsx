import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect, useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { fromCallback, type AnyEventObject } from 'xstate'
import {
  chatSendMachine,
  type ChatCreated,
  type ChatPost,
} from '../../machines/chat-send.machine.ts'
import { ChatFooter } from '../../src/features/chat/components/chat-footer.tsx'
import { errorMessage } from '../../src/i18n/error-message.ts'
import { useChatComposer } from '../../src/features/chat/use-chat-composer.ts'
import { activateLocale } from '../../src/i18n/activate-locale.ts'
import { walkComponentPaths, walkUser } from '../support/component-paths.ts'
import { ControlledPromises } from '../../tooling/controlled-promises.ts'
import type { ModelSnapshot, PathHarness } from '../../tooling/model-paths.ts'
import { chatSendEvents, serializeChatSend } from '../../tooling/machine-models/chat-send-model.ts'

type Snapshot = ModelSnapshot<typeof chatSendMachine>

/** What the test plays instead of the network and the session: the uploader's reports, a logout. */
interface Outside {
  reportUpload: (event: AnyEventObject) => void
  setSignedIn: (signedIn: boolean) => void
  /**
   * The rendered footer's own actor. The walk tells states apart by value, text and sign-in only,
   * so the exact error and percentage on screen are compared with this live actor's context.
   */
  live: () => Snapshot
  /** Called by the rendered footer with what the test may play on it. */
  connect: (rendered: Pick<Outside, 'setSignedIn' | 'live'>) => void
}

function FooterUnderTest({
  machine,
  harness,
  outside,
}: {
  machine: typeof chatSendMachine
  harness: PathHarness
  outside: Outside
}) {
  const [signedIn, setSignedIn] = useState(true)
  const actor = useActorRef(machine, {
    input: { mode: 'GROUP', signedIn: true },
    clock: harness.clock,
    inspect: harness.inspect,
  })
  const { connect } = outside
  useEffect(() => {
    connect({ setSignedIn, live: () => actor.getSnapshot() })
  }, [connect, actor])
  const composer = useChatComposer(actor, signedIn)
  return <ChatFooter composer={composer} user={{ fullName: 'Somchai Phommavong' }} />
}

const textbox = () => screen.getByRole('textbox', { name: 'Write a message' })
const sendButton = () => screen.getByRole('button', { name: 'Send' })

function expectAlert({ context: { errorCode } }: Snapshot) {
  expect(screen.getByRole('alert').textContent).toBe(
    errorCode ? errorMessage(errorCode, 'chat') : '',
  )
}

describe('chat footer, model-based (every chat-send transition through the rendered footer)', () => {
  beforeAll(async () => {
    await activateLocale('en')
  })

  it('walks every transition of chatSendMachine through the footer', async () => {
    const promises = new ControlledPromises()
    const outside: Outside = {
      reportUpload: () => {},
      setSignedIn: () => {},
      live: () => {
        throw new Error('The footer is not rendered')
      },
      connect: (rendered) => Object.assign(outside, rendered),
    }
    const machine = chatSendMachine.provide({
      actors: {
        postMessage: promises.logic<ChatCreated, ChatPost>(),
        uploadImage: fromCallback(({ sendBack }) => {
          outside.reportUpload = sendBack
        }),
      },
    })
    const user = walkUser({ applyAccept: false })
    const report = (_: unknown, event: AnyEventObject) =>
      act(async () => outside.reportUpload(event))

    const walk = await walkComponentPaths({
      machine,
      input: { mode: 'GROUP', signedIn: true },
      events: chatSendEvents(),
      serializeState: serializeChatSend,
      promises,
      render: (harness) => {
        render(
          <I18nProvider i18n={i18n}>
            <FooterUnderTest machine={machine} harness={harness} outside={outside} />
          </I18nProvider>,
        )
        return user
      },
      perform: {
        'user.type': (_, event) => {
          // React reports no change for the same value: retype it, as a person would.
          if ((textbox() as HTMLInputElement).value === event.text) {
            fireEvent.change(textbox(), { target: { value: '' } })
          }
          fireEvent.change(textbox(), { target: { value: event.text } })
        },
        // Enter in the input; the greyed send button cannot be clicked, and the machine must
        // ignore a submit of a blank text all the same.
        'user.submit': () => fireEvent.submit(textbox()),
        'user.pickImage': (_, event) =>
          user.upload(screen.getByLabelText('Choose an image'), event.file),
        'user.cancelUpload': () =>
          user.click(screen.getByRole('button', { name: 'Cancel the upload' })),
        'session.changed': (_, event) => act(async () => outside.setSignedIn(event.signedIn)),
        'upload.progress': report,
        'upload.stored': report,
        'upload.failed': report,
      },
      expectScreen: {
        editing: () => {
          const snapshot = outside.live()
          const { text, signedIn } = snapshot.context
          expect(textbox()).toHaveValue(text)
          expect(textbox()).not.toHaveAttribute('readonly')
          if (signedIn && text.trim() !== '') expect(sendButton()).toBeEnabled()
          else expect(sendButton()).toBeDisabled()
          expect(screen.queryByRole('progressbar')).toBeNull()
          expectAlert(snapshot)
        },
        sending: () => {
          expect(textbox()).toHaveValue(outside.live().context.text)
          expect(textbox()).toHaveAttribute('readonly')
          expect(sendButton()).toBeDisabled()
          expect(screen.getByRole('button', { name: 'Send an image' })).toBeDisabled()
        },
        uploading: () => {
          const snapshot = outside.live()
          const bar = screen.getByRole('progressbar', { name: 'Upload progress' })
          expect(bar).toHaveAttribute('aria-valuenow', String(snapshot.context.uploadPercent))
          expect(screen.getByText(`${snapshot.context.uploadPercent}%`)).toBeVisible()
          expect(screen.getByText('Uploading the photo')).toBeVisible()
          expect(screen.getByRole('button', { name: 'Cancel the upload' })).toBeEnabled()
          expect(screen.getByRole('button', { name: 'Send an image' })).toBeDisabled()
        },
        postingImage: () => {
          expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
          expect(screen.getByText('Sending the photo...')).toBeVisible()
          expect(screen.queryByRole('button', { name: 'Cancel the upload' })).toBeNull()
        },
      },
    })

    expect(walk.coverage.covered).toHaveLength(walk.coverage.transitions.length)
    expect(walk.paths.length).toBeGreaterThan(20)
  }, 120_000)
})
