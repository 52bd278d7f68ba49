import type { MintedBatch } from '#machines/coupon-mint.machine'

/**
 * The batch as a CSV file, one code a row, for printing or handing to a partner: the shop keeps only
 * hashes, so this file (or the screen) is the one copy of the codes.
 */
export function couponCsv(batch: MintedBatch): string {
  const rows = batch.codes.map((code) => `${code},${batch.amount},${batch.expiresAt}`)
  return ['code,amount_kip,expires_at', ...rows].join('\r\n') + '\r\n'
}

/** The file's name: the batch and its amount, so two downloads never overwrite each other. */
export function couponCsvName(batch: MintedBatch): string {
  return `coupons-${batch.amount}-kip-${batch.batchId.slice(0, 8)}.csv`
}
