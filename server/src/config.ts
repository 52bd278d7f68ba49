import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import * as v from 'valibot'
import { PRODUCTION_HASH_COST } from './security/passwords.ts'

const repoRoot = resolve(import.meta.dirname, '../..')

export type DatabaseConfig =
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir: string | undefined }
  /** `schema` confines every table to one schema (tests on a shared server). */
  | { kind: 'postgres'; url: string; schema?: string }

export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  database: DatabaseConfig
  dataDir: string
  /** Where uploaded images are kept: this machine's disk, or an object store all processes share. */
  uploadStorage: UploadStorageConfig
  /** The built SPA (vite build output). */
  distDir: string
  /** Images the project ships for the demo catalogue, served under /images/. */
  assetsDir: string
  contractPath: string
  redisUrl: string | undefined
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's `trustProxy`): their addresses and subnets
   * (`127.0.0.1`, `10.0.0.0/8`, `loopback`), or how many sit in front. False: the peer is the client.
   */
  trustProxy: false | number | string
  googleJwksUrl: string
  googleClientId: string | undefined
  /** Signs access tokens and derives every other server key. */
  tokenSecret: string
  /** The OTP outbox and the bank simulator; never in production. */
  devHelpers: boolean
  /** Demo accounts have published passwords, so production never gets them unless asked. */
  seedDemoData: boolean
  /**
   * Multiplies the login and OTP rate limits. Browser tests run every customer from one loopback
   * address and raise it; production always keeps 1.
   */
  rateLimitScale: number
  /**
   * scrypt's cost for new password hashes, as a power of two (N = 2^cost). Tests hash with the
   * cheapest; production never goes below PRODUCTION_HASH_COST.
   */
  passwordHashCost: number
  /** The shop's side of the bank: who the QR pays, and the key its payment notices are signed with. */
  bank: BankConfig
  /** Where OTP messages go; unset in development and tests, where the dev outbox shows them. */
  smsGateway: { url: string; token: string } | undefined
  phoneCards: PhoneCardConfig
}

export interface PhoneCardConfig {
  /** Kept from a card's face value (PHONE_CARD_FEE_PERCENT, 0 to 50). */
  feePercent: number
  /**
   * The demo card provider answers after this many milliseconds (PIN ending in an even digit:
   * confirmed; odd: refused). Undefined in production, where no provider is wired yet and cards are
   * refused with 501 NOT_IMPLEMENTED.
   */
  demoAnswerMs: number | undefined
}

export type UploadStorageConfig = { kind: 'disk'; dir: string } | S3StorageConfig

