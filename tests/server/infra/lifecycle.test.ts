import type { FastifyBaseLogger } from 'fastify'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ConfigError } from '#server/src/config/config-error.ts'
import { loadConfig } from '#server/src/config.ts'
import { jsonb } from '#server/src/db/jsonb.ts'
import { seedDemoDataOnce } from '#server/src/demo-seed.ts'
import { unsharedLocks } from '#server/src/db/process-locks.ts'
import { createJobRunner } from '#server/src/jobs/job-runner.ts'
import { productionVariables } from '../support/production-env.ts'
import { connectSocket } from '../support/sockets.ts'
import { startTestServer } from '../support/test-server.ts'

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-config-'))
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

describe('configuration', () => {
  const secret = 'x'.repeat(32)

  test('defaults to PGlite in DATA_DIR on port 3000 with dev helpers', () => {
    const config = loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: secret })
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      database: { kind: 'pglite', dataDir: join(dataDir, 'db') },
      uploadStorage: { kind: 'disk', dir: join(dataDir, 'uploads') },
      devHelpers: true,
      seedDemoData: true,
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      rateLimitScale: 1,
    })
  })

  test('raises the rate limits only outside production, and refuses a malformed scale', () => {
    const base = { DATA_DIR: dataDir, TOKEN_SECRET: secret, RATE_LIMIT_SCALE: '100' }
    expect(loadConfig(base).rateLimitScale).toBe(100)
    expect(
      loadConfig({ ...base, ...productionVariables, NODE_ENV: 'production' }).rateLimitScale,
    ).toBe(1)
    expect(() => loadConfig({ ...base, RATE_LIMIT_SCALE: '0' })).toThrow(/RATE_LIMIT_SCALE/)
  })

  test('hashes passwords cheaply only in tests, and never below the production cost there', () => {
    const base = { DATA_DIR: dataDir, TOKEN_SECRET: secret }
    expect(loadConfig(base).passwordHashCost).toBe(15)
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).passwordHashCost).toBe(10)
    expect(
      loadConfig({ ...base, ...productionVariables, NODE_ENV: 'production' }).passwordHashCost,
    ).toBe(15)
    expect(
      loadConfig({
        ...base,
        ...productionVariables,
        NODE_ENV: 'production',
        PASSWORD_HASH_COST: '17',
      }),
    ).toMatchObject({ passwordHashCost: 17 })
    expect(() =>
      loadConfig({
        ...base,
        ...productionVariables,
        NODE_ENV: 'production',
        PASSWORD_HASH_COST: '12',
      }),
    ).toThrow(ConfigError)
    expect(() => loadConfig({ ...base, PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/)
  })

  test('uses PostgreSQL when DATABASE_URL is set', () => {
    const url = 'postgres://shop@localhost:5432/shop'
    expect(
      loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: secret, DATABASE_URL: url }).database,
    ).toEqual({
      kind: 'postgres',
      url,
    })
  })

  test('production turns dev helpers and demo data off unless demo data is asked for', () => {
    const production = loadConfig({
      ...productionVariables,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
    })
    expect(production.devHelpers).toBe(false)
    expect(production.seedDemoData).toBe(false)
    const demo = loadConfig({
      ...productionVariables,
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'true',
      DATA_DIR: dataDir,
      TOKEN_SECRET: secret,
    })
    expect(demo.seedDemoData).toBe(true)
  })

  test('production refuses to start without its variables, naming each one missing at once', () => {
    const { TOKEN_SECRET, SMS_GATEWAY_TOKEN, LAO_QR_BANK_ID, ...rest } = productionVariables
    const load = () => loadConfig({ ...rest, NODE_ENV: 'production', DATA_DIR: dataDir })
    expect(load).toThrow(ConfigError)
    expect(load).toThrow(
      'NODE_ENV=production needs these variables, which are not set: TOKEN_SECRET, LAO_QR_BANK_ID, SMS_GATEWAY_TOKEN',
    )
    // An empty value is as good as none.
    expect(() =>
      loadConfig({ ...productionVariables, SMS_GATEWAY_URL: '', NODE_ENV: 'production' }),
    ).toThrow(/not set: SMS_GATEWAY_URL \(/)
    expect(
      loadConfig({
        ...rest,
        TOKEN_SECRET,
        SMS_GATEWAY_TOKEN,
        LAO_QR_BANK_ID,
        NODE_ENV: 'production',
      }).smsGateway,
    ).toEqual({ url: productionVariables.SMS_GATEWAY_URL, token: SMS_GATEWAY_TOKEN })
  })

  test('production refuses to start without each supplier variable, naming every one missing', () => {
    const {
      SUPPLIER_URL,
      SUPPLIER_USERNAME,
      SUPPLIER_API_KEY,
      SUPPLIER_WEBHOOK_SECRET,
      ...withoutSupplier
    } = productionVariables
    expect(() =>
      loadConfig({ ...withoutSupplier, NODE_ENV: 'production', DATA_DIR: dataDir }),
    ).toThrow(
      'needs these variables, which are not set: SUPPLIER_URL, SUPPLIER_USERNAME, SUPPLIER_API_KEY, SUPPLIER_WEBHOOK_SECRET',
    )
    const supplier = { SUPPLIER_URL, SUPPLIER_USERNAME, SUPPLIER_API_KEY, SUPPLIER_WEBHOOK_SECRET }
    for (const name of Object.keys(supplier)) {
      expect(() =>
        loadConfig({ ...productionVariables, [name]: '', NODE_ENV: 'production' }),
      ).toThrow(`which are not set: ${name} (`)
    }
    expect(loadConfig({ ...productionVariables, NODE_ENV: 'production' }).supplier).toEqual({
      url: SUPPLIER_URL,
      username: SUPPLIER_USERNAME,
      apiKey: SUPPLIER_API_KEY,
      webhookSecret: SUPPLIER_WEBHOOK_SECRET,
      timeoutMs: 10_000,
    })
  })

  test('outside production the demo supplier answers unless all four supplier variables are set', () => {
    const base = { DATA_DIR: dataDir, TOKEN_SECRET: secret }
    expect(loadConfig(base).supplier.url).toBeUndefined()
    expect(() => loadConfig({ ...base, SUPPLIER_URL: 'https://api.digiflazz.com/v1' })).toThrow(
      'The supplier needs these variables too, which are not set: SUPPLIER_USERNAME, SUPPLIER_API_KEY, SUPPLIER_WEBHOOK_SECRET',
    )
    const all = {
      ...base,
      SUPPLIER_URL: 'https://api.digiflazz.com/v1',
      SUPPLIER_USERNAME: 'buyer',
      SUPPLIER_API_KEY: 'key',
      SUPPLIER_WEBHOOK_SECRET: 'secret',
    }
    expect(loadConfig({ ...all, SUPPLIER_TIMEOUT_MS: '2500' }).supplier).toMatchObject({
      url: 'https://api.digiflazz.com/v1',
      timeoutMs: 2_500,
    })
    for (const url of [
      'https://api.digiflazz.com/v1/',
      'https://api.digiflazz.com',
      'ftp://x/v1',
    ]) {
      expect(() => loadConfig({ ...all, SUPPLIER_URL: url })).toThrow(
        'SUPPLIER_URL must be an http(s) URL ending in /v1',
      )
    }
    for (const timeout of ['500', '200000', 'ten']) {
      expect(() => loadConfig({ ...all, SUPPLIER_TIMEOUT_MS: timeout })).toThrow(
        'SUPPLIER_TIMEOUT_MS must be a whole number from 1000 to 120000',
      )
    }
  })

  test('an SMS gateway needs its URL and its token, and is off without both', () => {
    const base = { DATA_DIR: dataDir, TOKEN_SECRET: secret }
    expect(loadConfig(base).smsGateway).toBeUndefined()
    expect(() => loadConfig({ ...base, SMS_GATEWAY_URL: 'https://sms.example/send' })).toThrow(
      'SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN are set together or not at all',
    )
    expect(() =>
      loadConfig({ ...base, SMS_GATEWAY_URL: 'not a url', SMS_GATEWAY_TOKEN: 't' }),
    ).toThrow('SMS_GATEWAY_URL must be a URL')
  })

  test('keeps uploads in an object store when its variables are set, all of them or none', () => {
    const base = { DATA_DIR: dataDir, TOKEN_SECRET: secret }
    const store = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'shop-uploads',
      S3_ACCESS_KEY_ID: 'shop',
      S3_SECRET_ACCESS_KEY: 'secret-key',
    }
    expect(loadConfig({ ...base, ...store }).uploadStorage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'shop-uploads',
      region: 'us-east-1',
      accessKeyId: 'shop',
      secretAccessKey: 'secret-key',
    })
    expect(
      loadConfig({ ...base, ...store, S3_REGION: 'ap-southeast-1' }).uploadStorage,
    ).toMatchObject({ kind: 's3', region: 'ap-southeast-1' })

    const partial = { S3_ENDPOINT: store.S3_ENDPOINT, S3_ACCESS_KEY_ID: store.S3_ACCESS_KEY_ID }
    expect(() => loadConfig({ ...base, ...partial, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      'The object store for uploads needs these variables too, which are not set: S3_BUCKET, S3_SECRET_ACCESS_KEY (see docs/operations.md)',
    )
    expect(() => loadConfig({ ...base, S3_REGION: 'us-east-1' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...base, ...store, S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http:// or https:// URL',
    )
    expect(() => loadConfig({ ...base, ...store, S3_BUCKET: 'Shop_Uploads' })).toThrow(
      'S3_BUCKET must be a bucket name',
    )
  })

  test('serves /metrics only with a long enough METRICS_TOKEN, and drains 3 s unless told', () => {
    const base = { DATA_DIR: dataDir, TOKEN_SECRET: secret }
    expect(loadConfig(base)).toMatchObject({ metricsToken: undefined, shutdownDrainMs: 3_000 })
    expect(
      loadConfig({ ...base, METRICS_TOKEN: 'a-scrape-token-16', SHUTDOWN_DRAIN_MS: '0' }),
    ).toMatchObject({ metricsToken: 'a-scrape-token-16', shutdownDrainMs: 0 })
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN must be at least 16 characters',
    )
    expect(() => loadConfig({ ...base, SHUTDOWN_DRAIN_MS: '9000' })).toThrow(
      'SHUTDOWN_DRAIN_MS must be a whole number from 0 to 8000',
    )
  })

  test.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/shop' }],
    ['TOKEN_SECRET', { TOKEN_SECRET: 'short' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
  ])('a bad %s stops the start with a message naming it', (name, env) => {
    const load = () => loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: secret, ...env })
    expect(load).toThrow(ConfigError)
    expect(load).toThrow(name)
  })

  test('without TOKEN_SECRET a secret is generated once and kept for the next start', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).tokenSecret
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(readFileSync(join(dataDir, 'token-secret'), 'utf8').trim()).toBe(first)
    expect(loadConfig({ DATA_DIR: dataDir }).tokenSecret).toBe(first)
    expect(existsSync(join(dataDir, 'db'))).toBe(false) // reading the config opens no database
  })
})

