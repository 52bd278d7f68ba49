import * as v from 'valibot'

/** DECISIONS: the account fields last used for a game are remembered on this device. */
const storageKey = (productId: string) => `purchaseAccount:${productId}`

const rememberedSchema = v.object({
  fields: v.record(v.string(), v.string()),
  server: v.string(),
})

export type RememberedAccount = v.InferOutput<typeof rememberedSchema>

export function readRememberedAccount(storage: Storage, productId: string): RememberedAccount {
  try {
    const parsed = v.safeParse(
      rememberedSchema,
      JSON.parse(storage.getItem(storageKey(productId)) ?? 'null'),
    )
    if (parsed.success) return parsed.output
  } catch {
    // Unreadable (hand-edited or from an older version): start empty.
  }
  return { fields: {}, server: '' }
}

export function writeRememberedAccount(
  storage: Storage,
  productId: string,
  account: RememberedAccount,
) {
  try {
    storage.setItem(storageKey(productId), JSON.stringify(account))
  } catch {
    // Storage full or disabled: the customer types the id again next time.
  }
}
