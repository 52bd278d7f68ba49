import fastifyHelmet from '@fastify/helmet'
import fastifyRateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance, type RouteHandlerMethod } from 'fastify'
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue'
import type { Server } from 'socket.io'
import { systemClock, type Clock } from './clock.ts'
import type { ServerConfig } from './config.ts'
import type { Database } from './db/database.ts'
import type { ServerDeps } from './deps.ts'
import { ApiError } from './http/api-error.ts'
import {
  JSON_BODY_LIMIT_BYTES,
  addImageBodyParser,
  addJsonBodyParser,
} from './http/body-parsers.ts'
import { loadContract } from './http/contract.ts'
import { createErrorHandler } from './http/error-handler.ts'
import { registerImages } from './http/images.ts'
import { loggerOptions, quietStaticFiles } from './http/logging.ts'
import { operationIdOf, type Handlers, type OperationId } from './http/operations.ts'
import { createSecurityHandlers, requiredRoleCheck } from './http/request-auth.ts'
import { addResponseValidation } from './http/response-validation.ts'
import { securityHeaders } from './http/security-headers.ts'
import { registerSpa } from './http/spa.ts'
import { contractValidatorCompiler } from './http/validators.ts'
import { processLocks } from './db/process-locks.ts'
import { createJobRunner } from './jobs/job-runner.ts'
import { registerHealthRoutes } from './observability/health-routes.ts'
import { meteredSmsSender, meteredSupplier } from './observability/metered-outside-calls.ts'
import { measureRequests, registerMetricsRoute } from './observability/metrics-route.ts'
import { createReadiness, type Readiness } from './observability/readiness.ts'
import { createShopMetrics, observeProcessState } from './observability/shop-metrics.ts'
import type { DevPages } from './dev-pages/register-dev-pages.ts'
import {
  devPages as registeredDevPages,
  handlerFactories as registeredFactories,
  type HandlerFactory,
} from './modules/registry.ts'
import { BANK_NOTICE_PATH } from './modules/wallet/bank-notice.ts'
import { createRealtime } from './realtime/realtime.ts'
import { createSocketServer } from './realtime/socket-server.ts'
import { createAccessTokens } from './security/access-tokens.ts'
import { createAuthenticate } from './security/authenticate.ts'
import { createKeyring } from './security/keyring.ts'
import { createOtpTokens } from './security/otp-tokens.ts'
import { createPasswords } from './security/passwords.ts'
import { createSessions } from './security/sessions.ts'
import { memoryHitCounter, redisHitCounter } from './shared-state/hit-counter.ts'
import { rateLimitStoreOver } from './shared-state/rate-limit-store.ts'
import { connectRedis } from './shared-state/redis-connection.ts'
import { OTP_TTL_MS } from './modules/accounts/otp-codes.ts'
import { createHttpSmsGateway } from './sms/http-sms-gateway.ts'
import { createSmsDispatcher } from './sms/sms-dispatcher.ts'
import { createOutboxSmsSender } from './sms/sms-sender.ts'
import { createDiskUploadStorage } from './storage/disk-upload-storage.ts'
import { createS3UploadStorage } from './storage/s3-upload-storage.ts'
import { madeUpPlayerNames, noPlayerNames } from './modules/catalogue/player-names.ts'
import { createSupplier } from './supplier/create-supplier.ts'
import { SUPPLIER_NOTICE_PATH, type Supplier } from './supplier/supplier.ts'

export interface BuildAppOptions {
  config: ServerConfig
  db: Database
  clock?: Clock
  /** Tests: every JSON response is checked against openapi.yaml (see http/response-validation.ts). */
  validateResponses?: boolean
  /** Defaults to the modules in modules/registry.ts. */
  handlerFactories?: HandlerFactory[]
  devPages?: DevPages[]
  /** Tests: a supplier whose answers they script. */
  supplier?: Supplier
}

export interface BuiltApp {
  app: FastifyInstance
  io: Server
  deps: ServerDeps
  /** What /readyz answers; main.ts starts draining it on SIGTERM. */
  readiness: Readiness
  /** Stops jobs and sockets, then the HTTP server. The database stays open: its owner closes it. */
  close: () => Promise<void>
}

