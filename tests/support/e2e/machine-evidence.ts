import { relative } from 'node:path'
import process from 'node:process'
import { test as base } from '@playwright/test'
import { EVIDENCE_BINDING } from '#src/lib/machine-evidence.ts'
import { recordWalks } from '#tooling/evidence-record.ts'

/** The annotation of a test that plays a model path: its id (`p-3fa9c2`), for the evidence. */
export const PATH_ANNOTATION = 'machine-path'

/**
 * Playwright's `test`, recording for the evidence file which transitions the pages' machines took
 * during each test: the pages of the test's context report each one as it happens (the app's
 * inspector, src/lib/machine-evidence.ts), the flows' own actors and those they invoke alike.
 * Every browser spec uses it; a page opened in a context a test makes itself reports nothing.
 */
export const test = base.extend<{ machineEvidence: void }>({
  machineEvidence: [
    async ({ context }, use, testInfo) => {
      const taken = new Map<string, Set<string>>()
      await context.exposeBinding(
        EVIDENCE_BINDING,
        (_source, machineId: string, transitionId: string) => {
          const transitions = taken.get(machineId) ?? new Set()
          transitions.add(transitionId)
          taken.set(machineId, transitions)
        },
      )
      await use()
      // A page's reports travel before the answer to a later request: one round trip to each page
      // brings in what it reported last.
      await Promise.all(
        context.pages().map((page) => page.evaluate(() => undefined).catch(() => undefined)),
      )
      const path = testInfo.annotations.find(({ type }) => type === PATH_ANNOTATION)
      recordWalks(
        [...taken].map(([machine, transitions]) => ({
          level: 'browser' as const,
          file: relative(process.cwd(), testInfo.file),
          // The first title is the file's.
          titles: testInfo.titlePath.slice(1),
          path: path?.description ?? null,
          machine,
          transitions: [...transitions],
        })),
      )
    },
    { auto: true },
  ],
})
