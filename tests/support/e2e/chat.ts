import type { Page } from '@playwright/test'

// A real 1x1 PNG: the backend checks an upload's first bytes against its declared type.
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/**
 * Resolves once the page's socket.io connection has connected: its first connect reloads the open
 * chat thread, so a test that must know which requests a thread makes waits for it. Call before
 * the page opens the chat.
 */
export function socketConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return
      // socket.io's CONNECT packet, answered by the server once the handshake is accepted.
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve()
      })
    })
  })
}
