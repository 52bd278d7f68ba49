import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS, logInThroughApi, type AuthSession } from './accounts.ts'

// A real 1x1 PNG: the backend checks an upload's first bytes against its declared type.
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** socket.io's CONNECT packet inside an engine.io message: the page's handshake, the server's accept. */
const CONNECT = '40'
/** socket.io's EVENT packet inside an engine.io message: what the server pushes. */
const EVENT = '42'

/** The page's socket.io connection, passed through to the backend, as a test plays it. */
export interface ChatSocket {
  /** How many connections the backend has accepted so far (each connect resyncs the open chat). */
  accepted(): number
  /** Resolves once the backend has pushed an event whose frame contains `text`. */
  pushed(text: string): Promise<void>
  /** Holds the pushes whose frame contains `text` until `release` is called. */
  holdPushes(text: string): { release: () => void }
  /**
   * Cuts the connection and resolves once socket.io has reconnected by itself. The backend cannot
   * replay what was missed (as after its restart), so the app resyncs: the open thread reloads.
   */
  reconnect(): Promise<void>
}

/**
 * Routes the page's socket.io connections through the test. Call before the page opens the chat.
 * Each handshake loses its recovery session (`pid`, `offset`), so no reconnect is a recovered one.
 */
export async function routeChatSocket(page: Page): Promise<ChatSocket> {
  let accepted = 0
  let cut: (() => Promise<void>) | undefined
  const pushes: string[] = []
  const pushListeners = new Set<() => void>()
  const held = new Map<string, Promise<void>>()

  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer()
    cut = () => ws.close()
    ws.onMessage((frame) => server.send(withoutRecoverySession(frame)))
    server.onMessage(async (frame) => {
      const text = String(frame)
      if (text.startsWith(CONNECT)) accepted += 1
      if (text.startsWith(EVENT)) {
        pushes.push(text)
        pushListeners.forEach((listener) => listener())
        const holds = [...held].filter(([needle]) => text.includes(needle))
        await Promise.all(holds.map(([, released]) => released))
      }
      ws.send(frame)
    })
  })

  return {
    accepted: () => accepted,
    pushed: (text) =>
      new Promise((resolve) => {
        const check = () => {
          if (!pushes.some((push) => push.includes(text))) return
          pushListeners.delete(check)
          resolve()
        }
        pushListeners.add(check)
        check()
      }),
    holdPushes: (text) => {
      let release = () => {}
      held.set(text, new Promise<void>((resolve) => (release = resolve)))
      return { release }
    },
    reconnect: async () => {
      const before = accepted
      await cut?.()
      await expect.poll(() => accepted, { timeout: 15_000 }).toBeGreaterThan(before)
    },
  }
}

/** The page's handshake without the session a reconnect would resume; other frames as they are. */
function withoutRecoverySession(frame: string | Buffer): string | Buffer {
  if (typeof frame !== 'string' || !frame.startsWith(`${CONNECT}{`)) return frame
  const {
    pid: _pid,
    offset: _offset,
    ...auth
  } = JSON.parse(frame.slice(CONNECT.length)) as {
    pid?: string
    offset?: string
  }
  return CONNECT + JSON.stringify(auth)
}

// One sign-in per worker: its access token outlives the run, and the login limit counts sign-ins.
let operatorSession: Promise<AuthSession> | undefined

/** The demo operator answers a customer, as from the desk: the socket pushes the reply to them. */
export async function operatorReplies(api: APIRequestContext, customerId: string, text: string) {
  const operator = await (operatorSession ??= logInThroughApi(api, DEMO_ACCOUNTS.admin))
  const response = await api.post('/api/v1/chat', {
    headers: { Authorization: `Bearer ${operator.accessToken}` },
    data: { text, type: 'TEXT', mode: 'ADMIN', customerId },
  })
  expect(response.status(), 'operator reply').toBe(200)
}
