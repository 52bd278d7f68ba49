import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createHttpSmsGateway } from '#server/src/sms/http-sms-gateway.ts'
import { SmsDeliveryError } from '#server/src/sms/sms-sender.ts'
import {
  recordingLogger,
  startStandInSmsGateway,
  type StandInSmsGateway,
} from '../support/stand-in-sms-gateway.ts'

const token = 'gateway-token-123'
const message = { to: '2055512345', text: 'Your verification code is 482913.' }
let gateway: StandInSmsGateway
let logged: ReturnType<typeof recordingLogger>

beforeAll(async () => {
  gateway = await startStandInSmsGateway()
})
afterAll(() => gateway.close())
afterEach(() => {
  gateway.reset()
  // Whatever happened, no log line may carry the code or the text.
  for (const line of logged.lines) {
    expect(line).not.toContain('482913')
    expect(line).not.toContain(message.text)
    expect(line).not.toContain(token)
  }
})

function sender(options: { tries?: number; timeoutMs?: number; url?: string } = {}) {
  logged = recordingLogger()
  return createHttpSmsGateway({
    url: gateway.url,
    token,
    log: logged.log,
    backoffMs: 5,
    ...options,
  })
}

describe('the HTTP SMS gateway adapter', () => {
  test('POSTs {to, text} as JSON with the bearer token', async () => {
    await sender().send(message)
    expect(gateway.received).toEqual([
      { authorization: `Bearer ${token}`, contentType: 'application/json', body: message },
    ])
  })

  test('tries again after a 503 and a 429, then succeeds', async () => {
    gateway.answerWith(503, 429)
    await sender({ tries: 3 }).send(message)
    expect(gateway.received).toHaveLength(3)
    expect(logged.lines.filter((line) => line.includes('trying again'))).toHaveLength(2)
  })

  test('gives up after its tries with a retryable error, logging the status only', async () => {
    gateway.answerWith(500, 502, 503, 503)
    const sending = sender({ tries: 3 }).send(message)
    await expect(sending).rejects.toThrow(SmsDeliveryError)
    await expect(sending).rejects.toMatchObject({
      retryable: true,
      message: 'gateway answered HTTP 503',
    })
    expect(gateway.received).toHaveLength(3)
    expect(logged.lines.at(-1)).toContain('giving up')
    expect(logged.lines.at(-1)).toContain('…345')
  })

  test('does not try again when the gateway refuses the request itself', async () => {
    gateway.answerWith(401)
    await expect(sender({ tries: 3 }).send(message)).rejects.toMatchObject({
      retryable: false,
      message: 'gateway answered HTTP 401',
    })
    expect(gateway.received).toHaveLength(1)
  })

  test('abandons a try that gets no answer in time, and tries again', async () => {
    gateway.answerWith('hang')
    await sender({ tries: 2, timeoutMs: 200 }).send(message)
    expect(gateway.received).toHaveLength(2)
    expect(logged.lines[0]).toContain('no answer within 200 ms')
  })

  test('reports a gateway that cannot be reached as a network error', async () => {
    const closed = await startStandInSmsGateway()
    await closed.close()
    await expect(sender({ tries: 2, url: closed.url }).send(message)).rejects.toMatchObject({
      retryable: true,
      message: 'network error: ECONNREFUSED',
    })
  })
})