export interface S3StorageConfig {
  kind: 's3'
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

export interface BankConfig {
  /** Verifies `x-bank-signature` on POST /api/v1/bank/notifications (HMAC-SHA256). */
  webhookSecret: string
  /** The acquiring bank's id in the Lao QR (tag 38-01). */
  laoQrBankId: string
  /** The shop's merchant id at that bank (tag 38-03). */
  laoQrMerchantId: string
}

/**
 * Outside production, the bank simulator signs with this secret and pays this made-up merchant; no
 * real banking app would accept a QR naming it.
 */
const DEVELOPMENT_BANK: BankConfig = {
  webhookSecret: 'development-only-bank-webhook-secret',
  laoQrBankId: '00000000',
  laoQrMerchantId: 'DEMO0000000001',
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

// Tests hash every password they create or log in with: N = 2^10 takes about a millisecond.
const TEST_HASH_COST = 10

const booleanFlag = v.picklist(['true', 'false', '1', '0'])

const EnvSchema = v.object({
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

/**
 * What production cannot run without: development makes up a token secret, and shows codes and
 * payments through /dev instead of a gateway and a bank.
 */
export function missingProductionVariables(present: Record<string, unknown>): string[] {
  const required = [
    'TOKEN_SECRET',
    'BANK_WEBHOOK_SECRET',
    'LAO_QR_BANK_ID',
    'LAO_QR_MERCHANT_ID',
    'SMS_GATEWAY_URL',
    'SMS_GATEWAY_TOKEN',
  ]
  return required.filter((name) => present[name] === undefined)
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']

/**
 * The object store's variables come as a set: with only some of them a process would quietly keep
 * uploads on its own disk while its peers look for them in the store.
 */
export function missingObjectStoreVariables(present: Record<string, unknown>): string[] {
  const named = [...S3_REQUIRED, 'S3_REGION'].some((name) => present[name] !== undefined)
  return named ? S3_REQUIRED.filter((name) => present[name] === undefined) : []
}

/** Reads the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // Empty variables (`FOO=` in a shell or .env file) mean "not set", not "set to nothing".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  if (present.NODE_ENV === 'production') {
    const missing = missingProductionVariables(present)
    if (missing.length > 0) {
      throw new ConfigError(
        `NODE_ENV=production needs these variables, which are not set: ${missing.join(', ')} (see docs/operations.md)`,
      )
    }
  }
  const missingS3 = missingObjectStoreVariables(present)
  if (missingS3.length > 0) {
    throw new ConfigError(
      `The object store for uploads needs these variables too, which are not set: ${missingS3.join(', ')} (see docs/operations.md)`,
    )
  }
  const parsed = v.safeParse(EnvSchema, present)
  if (!parsed.success) {
    throw new ConfigError(`Invalid environment:\n${v.summarize(parsed.issues)}`)
  }
  const e = parsed.output
  if ((e.SMS_GATEWAY_URL === undefined) !== (e.SMS_GATEWAY_TOKEN === undefined)) {
    throw new ConfigError('SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN are set together or not at all')
  }
  const dataDir = resolve(repoRoot, e.DATA_DIR)
  const production = e.NODE_ENV === 'production'
  const passwordHashCost =
    e.PASSWORD_HASH_COST ?? (e.NODE_ENV === 'test' ? TEST_HASH_COST : PRODUCTION_HASH_COST)
  if (production && passwordHashCost < PRODUCTION_HASH_COST) {
    throw new ConfigError(
      `PASSWORD_HASH_COST below ${PRODUCTION_HASH_COST} would weaken stored passwords; production refuses it`,
    )
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(dataDir, 'db') },
    dataDir,
    uploadStorage: uploadStorageConfig(e, dataDir),
    distDir: resolve(repoRoot, e.DIST_DIR),
    assetsDir: join(repoRoot, 'server/assets/images'),
    contractPath: join(repoRoot, 'openapi.yaml'),
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY ?? false,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    googleClientId: e.GOOGLE_CLIENT_ID,
    tokenSecret: e.TOKEN_SECRET ?? persistedTokenSecret(dataDir),
    devHelpers: !production,
    seedDemoData: e.SEED_DEMO_DATA ? ['true', '1'].includes(e.SEED_DEMO_DATA) : !production,
    rateLimitScale: production ? 1 : e.RATE_LIMIT_SCALE,
    passwordHashCost,
    bank: {
      webhookSecret: e.BANK_WEBHOOK_SECRET ?? DEVELOPMENT_BANK.webhookSecret,
      laoQrBankId: e.LAO_QR_BANK_ID ?? DEVELOPMENT_BANK.laoQrBankId,
      laoQrMerchantId: e.LAO_QR_MERCHANT_ID ?? DEVELOPMENT_BANK.laoQrMerchantId,
    },
    smsGateway:
      e.SMS_GATEWAY_URL && e.SMS_GATEWAY_TOKEN
        ? { url: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN }
        : undefined,
    phoneCards: {
      feePercent: e.PHONE_CARD_FEE_PERCENT,
      demoAnswerMs: production ? undefined : DEMO_CARD_ANSWER_MS,
    },
  }
}

/** How long the demo card provider takes to answer: long enough to see the top-up wait. */
const DEMO_CARD_ANSWER_MS = 2_000

function uploadStorageConfig(
  e: v.InferOutput<typeof EnvSchema>,
  dataDir: string,
): UploadStorageConfig {
  if (e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY) {
    return {
      kind: 's3',
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    }
  }
  return { kind: 'disk', dir: join(dataDir, 'uploads') }
}

/** Without TOKEN_SECRET, one is generated on first start and kept so a restart keeps sessions. */
function persistedTokenSecret(dataDir: string): string {
  const file = join(dataDir, 'token-secret')
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored.length >= 32) return stored
    throw new ConfigError(`${file} holds a secret shorter than 32 characters; delete it to renew`)
  }
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
  return secret
}
