import type { FastifyBaseLogger, InjectOptions, LightMyRequestResponse } from 'fastify'
import type { Clock } from './clock.ts'
import type { ServerConfig } from './config.ts'
import type { Database } from './db/database.ts'
import type { JobRunner } from './jobs/job-runner.ts'
import type { ShopMetrics } from './observability/shop-metrics.ts'
import type { Realtime } from './realtime/realtime.ts'
import type { AccessTokens } from './security/access-tokens.ts'
import type { Authenticate } from './security/authenticate.ts'
import type { Keyring } from './security/keyring.ts'
import type { OtpTokens } from './security/otp-tokens.ts'
import type { PlayerNames } from './modules/catalogue/player-names.ts'
import type { Passwords } from './security/passwords.ts'
import type { Sessions } from './security/sessions.ts'
import type { HitCounter } from './shared-state/hit-counter.ts'
import type { SmsDispatcher } from './sms/sms-dispatcher.ts'
import type { Supplier } from './supplier/supplier.ts'
import type { UploadStorage } from './storage/upload-storage.ts'

/** What every feature module's handlers are built from (see server/src/modules/registry.ts). */
export interface ServerDeps {
  config: ServerConfig
  db: Database
  clock: Clock
  log: FastifyBaseLogger
  realtime: Realtime
  /** issueSession / rotateRefreshToken / revokeFamily / revokeAllForUser. */
  sessions: Sessions
  accessTokens: AccessTokens
  authenticate: Authenticate
  /** The tokens answered by the OTP requests and carried by the steps that complete them. */
  otpTokens: OtpTokens
  /** Per-purpose keys (such as upload URL signatures) and keyed hashes (such as OTP codes). */
  keyring: Keyring
  /** Hashes at the configured cost (`config.passwordHashCost`). */
  passwords: Passwords
  /** Delivers the OTP messages the outbox holds (sms/sms-dispatcher.ts). */
  sms: SmsDispatcher
  jobs: JobRunner
  /** Counts what the limits count (chat posts): across processes when Redis is configured. */
  limits: HitCounter
  /** Customers' uploaded images (the disk, or the object store every process shares). */
  uploads: UploadStorage
  /** Who names a game account's player at review: made-up names outside production only. */
  playerNames: PlayerNames
  /** Where game top-ups are bought (supplier/create-supplier.ts): Digiflazz, or the demo under /dev. */
  supplier: Supplier
  /**
   * Sends a request through the app's own HTTP layer, as an outside caller would: the bank
   * simulator pays through the signed notice endpoint this way.
   */
  loopback: (request: InjectOptions) => Promise<LightMyRequestResponse>
  /** The process's Prometheus metrics (observability/shop-metrics.ts), served at /metrics. */
  metrics: ShopMetrics
}
