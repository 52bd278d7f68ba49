import { join, resolve } from 'node:path'
import { requireProductionHashCost, requireProductionVariables } from './config/production-rules.ts'
import {
  presentVariables,
  readVariables,
  TEST_HASH_COST,
  type Variables,
} from './config/read-variables.ts'
import { persistedTokenSecret } from './config/token-secret-file.ts'
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
  /**
   * MOBILE_MONEY_ACCOUNT, the shop's number that mobile-money transfers go to. Outside production
   * a demo number stands in; a production shop without it does not offer mobile money.
   */
  mobileMoneyAccount: string | undefined
  /**
   * How long a game purchase waits for the supplier's first answer before answering the order as
   * it stands (still RUNNING, settled later by the supplier job or the supplier's callback).
   */
  orderAnswerWaitMs: number
  /** Where game top-ups are bought (supplier/create-supplier.ts picks the adapter from it). */
  supplier: SupplierConfig
  /**
   * METRICS_TOKEN: GET /metrics answers only a bearer of it; unset, there is no /metrics at all
   * (observability/metrics-route.ts).
   */
  metricsToken: string | undefined
  /**
   * SHUTDOWN_DRAIN_MS: after SIGTERM, how long the process keeps serving while /readyz answers 503,
   * so the balancer stops sending it requests before it stops listening (main.ts).
   */
  shutdownDrainMs: number
}

export interface SupplierConfig {
  /**
   * SUPPLIER_URL, the Digiflazz API's base ending in /v1. Undefined outside production when unset:
   * the demo supplier under /dev answers the same protocol through the app itself.
   */
  url: string | undefined
  username: string
  apiKey: string
  /** Keys the HMAC of the supplier's callbacks to POST /api/v1/supplier/notifications. */
  webhookSecret: string
  /** SUPPLIER_TIMEOUT_MS: each call to the supplier is abandoned after this long. */
  timeoutMs: number
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

/** Outside production transfers are "sent" to this made-up number (SPEC 9's Lao texts show 205...). */
const DEVELOPMENT_MOBILE_MONEY_ACCOUNT = '2059990905'

/** Outside production, the demo supplier checks and signs with these; no real supplier knows them. */
const DEVELOPMENT_SUPPLIER = {
  username: 'demo-buyer',
  apiKey: 'development-only-supplier-key',
  webhookSecret: 'development-only-supplier-webhook-secret',
}

/**
 * The server's settings from the environment: the variables read, production's rules applied, and
 * the token secret from its file when none is set. A bad value throws a ConfigError naming it.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const present = presentVariables(env)
  if (present.NODE_ENV === 'production') requireProductionVariables(present)
  const e = readVariables(present)
  const dataDir = resolve(repoRoot, e.DATA_DIR)
  const production = e.NODE_ENV === 'production'
  const passwordHashCost =
    e.PASSWORD_HASH_COST ?? (e.NODE_ENV === 'test' ? TEST_HASH_COST : PRODUCTION_HASH_COST)
  if (production) requireProductionHashCost(passwordHashCost)
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
    mobileMoneyAccount:
      e.MOBILE_MONEY_ACCOUNT ?? (production ? undefined : DEVELOPMENT_MOBILE_MONEY_ACCOUNT),
    supplier: {
      url: e.SUPPLIER_URL,
      username: e.SUPPLIER_USERNAME ?? DEVELOPMENT_SUPPLIER.username,
      apiKey: e.SUPPLIER_API_KEY ?? DEVELOPMENT_SUPPLIER.apiKey,
      webhookSecret: e.SUPPLIER_WEBHOOK_SECRET ?? DEVELOPMENT_SUPPLIER.webhookSecret,
      timeoutMs: e.SUPPLIER_TIMEOUT_MS,
    },
    orderAnswerWaitMs: e.ORDER_ANSWER_WAIT_MS,
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
  }
}

/** How long the demo card provider takes to answer: long enough to see the top-up wait. */
const DEMO_CARD_ANSWER_MS = 2_000

function uploadStorageConfig(e: Variables, dataDir: string): UploadStorageConfig {
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
