import { expect, type Browser } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { readTopupQr } from '#server/src/modules/wallet/topup-qr.ts'
import { signBankNotice } from '#server/src/security/bank-signature.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { startSignedIn, uniquePhone, type AuthSession } from './accounts.ts'
import type { ProductionShop } from './production-shop.ts'

// Customers of the production shop, made the way real ones are: it has no /dev outbox and no bank
// simulator, so the code comes from the SMS gateway and the money from a signed bank notice.

/** What the shop's bank does when a customer pays a QR: a notice, signed with the shop's secret. */
export async function bankPays(
  shop: ProductionShop,
  qrCode: string,
  { amount }: { amount?: number } = {},
): Promise<Response> {
  const qr = readTopupQr(qrCode)
  if (!qr) throw new Error('not a top-up QR')
  const body = JSON.stringify({
    transactionId: `BCEL${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`,
    billNumber: qr.billNumber,
    amount: amount ?? qr.amount,
    currency: 'LAK',
    paidAt: new Date().toISOString(),
  })
  const timestamp = String(Math.floor(Date.now() / 1000))
  return fetch(`${shop.baseURL}/api/v1/bank/notifications`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-bank-timestamp': timestamp,
      'x-bank-signature': signBankNotice(shop.bankWebhookSecret, timestamp, body),
    },
    body,
  })
}

export async function logIn(
  shop: ProductionShop,
  account: { phone: string; password: string },
): Promise<AuthSession> {
  const answer = await fetch(`${shop.baseURL}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: account.phone, password: account.password }),
  })
  expect(answer.status).toBe(200)
  return (await answer.json()) as AuthSession
}

/** A browser of its own (its storage, its socket) signed in as `session`, opened at `path`. */
export async function openAs(
  browser: Browser,
  shop: ProductionShop,
  session: AuthSession,
  locale: Locale,
  path: string,
) {
  const context = await browser.newContext({ baseURL: shop.baseURL })
  const page = await context.newPage()
  await startSignedIn(page, session, locale)
  await page.goto(path)
  return page
}

async function postJson(shop: ProductionShop, path: string, body: unknown, token?: string) {
  const answer = await fetch(`${shop.baseURL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  })
  expect(answer.status, path).toBe(200)
  return (await answer.json()) as unknown
}

/**
 * A new customer registered over the API with the code the SMS gateway received, whose wallet a
 * paid QR filled with `amount` kip; signed in again, so the session carries that balance.
 */
export async function fundedProductionCustomer(
  shop: ProductionShop,
  amount: number,
): Promise<AuthSession> {
  const account = { phone: uniquePhone(), password: 'lao-pass-2030' }
  const sms = shop.gateway.nextMessage()
  const { token } = (await postJson(shop, '/api/v1/register-otp', { phone: account.phone })) as {
    token: string
  }
  const { text } = (await sms).body as { text: string }
  const code = /\b(\d{6})\b/.exec(text)?.[1] ?? ''
  const registered = (await postJson(
    shop,
    '/api/v1/verify-register-craete-customer',
    {
      userName: account.phone,
      password: account.password,
      role: 'CUSTOMER',
      fullName: 'Production Customer',
      code,
    },
    token,
  )) as AuthSession
  const { qr_code } = (await postJson(
    shop,
    '/api/v1/genarate-qrcode-bank',
    { user_id: registered.data._id, amount },
    registered.accessToken,
  )) as { qr_code: string }
  expect((await bankPays(shop, qr_code)).status).toBe(200)
  return logIn(shop, account)
}
