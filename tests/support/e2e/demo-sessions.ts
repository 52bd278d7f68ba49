import { testRecordingEvidence } from './machine-evidence.ts'
import { DEMO_ACCOUNTS, logInThroughApi, type AuthSession } from './accounts.ts'

export type DemoAccount = 'customer' | 'admin'

/**
 * The `test` of every browser spec: Playwright's, recording the machines' evidence, with
 * `sessions`: each worker logs each demo account in once through the API, when a test first asks.
 * Access tokens last 15 minutes, longer than the run, so no page refreshes (and rotates) the
 * shared session. One `test` for all specs: Playwright runs tests whose worker fixtures differ in
 * workers of their own, and a second `test` type had every worker and its browser started twice.
 */
export const test = testRecordingEvidence.extend<
  object,
  { sessions: Record<DemoAccount, AuthSession> }
>({
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
