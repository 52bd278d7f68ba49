import { render, screen } from '@testing-library/react'
import { useActorRef, useSelector } from '@xstate/react'
import { StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import { fromPromise, setup, type AnyActorLogic } from 'xstate'
import { fromRequest } from '../../src/lib/from-request'

/** A request as fetch makes it: it answers after a moment, or rejects when its signal aborts. */
function answerSoon(signal: AbortSignal, outcome: 'answer' | 'refuse' = 'answer') {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => (outcome === 'answer' ? resolve('data') : reject(new Error('refused'))),
      20,
    )
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(new DOMException('The operation was aborted.', 'AbortError'))
    })
  })
}

function screenMachine(load: AnyActorLogic) {
  return setup({ actors: { load } }).createMachine({
    initial: 'loading',
    states: {
      loading: { invoke: { src: 'load', onDone: 'loaded', onError: 'failed' } },
      loaded: {},
      failed: {},
    },
  })
}

/** Mounted in StrictMode, as `npm run dev` does: React starts, stops and restarts the actor. */
function renderStrict(load: AnyActorLogic) {
  const machine = screenMachine(load)
  function Screen() {
    const actor = useActorRef(machine)
    const state = useSelector(actor, (snapshot) => String(snapshot.value))
    return <p>{state}</p>
  }
  render(
    <StrictMode>
      <Screen />
    </StrictMode>,
  )
}

describe('fromRequest', () => {
  it('a request cancelled by a StrictMode restart is not a failure: the screen loads', async () => {
    renderStrict(fromRequest(({ signal }) => answerSoon(signal)))
    expect(await screen.findByText('loaded')).toBeInTheDocument()
  })

  it('a request the backend refuses still fails', async () => {
    renderStrict(fromRequest(({ signal }) => answerSoon(signal, 'refuse')))
    expect(await screen.findByText('failed')).toBeInTheDocument()
  })

  it('(why) with a bare fromPromise the cancelled first run is reported as the failure', async () => {
    renderStrict(fromPromise(({ signal }) => answerSoon(signal)))
    expect(await screen.findByText('failed')).toBeInTheDocument()
  })
})