describe('the job runner', () => {
  function recordingLogger() {
    const errors: unknown[] = []
    const logger = {
      error: (details: unknown) => errors.push(details),
    } as unknown as FastifyBaseLogger
    return { logger, errors }
  }

  test('runs a job on demand, never twice at once, and logs a failure without throwing', async () => {
    const { logger, errors } = recordingLogger()
    const jobs = createJobRunner(logger, unsharedLocks)
    let runs = 0
    let release = () => {}
    jobs.register({
      name: 'slow',
      everyMs: 60_000,
      run: () =>
        new Promise<void>((resolve) => {
          runs += 1
          release = resolve
        }),
    })
    jobs.register({
      name: 'failing',
      everyMs: 60_000,
      run: async () => Promise.reject(new Error('boom')),
    })

    const first = jobs.runNow('slow')
    const overlapping = jobs.runNow('slow')
    release()
    await Promise.all([first, overlapping])
    expect(runs).toBe(1)

    await jobs.runNow('failing')
    expect(errors).toHaveLength(1)
    expect(() => jobs.register({ name: 'slow', everyMs: 1, run: async () => {} })).toThrow(/twice/)
  })

  test('runs jobs on their schedule once started, and stop waits for a run in progress', async () => {
    const { logger } = recordingLogger()
    const jobs = createJobRunner(logger, unsharedLocks)
    let finished = 0
    let started!: () => void
    const firstStart = new Promise<void>((resolve) => (started = resolve))
    jobs.register({
      name: 'tick',
      everyMs: 10,
      run: async () => {
        started()
        await new Promise((resolve) => setTimeout(resolve, 30))
        finished += 1
      },
    })
    jobs.start()
    await firstStart
    await jobs.stop()
    expect(finished).toBe(1)
  })
})

describe('the server', () => {
  test('closes with sockets still connected, dropping them', async () => {
    const server = await startTestServer({ handlerFactories: [] })
    const socket = await connectSocket(server.baseUrl)
    const dropped = new Promise<string>((resolve) =>
      socket.once('disconnect', (reason) => resolve(reason)),
    )
    await server.close()
    expect(await dropped).toBeTruthy()
  })

  test('seeds demo data only once: a later start prints the accounts it recorded', async () => {
    const server = await startTestServer({ handlerFactories: [] })
    try {
      const accounts = [{ label: 'Customer', phone: '2055500001', password: 'demo-pass' }]
      await server.db
        .insertInto('app_meta')
        .values({
          key: 'demo-seed',
          value: jsonb<unknown>({ seededAt: '2026-01-01T00:00:00Z', accounts }),
        })
        .execute()
      expect(await seedDemoDataOnce(server.deps)).toEqual(accounts)
      const off = { ...server.deps, config: { ...server.deps.config, seedDemoData: false } }
      expect(await seedDemoDataOnce(off)).toBeNull()
    } finally {
      await server.close()
    }
  })
})
