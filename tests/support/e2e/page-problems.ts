import type { ConsoleMessage, Page } from '@playwright/test'

// The browser's own reports of a failed request: the smoke runs without some backends (and the
// app shows their failure on screen), so these are not errors of the page's code.
const FAILED_NETWORK_CALL = [
  /^Failed to load resource: /,
  /^WebSocket connection to '.*' failed/,
  /^Access to .* has been blocked by CORS policy/,
]

function isFailedNetworkCall(message: ConsoleMessage): boolean {
  return FAILED_NETWORK_CALL.some((pattern) => pattern.test(message.text()))
}

/**
 * Collects what must never happen on a page: an uncaught error, or an error logged to the console
 * other than a failed network call. Start it before navigating.
 */
export function collectPageProblems(page: Page): () => string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.stack ?? error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && !isFailedNetworkCall(message)) {
      const { url, lineNumber } = message.location()
      problems.push(`console.error: ${message.text()} (${url}:${lineNumber})`)
    }
  })
  return () => [...problems]
}
