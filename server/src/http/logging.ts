import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import { createRequire } from 'node:module'
import type { ServerConfig } from '../config.ts'

const require = createRequire(import.meta.url)

/** pino-pretty is a devDependency: present after `npm install`, absent from a production install. */
function prettyPrinterInstalled(): boolean {
  try {
    require.resolve('pino-pretty')
    return true
  } catch {
    return false
  }
}

/**
 * Development logs are lines a person reads (pino-pretty, in pino's worker thread); production and
 * tests keep pino's JSON, one object a line, for a log collector to parse. Without pino-pretty
 * installed, development falls back to JSON rather than failing to start.
 */
export function loggerOptions(config: ServerConfig): FastifyServerOptions['logger'] {
  const base = { level: config.logLevel, redact: ['req.headers.authorization'] }
  if (config.nodeEnv !== 'development' || !prettyPrinterInstalled()) return base
  return {
    ...base,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  }
}

/** The routes that serve files: the built SPA's assets, the images and the dev pages' assets. */
const staticRoutes = ['/*', '/images/*', '/dev/assets/:name']

/**
 * No log line per file served (a page load fetches dozens); their warnings and errors still show,
 * and every API request is still logged.
 */
export function quietStaticFiles(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (staticRoutes.includes(route.url)) route.logLevel = 'warn'
  })
}
