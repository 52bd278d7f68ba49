import { relative } from 'node:path'
import process from 'node:process'
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test'
import { EVIDENCE_BINDING } from '#src/lib/machine-evidence.ts'
import { recordWalks } from '#tooling/evidence-record.ts'

/** The annotation of a test that plays a model path: its id (`p-3fa9c2`), for the evidence. */
export const PATH_ANNOTATION = 'machine-path'

/** What the running test's pages took, by machine id; each worker runs one test at a time. */
let takenByRunningTest: Map<string, Set<string>> | undefined
/** Contexts a test or a spec opened itself, reporting too (newReportingContext). */
const sharedContexts = new Set<BrowserContext>()

function report(machineId: string, transitionId: string): void {
  if (!takenByRunningTest) return
  const transitions = takenByRunningTest.get(machineId) ?? new Set()
  transitions.add(transitionId)
  takenByRunningTest.set(machineId, transitions)
}

async function reportFrom(context: BrowserContext): Promise<void> {
  await context.exposeBinding(
    EVIDENCE_BINDING,
    (_source, machineId: string, transitionId: string) => report(machineId, transitionId),
  )
}

/**
 * A context a test opens itself, or a spec keeps across its tests (several paths on one page),
 * whose pages report to whichever test runs, as the test's own page does.
 */
export async function newReportingContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options)
  await reportFrom(context)
  sharedContexts.add(context)
  context.once('close', () => sharedContexts.delete(context))
  return context
}

/**
 * Playwright's `test`, recording for the evidence file which transitions the pages' machines took
 * during each test: the pages of the test's context report each one as it happens (the app's
 * inspector, src/lib/machine-evidence.ts), the flows' own actors and those they invoke alike, and
 * so do the pages of a context opened through newReportingContext (openSignedIn's, a spec's page
 * shared by its paths). A page of another context a test makes itself reports nothing.
 */
export const testRecordingEvidence = base.extend<{ machineEvidence: void }>({
  machineEvidence: [
    async ({ context }, use, testInfo) => {
      const taken = new Map<string, Set<string>>()
      takenByRunningTest = taken
      await reportFrom(context)
      await use()
      // A page's reports travel before the answer to a later request: one round trip to each page
      // brings in what it reported last.
      const pages = [context, ...sharedContexts].flatMap((open) => open.pages())
      await Promise.all(pages.map((page) => page.evaluate(() => undefined).catch(() => undefined)))
      takenByRunningTest = undefined
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
