import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { purchaseMachine } from '../../machines/purchase.machine.ts'
import type { LoadedProduct } from '../../machines/purchase.types.ts'
import {
  LOADED,
  PLAYER_ID_FIELD,
  PURCHASE_INPUT,
} from '../../tooling/machine-models/purchase-model.ts'

/** The test product, its id field labelled 'User ID' in English. */
const LABELLED: LoadedProduct = {
  ...LOADED.withoutCheck,
  product: {
    ...LOADED.withoutCheck.product,
    fields: LOADED.withoutCheck.product.fields.map((field) => ({
      ...field,
      labels: { ...field.labels, english: 'User ID' },
    })),
  },
}

async function fieldsOnceLoaded(rememberedFields: Record<string, string>) {
  const machine = purchaseMachine.provide({
    actors: { loadProduct: fromPromise(async () => LABELLED) },
  })
  const actor = createActor(machine, { input: { ...PURCHASE_INPUT, rememberedFields } }).start()
  const loaded = await waitFor(actor, (snapshot) => snapshot.context.product !== null)
  actor.stop()
  return loaded.context.fields
}

describe('the account remembered on this device', () => {
  it('fills the field it was typed for', async () => {
    expect(await fieldsOnceLoaded({ [PLAYER_ID_FIELD]: '100234567' })).toMatchObject({
      [PLAYER_ID_FIELD]: '100234567',
    })
  })

  it('still fills it when remembered under the English label, as older versions keyed it', async () => {
    expect(await fieldsOnceLoaded({ 'User ID': '100234567' })).toMatchObject({
      [PLAYER_ID_FIELD]: '100234567',
    })
  })

  it("keeps what is under the field's own key over an older English entry", async () => {
    const fields = await fieldsOnceLoaded({ [PLAYER_ID_FIELD]: '1', 'User ID': '2' })
    expect(fields[PLAYER_ID_FIELD]).toBe('1')
  })
})
