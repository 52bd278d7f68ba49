import { describe, expect, it } from 'vitest'
import { inspectorOptions, redactSecrets, startInspector } from '../../src/lib/inspector'

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
