import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef, useSelector } from '@xstate/react'
import { describe, expect, it } from 'vitest'
import { walkComponentPaths, type ComponentPathOptions } from '../support/component-paths.ts'
import { ControlledPromises } from '../../tooling/controlled-promises.ts'
import type { PathHarness } from '../../tooling/model-paths.ts'
import { lookupMachine } from './fixtures/lookup-fixture.ts'

type LookupMachine = typeof lookupMachine

function LookupView(props: {
  machine: LookupMachine
  harness: PathHarness
  forgetsEmpty?: boolean
}) {
  const { clock, inspect } = props.harness
  const actor = useActorRef(props.machine, { input: { maxFailures: 2 }, clock, inspect })
  const state = useSelector(actor, (snapshot) => snapshot)
  const clear = () => actor.send({ type: 'user.clear' })
  return (
    <main>
      {state.matches('idle') && (
        <button onClick={() => actor.send({ type: 'user.search' })}>Search</button>
      )}
      {state.matches('searching') && <p role="status">Searching</p>}
      {state.matches('found') && <p>{state.context.results} results</p>}
      {state.matches('empty') && !props.forgetsEmpty && <p>Nothing found</p>}
      {state.matches('failed') && (
        <button onClick={() => actor.send({ type: 'user.retry' })}>Retry</button>
      )}
      {state.matches('gaveUp') && <p>Try again later</p>}
      {(state.matches('found') || state.matches('empty') || state.matches('gaveUp')) && (
        <button onClick={clear}>Clear</button>
      )}
    </main>
  )
}

function lookupScreenModel(
  forgetsEmpty = false,
): ComponentPathOptions<LookupMachine, ReturnType<typeof userEvent.setup>> {
  const promises = new ControlledPromises()
  const machine = lookupMachine.provide({ actors: { search: promises.logic<number>() } })
  const click = (name: string) => async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name }))
  }
  return {
    machine,
    input: { maxFailures: 2 },
    promises,
    events: {
      'xstate.done.actor.search': [
        { type: 'xstate.done.actor.search', output: 3 },
        { type: 'xstate.done.actor.search', output: 0 },
      ],
      'xstate.error.actor.search': [{ type: 'xstate.error.actor.search', error: 'offline' }],
    },
    render: (harness) => {
      render(<LookupView machine={machine} harness={harness} forgetsEmpty={forgetsEmpty} />)
      return userEvent.setup()
    },
    perform: {
      'user.search': click('Search'),
      'user.retry': click('Retry'),
      'user.clear': click('Clear'),
    },
    expectScreen: {
      idle: () => expect(screen.getByRole('button', { name: 'Search' })).toBeVisible(),
      searching: () => expect(screen.getByRole('status')).toHaveTextContent('Searching'),
      found: (_, snapshot) =>
        expect(screen.getByText(`${snapshot.context.results} results`)).toBeVisible(),
      empty: () => expect(screen.getByText('Nothing found')).toBeVisible(),
      failed: () => expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible(),
      gaveUp: () => expect(screen.getByText('Try again later')).toBeVisible(),
    },
  }
}

describe('walkComponentPaths', () => {
  it('plays every path through the rendered component and its own actor', async () => {
    const walk = await walkComponentPaths(lookupScreenModel())

    expect(walk.coverage.covered).toHaveLength(walk.coverage.transitions.length)
    expect(walk.paths.length).toBeGreaterThan(3)
  })

  it('fails when the screen does not show a state', async () => {
    await expect(walkComponentPaths(lookupScreenModel(true))).rejects.toThrow(
      /--xstate\.done\.actor\.search--> empty.*\nfailed at step 2: Unable to find an element with the text: Nothing found/s,
    )
  })

  it('fails when a state reached has no screen check', async () => {
    const model = lookupScreenModel()
    const { gaveUp: _unchecked, ...expectScreen } = model.expectScreen

    await expect(walkComponentPaths({ ...model, expectScreen })).rejects.toThrow(
      'expectScreen has no entry for "gaveUp"',
    )
  })
})
