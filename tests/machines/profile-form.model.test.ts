import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { localProblem, profileFormMachine } from '../../machines/profile-form.machine.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { DETAILS_INPUT, profileFormModel } from '../../tooling/machine-models/profile-form-model.ts'

describe('profileFormMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(profileFormModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
  })
})

describe('the profile forms’ own rules', () => {
  const password = (oldPassword: string, password: string, confirmation: string) =>
    localProblem({ kind: 'password', fields: { oldPassword, password, confirmation } })

  it('need a name for the details, and nothing else', () => {
    expect(localProblem({ kind: 'details', fields: { fullName: '  ', email: '' } })).toBe(
      'FULL_NAME_REQUIRED',
    )
    expect(localProblem(DETAILS_INPUT)).toBeNull()
  })

  it('need the old password, then a new one typed twice, of 6 characters at least', () => {
    expect(password('', 'brand-new-1', 'brand-new-1')).toBe('PASSWORD_REQUIRED')
    expect(password('old-one', '', '')).toBe('PASSWORD_REQUIRED')
    expect(password('old-one', 'brand-new-1', 'brand-new-2')).toBe('PASSWORD_MISMATCH')
    expect(password('old-one', 'short', 'short')).toBe('PASSWORD_TOO_SHORT')
    expect(password('old-one', 'brand-new-1', 'brand-new-1')).toBeNull()
  })
})

describe('profileFormMachine, after a save', () => {
  async function saved(input: Parameters<typeof localProblem>[0]) {
    const sent: unknown[] = []
    const actor = createActor(
      profileFormMachine.provide({
        actors: { save: fromPromise(async ({ input }) => void sent.push(input)) },
      }),
      { input },
    ).start()
    actor.send({ type: 'user.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('saved'))
    return { fields: actor.getSnapshot().context.fields, sent }
  }

  it('keeps the details as they were sent', async () => {
    const { fields, sent } = await saved(DETAILS_INPUT)
    expect(sent).toEqual([DETAILS_INPUT])
    expect(fields).toEqual(DETAILS_INPUT.fields)
  })

  it('shows no refusal once the form, sent again, went through', async () => {
    let refused = true
    const actor = createActor(
      profileFormMachine.provide({
        actors: {
          save: fromPromise(async () => {
            if (refused) throw { code: 'RATE_LIMITED' }
          }),
        },
      }),
      { input: DETAILS_INPUT },
    ).start()
    actor.send({ type: 'user.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(actor.getSnapshot().context.errorCode).toBe('RATE_LIMITED')

    refused = false
    actor.send({ type: 'user.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('saved'))
    expect(actor.getSnapshot().context.errorCode).toBeNull()
  })

  it('forgets the passwords', async () => {
    const input = {
      kind: 'password' as const,
      fields: { oldPassword: 'old-one', password: 'brand-new-1', confirmation: 'brand-new-1' },
    }
    const { fields, sent } = await saved(input)
    expect(sent).toEqual([input])
    expect(fields).toEqual({})
  })
})
