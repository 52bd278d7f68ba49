// The reference backend under 50 customers buying at once over loopback: throughput, tail latency,
// and afterwards every wallet holds exactly what was paid in minus what was bought. Given several
// processes of one shop, the customers are spread over them, as a balancer would.
import { performance } from 'node:perf_hooks'
import {
  buyTopUp,
  cheapestPacket,
  gameNamed,
  newFundedCustomer,
  walletBalance,
  type AuthSession,
} from './shop-api.ts'
import { percentile, spread } from './stats.ts'

export const CLIENTS = 50
const RUN_MS = 4_000
const FUNDS = 5_000_000
const GAME = 'Mekong Racers'

interface Customer {
  session: AuthSession
  bought: number
}

async function registerCustomers(shopUrl: string): Promise<Customer[]> {
  const customers: Customer[] = []
  // One after another: registration is not what is measured, and the OTP limits count per second.
  for (let index = 0; index < CLIENTS; index++) {
    const phone = `2077${String(index).padStart(6, '0')}`
    customers.push({ session: await newFundedCustomer(shopUrl, phone, FUNDS), bought: 0 })
  }
  return customers
}

export async function measurePurchaseLoad(shopUrls: string[], runs: number) {
  const shopUrl = shopUrls[0]!
  const customers = await registerCustomers(shopUrl)
  const game = await gameNamed(shopUrl, GAME)
  const packet = await cheapestPacket(shopUrl, customers[0]!.session, game)
  const perSecond: number[] = []
  const p99s: number[] = []
  let refused = 0
  for (let run = 0; run < runs; run++) {
    const latencies: number[] = []
    let succeeded = 0
    const stopAt = performance.now() + RUN_MS
    const started = performance.now()
    // Each client buys again as soon as its last purchase is answered.
    await Promise.all(
      customers.map(async (customer, index) => {
        const processUrl = shopUrls[index % shopUrls.length]!
        while (performance.now() < stopAt) {
          const sent = performance.now()
          const status = await buyTopUp(processUrl, customer.session, game, packet)
          latencies.push(performance.now() - sent)
          if (status === 200) {
            customer.bought += 1
            succeeded += 1
          } else refused += 1
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    perSecond.push(succeeded / seconds)
    p99s.push(percentile(latencies, 99))
  }
  const balances = await Promise.all(customers.map((c) => walletBalance(shopUrl, c.session)))
  const expected = customers.map((customer) => FUNDS - customer.bought * packet.amount)
  const mismatches = balances.filter((balance, index) => balance !== expected[index]).length
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  return {
    perSecond: spread(perSecond),
    p99: spread(p99s),
    refused,
    purchases: sum(customers.map((customer) => customer.bought)),
    walletsConsistent: mismatches === 0 && sum(balances) === sum(expected),
    mismatches,
  }
}