export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { config, db } = options
  const clock = options.clock ?? systemClock
  const contract = await loadContract(config.contractPath, { devHelpers: config.devHelpers })
  const metrics = createShopMetrics()

  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Behind a balancer, the customer's address is the one it forwards: limits count per customer.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustedHops(config.trustProxy) : config.trustProxy,
  })
  quietStaticFiles(app)
  app.setValidatorCompiler(contractValidatorCompiler)
  app.setErrorHandler(
    createErrorHandler({ reportContractMismatch: options.validateResponses === true, metrics }),
  )
  measureRequests(app, metrics)
  addImageBodyParser(app)
  addJsonBodyParser(app, [BANK_NOTICE_PATH, SUPPLIER_NOTICE_PATH])
  app.decorateRequest('authUser', null)
  app.decorateRequest('otpClaims', null)
  app.addHook('onRoute', (route) => {
    const operationId = operationIdOf(route.schema)
    if (!operationId) return
    // The plugin runs security as a preHandler, after validation; moved earlier, a caller without
    // a valid token learns nothing about the request shape and the client's 401 refresh kicks in.
    // The operation's required role is checked right after, before validation too.
    const roleCheck = requiredRoleCheck(route.schema)
    if (roleCheck && !route.preHandler) {
      throw new Error(`${operationId} has x-required-role but no bearerAuth security`)
    }
    if (route.preHandler) {
      route.preValidation = roleCheck ? [route.preHandler, roleCheck].flat() : route.preHandler
      route.preHandler = undefined
    }
  })
  if (options.validateResponses) addResponseValidation(app, contract)

  await app.register(
    fastifyHelmet,
    securityHeaders({ googleSignIn: config.googleClientId !== undefined }),
  )
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined
  const limits = redis ? redisHitCounter(redis, memoryHitCounter(clock)) : memoryHitCounter(clock)
  await app.register(fastifyRateLimit, {
    global: false,
    store: rateLimitStoreOver(limits),
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'RATE_LIMITED', `Too many requests; retry in ${context.after}`),
  })

  const keyring = createKeyring(config.tokenSecret)
  const accessTokens = createAccessTokens(keyring.derive('access-token'), clock)
  const otpTokens = createOtpTokens(keyring.derive('otp-token'), clock)
  const authenticate = createAuthenticate(db, accessTokens)
  const sockets = createSocketServer(app.server, { authenticate, redis })
  const jobs = createJobRunner(app.log, processLocks(db, config.database))
  const loopback: ServerDeps['loopback'] = (request) => app.inject(request)
  const deps: ServerDeps = {
    config,
    db,
    clock,
    log: app.log,
    realtime: createRealtime(sockets.io),
    sessions: createSessions({ db, clock, accessTokens, keyring }),
    accessTokens,
    authenticate,
    otpTokens,
    keyring,
    passwords: createPasswords(config.passwordHashCost),
    sms: createSmsDispatcher({
      db,
      clock,
      log: app.log,
      jobs,
      otpLifetimeMs: OTP_TTL_MS,
      sender: meteredSmsSender(
        config.smsGateway
          ? createHttpSmsGateway({ ...config.smsGateway, log: app.log })
          : createOutboxSmsSender(app.log),
        metrics,
      ),
    }),
    jobs,
    limits,
    uploads:
      config.uploadStorage.kind === 's3'
        ? createS3UploadStorage(config.uploadStorage)
        : await createDiskUploadStorage(config.uploadStorage.dir),
    supplier: meteredSupplier(options.supplier ?? createSupplier(config, { loopback }), metrics),
    playerNames: config.nodeEnv === 'production' ? noPlayerNames : madeUpPlayerNames,
    loopback,
    metrics,
  }
  const readiness = createReadiness({ db, database: config.database, redis })
  if (config.metricsToken) {
    observeProcessState(metrics, { db, clock, openSockets: () => sockets.io.engine.clientsCount })
  }

  app.addHook('onReady', async () => jobs.start())
  app.addHook('preClose', async () => {
    await jobs.stop()
    await sockets.close()
    await redis?.close()
  })
  app.addHook('onClose', async () => deps.uploads.close())

  try {
    await registerRoutes(app, contract, options, deps, readiness)
  } catch (error) {
    await app.close()
    throw error
  }
  return { app, io: sockets.io, deps, readiness, close: () => app.close() }
}

/** The `hops` proxies nearest to the server are trusted (how proxy-addr reads a number). */
function trustedHops(hops: number) {
  return (_address: string, hop: number) => hop < hops
}

async function registerRoutes(
  app: FastifyInstance,
  contract: object,
  options: BuildAppOptions,
  deps: ServerDeps,
  readiness: Readiness,
) {
  const { config } = deps
  registerHealthRoutes(app, readiness)
  if (config.metricsToken) {
    registerMetricsRoute(app, { metrics: deps.metrics, token: config.metricsToken })
  }
  const handlers = collectHandlers(options.handlerFactories ?? registeredFactories, deps)
  await app.register(openapiGlue, {
    specification: contract,
    // The plugin merges these partial route options into the route it builds from the contract;
    // its typings ask for complete RouteOptions.
    operationResolver: ((operationId: string) =>
      routeFor(operationId, handlers)) as unknown as FastifyOpenapiGlueOptions['operationResolver'],
    securityHandlers: createSecurityHandlers({
      authenticate: deps.authenticate,
      otpTokens: deps.otpTokens,
      bankWebhookSecret: config.bank.webhookSecret,
      clock: deps.clock,
    }),
  })
  await registerImages(app, { assetsDir: config.assetsDir, uploads: deps.uploads })
  if (config.devHelpers) {
    for (const pages of options.devPages ?? registeredDevPages) {
      await app.register(async (scope) => pages(scope, deps))
    }
  }
  await registerSpa(app, config.distDir)
  await app.ready()
}

function collectHandlers(factories: HandlerFactory[], deps: ServerDeps): Partial<Handlers> {
  const handlers: Partial<Record<OperationId, unknown>> = {}
  for (const factory of factories) {
    for (const [operationId, handler] of Object.entries(factory(deps))) {
      if (operationId in handlers) throw new Error(`Operation ${operationId} has two handlers`)
      handlers[operationId as OperationId] = handler
    }
  }
  return handlers as Partial<Handlers>
}

function routeFor(operationId: string, handlers: Partial<Handlers>) {
  const entry = handlers[operationId as OperationId]
  if (!entry) {
    const notImplemented: RouteHandlerMethod = async () => {
      throw new ApiError(501, 'NOT_IMPLEMENTED', `${operationId} is not implemented`)
    }
    return { handler: notImplemented }
  }
  if (typeof entry === 'function') return { handler: entry as RouteHandlerMethod }
  return { handler: entry.handler as RouteHandlerMethod, config: { rateLimit: entry.rateLimit } }
}
