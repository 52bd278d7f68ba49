import Fastify from 'fastify'
import { describe, expect, test } from 'vitest'
import { loadConfig } from '#server/src/config.ts'
import { registerImages } from '#server/src/http/images.ts'
import { loggerOptions, quietStaticFiles } from '#server/src/http/logging.ts'
import { createDiskUploadStorage } from '#server/src/storage/disk-upload-storage.ts'
import { productionVariables } from '../support/production-env.ts'

const env = { DATA_DIR: '.data/logging-test', TOKEN_SECRET: 'x'.repeat(32) }

describe('logs', () => {
  test('are readable lines in development and JSON in production and tests', () => {
    expect(loggerOptions(loadConfig(env))).toMatchObject({ transport: { target: 'pino-pretty' } })
    for (const nodeEnv of ['production', 'test']) {
      const options = loggerOptions(
        loadConfig({ ...env, ...productionVariables, NODE_ENV: nodeEnv }),
      )
      expect(options).not.toHaveProperty('transport')
      expect(options).toMatchObject({ redact: ['req.headers.authorization'] })
    }
  })

  test('say nothing of the files served, and still log every API request', async () => {
    const lines: string[] = []
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    })
    quietStaticFiles(app)
    const { assetsDir, uploadStorage } = loadConfig(env)
    if (uploadStorage.kind !== 'disk') throw new Error('The test environment names no object store')
    const uploads = await createDiskUploadStorage(uploadStorage.dir)
    await registerImages(app, { assetsDir, uploads })
    app.get('/api/v1/ping', async () => ({ pong: true }))

    const image = await app.inject({ url: '/images/games/mobile-legends.webp' })
    expect(image.statusCode).toBe(200)
    expect(lines.join('')).not.toContain('mobile-legends.webp')

    await app.inject({ url: '/api/v1/ping' })
    expect(lines.filter((line) => line.includes('/api/v1/ping'))).toHaveLength(1)
    expect(lines.some((line) => line.includes('request completed'))).toBe(true)
    await app.close()
  })
})
