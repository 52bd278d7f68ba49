import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import type { Result } from 'axe-core'
import { expectScreenRendered } from './screen-checks.ts'

/** Waits until the screen shows its content: rendered, and no loading state left on it. */
export async function waitForScreen(page: Page): Promise<void> {
  await expectScreenRendered(page)
  await expect(page.getByTestId('loading-state')).toHaveCount(0)
}

/** The impacts the shop does not ship with: axe's two highest. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical'])

function describeViolation(violation: Result): string {
  const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n')
  return `${violation.impact} ${violation.id}: ${violation.help}\n${targets}`
}

/**
 * Runs every axe rule on the page as it is now (open dialogs included) and fails with a readable
 * list of the serious and critical violations.
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const blocking = results.violations.filter((violation) =>
    BLOCKING_IMPACTS.has(violation.impact ?? ''),
  )
  expect(blocking.map(describeViolation).join('\n')).toBe('')
}
