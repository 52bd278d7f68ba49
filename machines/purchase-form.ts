import type {
  AccountField,
  LoadedProduct,
  PlacedOrder,
  PurchaseContext,
  PurchaseInput,
  PurchaseOrder,
  PurchaseProduct,
} from './purchase.types'
import { RETRYABLE_PROBLEMS, type PurchaseProblem } from './purchase.types'

/*
 * What the purchase machine reads and writes of its form: the screen as it opens and after a
 * load, the values it sends, and what its checks look at.
 */

/** The screen as it opens: nothing loaded, the account last used on this device filled in. */
export function freshPurchase(input: PurchaseInput): PurchaseContext {
  return {
    kind: input.kind,
    productId: input.productId,
    balance: input.balance,
    product: null,
    packets: [],
    packetId: null,
    fields: { ...input.rememberedFields },
    server: input.rememberedServer ?? '',
    playerName: null,
    attemptKey: null,
    errorCode: null,
    receipt: null,
    placedOrder: null,
  }
}

/** The form with the product (re)loaded: what was chosen stays chosen while it still exists. */
export function withLoadedProduct(
  context: PurchaseContext,
  { product, packets }: LoadedProduct,
): Partial<PurchaseContext> {
  return {
    product,
    packets,
    fields: keyedByFieldName(product.fields, context.fields),
    packetId: packets.some((packet) => packet.id === context.packetId) ? context.packetId : null,
    server: hasServer(product, context.server) ? context.server : '',
    errorCode: null,
  }
}

/**
 * A device remembered account fields under their English label ('User ID') before they were keyed
 * by their Lao one: such a value fills the field it was typed for, so a returning customer's id
 * still comes back.
 */
function keyedByFieldName(
  fields: readonly AccountField[],
  values: Record<string, string>,
): Record<string, string> {
  const keyed = { ...values }
  for (const { name, labels } of fields) {
    const remembered = labels.english ? values[labels.english] : undefined
    if (keyed[name] === undefined && remembered !== undefined) keyed[name] = remembered
  }
  return keyed
}

export function hasServer(product: PurchaseProduct | null, server: string): boolean {
  return !!product?.servers.some((option) => option.value === server)
}

export function trimmedFields(context: PurchaseContext) {
  return (context.product?.fields ?? []).map((field) => ({
    name: field.name,
    value: (context.fields[field.name] ?? '').trim(),
  }))
}

/** What the purchase sends, read from the form; only called once validation has passed. */
export function orderOf(context: PurchaseContext): Omit<PurchaseOrder, 'attemptKey'> {
  return {
    kind: context.kind,
    productId: context.productId,
    packetId: context.packetId ?? '',
    fields: trimmedFields(context),
    server: context.product?.servers.length ? context.server : null,
  }
}

/** What is being paid for, read from the form before it is cleared for the next order. */
export function placedOrderOf(context: PurchaseContext): PlacedOrder {
  const product = context.product
  return {
    packet: context.packets.find((packet) => packet.id === context.packetId) ?? null,
    account: (product?.fields ?? []).map((field) => ({
      labels: field.labels,
      value: (context.fields[field.name] ?? '').trim(),
    })),
    server: product?.servers.find((option) => option.value === context.server)?.name ?? null,
  }
}

/** What a purchase clears for the next one (SPEC 4); the product and the balance stay. */
export const EMPTY_FORM = {
  packetId: null,
  fields: {},
  server: '',
  playerName: null,
  attemptKey: null,
} as const satisfies Partial<PurchaseContext>

/** The game has servers and none of them is chosen. */
export function lacksServer(context: PurchaseContext): boolean {
  return (context.product?.servers.length ?? 0) > 0 && !hasServer(context.product, context.server)
}

/** The package costs more than the known balance; an unknown balance is left to the server. */
export function cannotAfford(context: PurchaseContext): boolean {
  const packet = context.packets.find((candidate) => candidate.id === context.packetId)
  return context.balance !== null && packet !== undefined && packet.amount > context.balance
}

/** The last attempt failed where the request may not have reached the shop. */
export function isRetryable(context: PurchaseContext): boolean {
  return (
    context.attemptKey !== null &&
    context.errorCode !== null &&
    RETRYABLE_PROBLEMS.includes(context.errorCode)
  )
}

/** A check of SPEC 5 that fails: the form shows why. */
export const failedCheck = (
  guard: 'hasNoPacket' | 'hasEmptyField' | 'hasNoServer',
  errorCode: PurchaseProblem,
) =>
  ({
    guard,
    target: 'form.failed',
    actions: { type: 'refuse', params: { errorCode } },
    meta: {
      spec: 'SPEC 5 Purchase: a package, every account field, a server where there are servers',
    },
  }) as const

/** The guards of the form's checks, by the names the machine uses. */
export const formChecks = {
  hasNoPacket: ({ context }: { context: PurchaseContext }) =>
    !context.packets.some((packet) => packet.id === context.packetId),
  hasEmptyField: ({ context }: { context: PurchaseContext }) =>
    trimmedFields(context).some((field) => !field.value),
  hasNoServer: ({ context }: { context: PurchaseContext }) => lacksServer(context),
  supportsPlayerCheck: ({ context }: { context: PurchaseContext }) =>
    context.kind === 'GAME' && !!context.product?.playerCheck,
  /** The package costs more than the known balance; an unknown balance is left to the server. */
  cannotAfford: ({ context }: { context: PurchaseContext }) => cannotAfford(context),
  /** The answer may have been lost: the same attempt can be sent again, never bought twice. */
  isRetryable: ({ context }: { context: PurchaseContext }) => isRetryable(context),
}
