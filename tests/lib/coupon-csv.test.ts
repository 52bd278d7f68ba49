import { describe, expect, it } from 'vitest'
import { couponCsv, couponCsvName } from '../../src/features/operator-desk/coupon-csv.ts'

const batch = {
  batchId: '3e1b2a4c-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  amount: 20_000,
  expiresAt: '2030-12-31T16:59:59.999Z',
  codes: ['K7QM-4XPA-9WZD', 'H2RT-8NVB-3QCE'],
}

describe('couponCsv', () => {
  it('writes a header and one row per code, with the amount and the expiry', () => {
    expect(couponCsv(batch)).toBe(
      'code,amount_kip,expires_at\r\n' +
        'K7QM-4XPA-9WZD,20000,2030-12-31T16:59:59.999Z\r\n' +
        'H2RT-8NVB-3QCE,20000,2030-12-31T16:59:59.999Z\r\n',
    )
  })

  it('names the file after the amount and the batch', () => {
    expect(couponCsvName(batch)).toBe('coupons-20000-kip-3e1b2a4c.csv')
  })
})
