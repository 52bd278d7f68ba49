import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { authMachine } from '../../machines/auth.machine'
import { session } from '../../tooling/machine-models/auth-model.ts'
import {
  INSPECTOR_SETTINGS,
  inspectorOptions,
  redactSecrets,
  startInspector,
} from '../../src/lib/inspector'

describe('redactSecrets', () => {
  it('removes tokens and passwords at any depth, keeping everything else', () => {
    const context = {
      accessToken: 'a',
      refreshToken: 'r',
      user: { _id: 'u1', fullName: 'Somchai', password: 'p' },
      form: { oldPassword: 'o', newPassword: 'n', phone: '2055551234' },
      google: { idToken: 'g', token: 't' },
      history: [{ token: 't', amount: 5 }],
      walletAmount: 1000,
    }
    expect(redactSecrets(context)).toEqual({
      user: { _id: 'u1', fullName: 'Somchai' },
      form: { phone: '2055551234' },
      google: {},
      history: [{ amount: 5 }],
      walletAmount: 1000,
    })
  })

  it('does not change the object the actor still uses', () => {
    const event = { type: 'user.login', password: 'secret' }
    expect(redactSecrets(event)).toEqual({ type: 'user.login' })
    expect(event.password).toBe('secret')
  })

  it('passes class instances (actor refs, dates) through and survives cycles', () => {
    class ActorRefLike {
      token = 'internal'
    }
    const ref = new ActorRefLike()
    const date = new Date(0)
    const cyclic: Record<string, unknown> = { date, ref, password: 'p' }
    cyclic['self'] = cyclic
    const result = redactSecrets(cyclic) as Record<string, unknown>
    expect(result['ref']).toBe(ref)
    expect(result['date']).toBe(date)
    expect(result['self']).toBe(result)
    expect('password' in result).toBe(false)
  })
})

describe('the inspector', () => {
  it('stays off without ?inspect in the address', async () => {
    await startInspector('?lang=lo')
    expect(inspectorOptions()).toBeUndefined()
  })
})

describe('what reaches the inspector', () => {
  it('names every actor readably and carries no token or password, in snapshots neither', async () => {
    const sent: StatelyInspectionEvent[] = []
    const inspector = createInspector({ send: (event) => sent.push(event) }, INSPECTOR_SETTINGS)
    const machine = authMachine.provide({
      actors: {
        restoreSession: fromPromise<boolean>(async () => false),
        logIn: fromPromise(async () => session),
        storageWatcher: fromCallback(() => undefined),
      },
      actions: { persistSession: () => {}, clearStoredSession: () => {} },
    })
    const actor = createActor(machine, {
      systemId: 'auth',
      inspect: inspector.inspect,
    }).start()
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'))
    actor.send({ type: 'user.signIn', userName: '2055550101', password: 'demo1234' })
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'))
    actor.stop()

    // The inspector sends on when the page is idle.
    const names = () =>
      sent.flatMap((event) => (event.type === '@xstate.actor' ? [event.name] : []))
    await vi.waitFor(() => expect(names()).toContain('logIn'))
    expect(names()).toEqual(['auth', 'storageWatcher', 'restoreSession', 'logIn'])
    expect(sent.some((event) => event.type === '@xstate.event')).toBe(true)
    const everything = JSON.stringify(sent)
    expect(everything).toContain('Somchai')
    for (const secret of [session.accessToken, session.refreshToken, 'demo1234']) {
      expect(everything).not.toContain(secret)
    }
  })
})
