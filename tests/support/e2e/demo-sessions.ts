import { test as base } from './machine-evidence.ts'
import { DEMO_ACCOUNTS, logInThroughApi, type AuthSession } from './accounts.ts'

export type DemoAccount = 'customer' | 'admin'

/**
 * Playwright's `test` with `sessions`: each worker logs each demo account in once through the API.
 * Access tokens last 15 minutes, longer than the run, so no page refreshes (and rotates) the
 * shared session.
 */
export const test = base.extend<object, { sessions: Record<DemoAccount, AuthSession> }>({
  sessions: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL })
      await use({
        customer: await logInThroughApi(api, DEMO_ACCOUNTS.customer),
        admin: await logInThroughApi(api, DEMO_ACCOUNTS.admin),
      })
      await api.dispose()
    },
    { scope: 'worker' },
  ],
})
