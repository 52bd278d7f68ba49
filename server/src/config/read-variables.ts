import * as v from 'valibot'
import { ConfigError } from './config-error.ts'

// Tests hash every password they create or log in with: N = 2^10 takes about a millisecond.
export const TEST_HASH_COST = 10

const booleanFlag = v.picklist(['true', 'false', '1', '0'])

const VariablesSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'PORT must be a number from 0 to 65535'),
      v.transform(Number),
      v.maxValue(65535, 'PORT must be a number from 0 to 65535'),
    ),
    '3000',
  ),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('HOST must not be empty')), '0.0.0.0'),
  LOG_LEVEL: v.optional(
    v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://'),
    ),
  ),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('DATA_DIR must not be empty')), '.data'),
  DIST_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('DIST_DIR must not be empty')), 'dist'),
  REDIS_URL: v.optional(
    v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')),
  ),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/,
        'TRUST_PROXY must be a number of proxies, or addresses and subnets separated by commas',
      ),
      v.transform((value) => (/^\d+$/.test(value) ? Number(value) : value)),
    ),
  ),
  GOOGLE_JWKS_URL: v.optional(
    v.pipe(v.string(), v.url('GOOGLE_JWKS_URL must be a URL')),
    'https://www.googleapis.com/oauth2/v3/certs',
  ),
  GOOGLE_CLIENT_ID: v.optional(v.pipe(v.string(), v.nonEmpty())),
  TOKEN_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'TOKEN_SECRET must be at least 32 characters')),
  ),
  SEED_DEMO_DATA: v.optional(booleanFlag),
  SMS_GATEWAY_URL: v.optional(v.pipe(v.string(), v.url('SMS_GATEWAY_URL must be a URL'))),
  SMS_GATEWAY_TOKEN: v.optional(v.string()),
  BANK_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'BANK_WEBHOOK_SECRET must be at least 32 characters')),
  ),
  LAO_QR_BANK_ID: v.optional(
    v.pipe(v.string(), v.regex(/^\d{4,11}$/, 'LAO_QR_BANK_ID must be the bank id, 4 to 11 digits')),
  ),
  LAO_QR_MERCHANT_ID: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9]{1,32}$/, 'LAO_QR_MERCHANT_ID must be 1 to 32 letters or digits'),
    ),
  ),
  RATE_LIMIT_SCALE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,3}$/, 'RATE_LIMIT_SCALE must be a whole number from 1 to 9999'),
      v.transform(Number),
    ),
    '1',
  ),
  S3_ENDPOINT: v.optional(
    v.pipe(
      v.string(),
      v.url('S3_ENDPOINT must be an http:// or https:// URL'),
      v.regex(/^https?:\/\//, 'S3_ENDPOINT must be an http:// or https:// URL'),
    ),
  ),
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name'),
    ),
  ),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  S3_REGION: v.optional(v.pipe(v.string(), v.nonEmpty()), 'us-east-1'),
  PHONE_CARD_FEE_PERCENT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'PHONE_CARD_FEE_PERCENT must be a whole number from 0 to 50'),
      v.transform(Number),
      v.maxValue(50, 'PHONE_CARD_FEE_PERCENT must be a whole number from 0 to 50'),
    ),
    '10',
  ),
  MOBILE_MONEY_ACCOUNT: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^20[0-9]{8}$/,
        'MOBILE_MONEY_ACCOUNT must be the Lao mobile number transfers go to: 20 and 8 digits',
      ),
    ),
  ),
  SUPPLIER_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/[^\s]+\/v1$/, 'SUPPLIER_URL must be an http(s) URL ending in /v1'),
    ),
  ),
  SUPPLIER_USERNAME: v.optional(v.pipe(v.string(), v.nonEmpty())),
  SUPPLIER_API_KEY: v.optional(v.pipe(v.string(), v.nonEmpty())),
  SUPPLIER_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.nonEmpty())),
  SUPPLIER_TIMEOUT_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'SUPPLIER_TIMEOUT_MS must be a whole number from 1000 to 120000'),
      v.transform(Number),
      v.minValue(1000, 'SUPPLIER_TIMEOUT_MS must be a whole number from 1000 to 120000'),
      v.maxValue(120_000, 'SUPPLIER_TIMEOUT_MS must be a whole number from 1000 to 120000'),
    ),
    '10000',
  ),
  ORDER_ANSWER_WAIT_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'ORDER_ANSWER_WAIT_MS must be a whole number from 0 to 30000'),
      v.transform(Number),
      v.maxValue(30_000, 'ORDER_ANSWER_WAIT_MS must be a whole number from 0 to 30000'),
    ),
    '3000',
  ),
  METRICS_TOKEN: v.optional(
    v.pipe(v.string(), v.minLength(16, 'METRICS_TOKEN must be at least 16 characters')),
  ),
  SHUTDOWN_DRAIN_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'SHUTDOWN_DRAIN_MS must be a whole number from 0 to 8000'),
      v.transform(Number),
      v.maxValue(8_000, 'SHUTDOWN_DRAIN_MS must be a whole number from 0 to 8000'),
    ),
    '3000',
  ),
  PASSWORD_HASH_COST: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'PASSWORD_HASH_COST must be a whole number from 10 to 20'),
      v.transform(Number),
      v.minValue(TEST_HASH_COST, 'PASSWORD_HASH_COST must be a whole number from 10 to 20'),
      v.maxValue(20, 'PASSWORD_HASH_COST must be a whole number from 10 to 20'),
    ),
  ),
})

