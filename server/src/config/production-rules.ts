import { PRODUCTION_HASH_COST } from '../security/passwords.ts'
import { ConfigError } from './config-error.ts'
import { SUPPLIER_REQUIRED } from './read-variables.ts'

/**
 * What production cannot run without: development makes up a token secret, and shows codes,
 * payments and top-up orders through /dev instead of a gateway, a bank and a supplier.
 */
export function missingProductionVariables(present: Record<string, unknown>): string[] {
  const required = [
    'TOKEN_SECRET',
    'BANK_WEBHOOK_SECRET',
    'LAO_QR_BANK_ID',
    'LAO_QR_MERCHANT_ID',
    'SMS_GATEWAY_URL',
    'SMS_GATEWAY_TOKEN',
    ...SUPPLIER_REQUIRED,
  ]
  return required.filter((name) => present[name] === undefined)
}

/** Production refuses to start without its variables, naming every one missing at once. */
export function requireProductionVariables(present: Record<string, unknown>): void {
  const missing = missingProductionVariables(present)
  if (missing.length > 0) {
    throw new ConfigError(
      `NODE_ENV=production needs these variables, which are not set: ${missing.join(', ')} (see docs/operations.md)`,
    )
  }
}

/** Production refuses a password hash cost that would weaken stored passwords. */
export function requireProductionHashCost(passwordHashCost: number): void {
  if (passwordHashCost < PRODUCTION_HASH_COST) {
    throw new ConfigError(
      `PASSWORD_HASH_COST below ${PRODUCTION_HASH_COST} would weaken stored passwords; production refuses it`,
    )
  }
}
