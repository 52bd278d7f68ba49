import { test as base } from '@playwright/test'
import { DEMO_ACCOUNTS, logInThroughApi, type AuthSession } from './accounts.ts'

export type DemoAccount = 'customer' | 'admin'

/**
 * A test with the demo customer's and the admin's sessions. Each worker logs each account in once
 * through the API: access tokens last 15 minutes, longer than the run, so no page refreshes (and
 * rotates) the shared session.
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

export { expect } from '@playwright/test'