/** The variables as read: each one checked, numbers turned into numbers, defaults filled in. */
export type Variables = v.InferOutput<typeof VariablesSchema>

/** Empty variables (`FOO=` in a shell or .env file) mean "not set", not "set to nothing". */
export function presentVariables(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
}

/**
 * The object store's variables come as a set: with only some of them a process would quietly keep
 * uploads on its own disk while its peers look for them in the store.
 */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']

/**
 * The supplier's variables, which production requires and which come as a set everywhere: outside
 * production the demo supplier answers when none is set, and with only some of them orders would
 * go to a supplier that refuses every one (unsigned, or to no address).
 */
export const SUPPLIER_REQUIRED = [
  'SUPPLIER_URL',
  'SUPPLIER_USERNAME',
  'SUPPLIER_API_KEY',
  'SUPPLIER_WEBHOOK_SECRET',
]

/** A set's required variables that are not set, when any of the set (or an optional one) is. */
function missingFromSet(
  present: Record<string, unknown>,
  required: readonly string[],
  optional: readonly string[] = [],
): string[] {
  const named = [...required, ...optional].some((name) => present[name] !== undefined)
  return named ? required.filter((name) => present[name] === undefined) : []
}

/**
 * Reads the variables that are set; a bad value or an incomplete set throws a ConfigError naming
 * them.
 */
export function readVariables(present: Record<string, string | undefined>): Variables {
  const missingS3 = missingFromSet(present, S3_REQUIRED, ['S3_REGION'])
  if (missingS3.length > 0) {
    throw new ConfigError(
      `The object store for uploads needs these variables too, which are not set: ${missingS3.join(', ')} (see docs/operations.md)`,
    )
  }
  const missingSupplier = missingFromSet(present, SUPPLIER_REQUIRED)
  if (missingSupplier.length > 0) {
    throw new ConfigError(
      `The supplier needs these variables too, which are not set: ${missingSupplier.join(', ')} (see docs/operations.md)`,
    )
  }
  const parsed = v.safeParse(VariablesSchema, present)
  if (!parsed.success) {
    throw new ConfigError(`Invalid environment:\n${v.summarize(parsed.issues)}`)
  }
  const variables = parsed.output
  if ((variables.SMS_GATEWAY_URL === undefined) !== (variables.SMS_GATEWAY_TOKEN === undefined)) {
    throw new ConfigError('SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN are set together or not at all')
  }
  return variables
}
