import type { When } from './demo-time.ts'
import type { SeededPacket, SeededProduct } from './insert-catalogue.ts'
import type { MoneyEvent, PersonSeed, PurchaseEvent, TopUpEvent } from './people.ts'

export type PlannedStep =
  | { kind: 'topup'; event: TopUpEvent; at: Date; oldAmount: number; currentAmount: number }
  | {
      kind: 'purchase'
      event: PurchaseEvent
      at: Date
      product: SeededProduct
      packet: SeededPacket
      debited: boolean
    }

/**
 * Replays a person's history in time order, as the shop would have lived it, so every top-up shows
 * the balance before and after, and no purchase spends money the wallet did not hold then.
 */
export function planMoney(
  person: PersonSeed,
  dateOf: (when: When) => Date,
  products: Map<string, SeededProduct>,
): PlannedStep[] {
  const dated = person.history
    .map((event: MoneyEvent) => ({ event, at: dateOf(event.at) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime())
  let balance = 0
  const steps: PlannedStep[] = []
  for (const { event, at } of dated) {
    if (event.type === 'topup') {
      const oldAmount = balance
      if (event.status === 'SUCCESS') balance += event.amount
      steps.push({ kind: 'topup', event, at, oldAmount, currentAmount: balance })
      continue
    }
    const product = products.get(event.product)
    const packet = product?.packets.get(event.packet)
    if (!product || !packet)
      throw new Error(`${person.key} buys an unknown packet ${event.product} / ${event.packet}`)
    const debited = event.status !== 'CANCEL'
    if (debited) {
      if (packet.amount > balance)
        throw new Error(`${person.key} cannot afford ${event.packet} at ${at.toISOString()}`)
      balance -= packet.amount
    }
    steps.push({ kind: 'purchase', event, at, product, packet, debited })
  }
  return steps
}
