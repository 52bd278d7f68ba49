import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ServerDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { bankPage } from './bank-page.ts'
import { createDevApi } from './dev-api.ts'
import { loadDevAssets } from './dev-assets.ts'
import { homePage } from './home-page.ts'
import type { SafeHtml } from './html.ts'
import { outboxPage } from './outbox-page.ts'

/** HTML pages for people at /dev (the OTP outbox and the bank simulator), outside the contract. */
export type DevPages = (app: FastifyInstance, deps: ServerDeps) => Promise<void>

function sendPage(reply: FastifyReply, page: SafeHtml, status = 200) {
  // Always current: these pages show live state (codes, waiting payments).
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(page.markup)
}

/**
 * The /dev pages for people: an index, the OTP outbox and the bank simulator: stand-ins for a phone
 * and a bank (operators work at the desk, /admin; the supplier simulator registers its own, in
 * supplier/demo-supplier-routes.ts). app.ts registers them only when dev helpers are
 * on, so production answers 404 for all of /dev.
 */
export const registerDevPages: DevPages = async (app, deps) => {
  const { db, clock } = deps
  const api = createDevApi(app)
  const assets = await loadDevAssets()

  app.get('/dev', async (_request, reply) => sendPage(reply, await homePage(db)))
  app.get('/dev/outbox', async (_request, reply) =>
    sendPage(reply, await outboxPage(db, clock.now())),
  )
  app.get('/dev/bank', async (_request, reply) => sendPage(reply, await bankPage(api, clock.now())))
  app.get<{ Params: { name: string } }>('/dev/assets/:name', async (request, reply) => {
    const asset = assets.get(request.params.name)
    if (!asset) throw new ApiError(404, 'NOT_FOUND')
    return reply.type(asset.type).header('Cache-Control', 'no-cache').send(asset.body)
  })
}
