import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { authMachine } from '../../machines/auth.machine'
import { orderRefundMachine } from '../../machines/order-refund.machine'
import { flowActorOptions } from '../../src/lib/use-flow-actor'
import { session } from '../../tooling/machine-models/auth-model.ts'
import { INSPECTOR_SETTINGS, inspectorOptions, startInspector } from '../../src/lib/inspector'
import { redactSecrets } from '#machines/redact-secrets.ts'

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

  it("removes a phone card's PIN and serial, coupon, OTP and voucher codes", () => {
    const context = {
      operator: 'UNITEL',
      faceValue: 50_000,
      serial: '444400001111',
      pin: '9876543210',
      code: 'TOPUP-1234',
      otp: { sentAt: 1, code: '123456' },
      codes: ['A-1', 'B-2'],
      voucherCode: 'VC-1234-5678',
      lines: 'V-1\nV-2',
      errorCode: 'COUPON_ALREADY_USED',
    }
    expect(redactSecrets(context)).toEqual({
      operator: 'UNITEL',
      faceValue: 50_000,
      errorCode: 'COUPON_ALREADY_USED',
    })
  })

  it('removes what is typed into a secret field, keeping what is typed elsewhere', () => {
    expect(redactSecrets({ type: 'user.changePin', value: '9876543210' })).toEqual({
      type: 'user.changePin',
    })
    expect(redactSecrets({ type: 'user.changeCode', value: 'TOPUP-1234' })).toEqual({
      type: 'user.changeCode',
    })
    expect(redactSecrets({ type: 'user.changeLines', value: 'V-1' })).toEqual({
      type: 'user.changeLines',
    })
    expect(redactSecrets({ type: 'user.change', name: 'newPassword', value: 'p' })).toEqual({
      type: 'user.change',
      name: 'newPassword',
    })
    const typedElsewhere = { type: 'user.changeReference', value: 'MM123' }
    expect(redactSecrets(typedElsewhere)).toEqual(typedElsewhere)
    const amount = { type: 'user.change', field: 'amount', value: '10000' }
    expect(redactSecrets(amount)).toEqual(amount)
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

  it("tells two actors of one flow apart by what each is for: a desk row's order", async () => {
    const sent: StatelyInspectionEvent[] = []
    const inspector = createInspector({ send: (event) => sent.push(event) }, INSPECTOR_SETTINGS)
    for (const orderId of ['o-1', 'o-2']) {
      const options = flowActorOptions<typeof orderRefundMachine>({
        systemId: `orderRefund:${orderId}`,
        input: { orderId },
        inspect: inspector.inspect,
      })
      createActor(orderRefundMachine, options).start().stop()
    }
    const names = () =>
      sent.flatMap((event) => (event.type === '@xstate.actor' ? [event.name] : []))
    await vi.waitFor(() => expect(names()).toHaveLength(2))
    expect(names()).toEqual(['orderRefund:o-1', 'orderRefund:o-2'])
  })
})
