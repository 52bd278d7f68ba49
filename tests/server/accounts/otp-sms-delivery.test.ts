import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { SMS_DISPATCH_JOB } from '#server/src/sms/sms-dispatcher.ts'
import { request } from '../support/http-client.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { startStandInSmsGateway, type StandInSmsGateway } from '../support/stand-in-sms-gateway.ts'
import { createTestUser } from '../support/test-users.ts'
import type { TestServer } from '../support/test-server.ts'
import { json, startAccountsServer } from './fixtures.ts'

// The OTP request with an SMS gateway configured: the code reaches the gateway after the commit,
// in the customer's language, and a message the gateway did not take is tried again later.

const clock = createManualClock(new Date('2026-11-21T08:00:00Z'))
const gatewayToken = 'stand-in-gateway-token'
let gateway: StandInSmsGateway
let server: TestServer
let phoneSequence = 0

beforeAll(async () => {
  gateway = await startStandInSmsGateway()
  server = await startAccountsServer({
    clock,
    config: { smsGateway: { url: gateway.url, token: gatewayToken } },
  })
})
afterAll(async () => {
  await server?.close()
  await gateway?.close()
})
beforeEach(() => gateway.reset())

const nextPhone = () => `2077${String((phoneSequence += 1)).padStart(6, '0')}`

async function requestCode(path: string, body: object, headers: Record<string, string> = {}) {
  const init = json(body)
  const response = await request(`${server.baseUrl}${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), ...headers },
  })
  expect(response.status).toBe(200)
}

async function outboxRow(phone: string) {
  return server.db
    .selectFrom('sms_outbox')
    .selectAll()
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow()
}

describe('an OTP request with an SMS gateway configured', () => {
  test('reaches the gateway with the code, in the language the request asks for', async () => {
    const phone = nextPhone()
    const arriving = gateway.nextMessage()
    await requestCode('/api/v1/register-otp', { phone, language: 'th' })
    const sms = await arriving

    const { code } = await outboxRow(phone)
    expect(sms.authorization).toBe(`Bearer ${gatewayToken}`)
    expect(sms.body).toEqual({
      to: phone,
      text: `รหัสยืนยันของคุณคือ ${code} รหัสนี้ใช้ได้ 5 นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
    })
    await expect.poll(async () => (await outboxRow(phone)).status).toBe('SENT')
  })

  test('without a language in the body, follows Accept-Language; without either, Lao', async () => {
    const customer = await createTestUser(server.deps)
    const english = gateway.nextMessage()
    await requestCode(
      '/api/v1/forget-password-otp',
      { phone: customer.phone },
      { 'Accept-Language': 'fr-FR, en-GB;q=0.8, lo;q=0.5' },
    )
    const { code: resetCode } = await outboxRow(customer.phone)
    expect((await english).body).toMatchObject({
      text: `Your verification code is ${resetCode}. It is valid for 5 minutes. Do not share it with anyone.`,
    })

    const phone = nextPhone()
    const lao = gateway.nextMessage()
    await requestCode('/api/v1/register-otp', { phone })
    const { code } = await outboxRow(phone)
    expect((await lao).body).toMatchObject({
      text: `ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ ${code}. ລະຫັດນີ້ໃຊ້ໄດ້ 5 ນາທີ. ຢ່າບອກລະຫັດນີ້ໃຫ້ຜູ້ອື່ນ.`,
    })
  })

  test('a message the gateway did not take is tried again later, while its code is valid', async () => {
    const phone = nextPhone()
    gateway.answerWith(503, 503, 503)
    await requestCode('/api/v1/register-otp', { phone, language: 'en' })
    await server.deps.jobs.runNow(SMS_DISPATCH_JOB)
    const waiting = await outboxRow(phone)
    expect(waiting).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      last_error: 'gateway answered HTTP 503',
      next_attempt_at: new Date(clock.now().getTime() + 15_000),
    })

    const arriving = gateway.nextMessage()
    clock.advance(15_000)
    await server.deps.jobs.runNow(SMS_DISPATCH_JOB)
    expect((await arriving).body).toMatchObject({ to: phone })
    expect(await outboxRow(phone)).toMatchObject({ status: 'SENT', attempts: 2, last_error: null })
  }, 15_000)

  test('a message the gateway refuses outright is not sent again', async () => {
    const phone = nextPhone()
    gateway.answerWith(400)
    await requestCode('/api/v1/register-otp', { phone })
    await server.deps.jobs.runNow(SMS_DISPATCH_JOB)
    await expect.poll(async () => (await outboxRow(phone)).status).toBe('FAILED')
    clock.advance(60_000)
    await server.deps.jobs.runNow(SMS_DISPATCH_JOB)
    expect(gateway.received).toHaveLength(1)
  })
})
