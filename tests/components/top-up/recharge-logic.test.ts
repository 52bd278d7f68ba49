import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { NO_ANSWER } from '#contract/error-code'
import { createApiClient } from '#src/api/client'
import { createRechargeActors, deadlineOnDevice } from '#src/features/top-up/recharge.logic'
import { loadRechargeMethods } from '#src/features/top-up/recharge-loader'

const USER_ID = '7f0c8a52-3c1e-4d4e-9d4f-3f8f2b0f6a11'
const TOPUP_ID = '0a7e3c55-9d1f-4b2a-8c6e-5f4d3b2a1c0e'

const topup = {
  _id: TOPUP_ID,
  oldAmount: 0,
  amount: 50_000,
  currentAmount: 50_000,
  status: 'WAITING',
  moneyType: 'BANK',
  // The backend's clock: 15 minutes of life, whatever the device's clock says.
  created_at: '2025-06-01T08:00:00.000Z',
  expiresAt: '2025-06-01T08:15:00.000Z',
}

/** An API client over an injected fetch that answers `respond` and records what it was sent. */
function clientAnswering(respond: (request: Request) => Response | Promise<Response>) {
  const sent: Array<{ path: string; body: string }> = []
  const api = createApiClient({
    baseUrl: 'http://shop.test',
    getAccessToken: () => 'access',
    refreshSession: () => Promise.resolve('failed'),
    fetch: async (input, init) => {
      const request = new Request(input, init)
      sent.push({ path: new URL(request.url).pathname, body: await request.clone().text() })
      return respond(request)
    },
  })
  return { api, sent }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const run = <T>(logic: Parameters<typeof createActor>[0], input: unknown) =>
  toPromise(createActor(logic, { input }).start()) as Promise<T>

describe('the recharge actors', () => {
  it('make a QR for the amount and count its 15 minutes from when the answer arrived', async () => {
    const { api, sent } = clientAnswering(() =>
      json(200, { message: 'SUCCESS', qr_code: 'LAOQR|50000', topup }),
    )
    const actors = createRechargeActors(api, () => 1_000_000)

    const pending = await run(actors.generateQr, { userId: USER_ID, amount: 50_000 })

    expect(pending).toEqual({
      topupId: TOPUP_ID,
      qrCode: 'LAOQR|50000',
      amount: 50_000,
      issuedAt: 1_000_000,
      deadline: 1_000_000 + 15 * 60_000,
    })
    expect(sent).toEqual([
      {
        path: '/api/v1/genarate-qrcode-bank',
        body: JSON.stringify({ user_id: USER_ID, amount: 50_000 }),
      },
    ])
  })

  it('fail with the backend error code, or NO_ANSWER when no answer came', async () => {
    const refused = createRechargeActors(
      clientAnswering(() => json(400, { code: 'AMOUNT_TOO_SMALL' })).api,
    )
    await expect(
      run(refused.generateQr, { userId: USER_ID, amount: 50_000 }),
    ).rejects.toMatchObject({ code: 'AMOUNT_TOO_SMALL' })

    const offline = createRechargeActors(
      clientAnswering(() => Promise.reject(new TypeError('Failed to fetch'))).api,
    )
    await expect(
      run(offline.generateQr, { userId: USER_ID, amount: 50_000 }),
    ).rejects.toMatchObject({ code: NO_ANSWER })
    await expect(run(offline.fetchTopUp, { topupId: TOPUP_ID })).rejects.toMatchObject({
      code: NO_ANSWER,
    })
  })

  it('re-check a top-up by its id', async () => {
    const { api, sent } = clientAnswering(() =>
      json(200, { data: { ...topup, status: 'SUCCESS' } }),
    )

    const status = await run(createRechargeActors(api).fetchTopUp, { topupId: TOPUP_ID })

    expect(status).toEqual({ status: 'SUCCESS', rejectReason: null, cardRefusal: null })
    expect(sent.map((request) => request.path)).toEqual([`/api/v1/topup/${TOPUP_ID}`])
  })

  it("re-check a refused card's top-up, with the provider's reason", async () => {
    const { api } = clientAnswering(() =>
      json(200, {
        data: { ...topup, status: 'CANCEL', rejectReason: 'x', cardRefusal: 'CARD_ALREADY_USED' },
      }),
    )

    const status = await run(createRechargeActors(api).fetchTopUp, { topupId: TOPUP_ID })

    expect(status).toEqual({
      status: 'CANCEL',
      rejectReason: 'x',
      cardRefusal: 'CARD_ALREADY_USED',
    })
  })
})

describe('mobile money', () => {
  const claim = { amount: 40_000, senderPhone: '2055551234', reference: 'MM7K2Q9X1' }

  it('reports a transfer and keeps its waiting top-up', async () => {
    const { api, sent } = clientAnswering(() =>
      json(200, {
        message: 'WAITING_RECEIPT',
        topup: { ...topup, amount: 40_000, status: 'WAITING_RECEIPT', moneyType: 'MOBILE_MONEY' },
      }),
    )

    const waiting = await run(createRechargeActors(api).claimTransfer, claim)

    expect(waiting).toEqual({ topupId: TOPUP_ID, amount: 40_000 })
    expect(sent).toEqual([{ path: '/api/v1/mobile-money/transfers', body: JSON.stringify(claim) }])
  })

  it('fails with the code of a number that is no member’s', async () => {
    const { api } = clientAnswering(() => json(422, { code: 'SENDER_NOT_MEMBER' }))
    await expect(run(createRechargeActors(api).claimTransfer, claim)).rejects.toMatchObject({
      code: 'SENDER_NOT_MEMBER',
    })
  })

  it("offers the method with the shop's account only when it has one, and leaves it out when no answer came", async () => {
    const signal = new AbortController().signal
    const offered = clientAnswering(() => json(200, { account: '2059990905', ussd: '*905#' }))
    expect(await loadRechargeMethods(offered.api, signal)).toEqual({
      mobileMoney: { account: '2059990905', ussd: '*905#' },
    })
    const closed = clientAnswering(() => json(200, { account: null, ussd: '*905#' }))
    expect(await loadRechargeMethods(closed.api, signal)).toEqual({ mobileMoney: null })
    const offline = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await loadRechargeMethods(offline.api, signal)).toEqual({ mobileMoney: null })
  })
})

describe('deadlineOnDevice', () => {
  it('is the QR lifetime after the answer arrived, never negative, 0 when unknown', () => {
    expect(deadlineOnDevice(topup, 500)).toBe(500 + 15 * 60_000)
    expect(deadlineOnDevice({ ...topup, expiresAt: '2025-06-01T07:00:00.000Z' }, 500)).toBe(500)
    expect(deadlineOnDevice({ ...topup, expiresAt: null }, 500)).toBe(500)
  })
})
