import { describe, expect, it } from 'vitest'
import { statusFamily, statusTone } from '#src/lib/status-family'

describe('history statuses', () => {
  it.each([
    ['SUCCESS', 'success', 'success'],
    ['APPROVED', 'success', 'success'],
    ['WAITING', 'waiting', 'waiting'],
    ['WAITING_RECEIPT', 'waiting', 'waiting'],
    ['RUNNING', 'waiting', 'waiting'],
    ['CANCEL', 'failure', 'failure'],
    // DECISIONS: any other value is red in top-up history and green in purchase history.
    ['REFUNDED', 'failure', 'success'],
    ['', 'failure', 'success'],
  ] as const)('%j is %s among top-ups and %s among purchases', (status, topUp, purchase) => {
    expect(statusTone(status, 'topUp')).toBe(topUp)
    expect(statusTone(status, 'purchase')).toBe(purchase)
  })

  it('groups the values SPEC 4 labels', () => {
    expect(['SUCCESS', 'APPROVED'].map((status) => statusFamily(status))).toEqual(['done', 'done'])
    expect(statusFamily('success')).toBe('other')
  })

  it('calls an order cancelled after its refund refunded, and nothing else', () => {
    expect(statusFamily('CANCEL', { refunded: true })).toBe('refunded')
    expect(statusFamily('CANCEL', { refunded: false })).toBe('cancelled')
    expect(statusFamily('SUCCESS', { refunded: true })).toBe('done')
  })
})
