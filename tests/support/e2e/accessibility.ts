import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import type { Result } from 'axe-core'
import { LOCALE_NAMES, type Locale } from '#src/i18n/locales.ts'
import { expectScreenRendered } from './screen-checks.ts'

/** Waits until the screen shows its content: rendered, and no loading state left on it. */
export async function waitForScreen(page: Page): Promise<void> {
  await expectScreenRendered(page)
  await expect(page.getByTestId('loading-state')).toHaveCount(0)
}

/**
 * AxeBuilder's default run ends in a blank page it opens in the page's context, fills with axe
 * again and closes: that is what lets it join the results of frames from other origins, and it
 * took about a third of each check's time. A page that is one frame gets the same results from
 * axe run inside it (legacy mode); a page with frames keeps the default run. Every rule runs; the
 * passes and the rules axe cannot decide, which nothing reads, are not gathered node by node.
 */
function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ['violations'] })
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
  const results = await axeFor(page).analyze()
  const blocking = results.violations.filter((violation) =>
    BLOCKING_IMPACTS.has(violation.impact ?? ''),
  )
  expect(blocking.map(describeViolation).join('\n')).toBe('')
}

const SCRIPTS = { lao: /[\u0E80-\u0EFF]/, thai: /[\u0E00-\u0E7F]/ }

/** The scripts a control's name must not be in, per language (Latin brand names are everywhere). */
const FOREIGN_SCRIPTS: Record<Locale, RegExp[]> = {
  lo: [SCRIPTS.thai],
  th: [SCRIPTS.lao],
  en: [SCRIPTS.lao, SCRIPTS.thai],
}

const CONTROL_LINE =
  /^\s*- (button|link|textbox|searchbox|radio|checkbox|combobox|tab|switch|slider|spinbutton) "(.*)"/

/**
 * Fails when a control is named in another language's script than `locale`: an untranslated
 * label a screen reader would read out in the wrong language. The language choices are named in
 * their own languages on purpose.
 */
export async function expectControlsNamedIn(page: Page, locale: Locale): Promise<void> {
  const tree = await page.locator('body').ariaSnapshot()
  const ownNames = new Set(Object.values(LOCALE_NAMES))
  const misnamed = tree
    .split('\n')
    .map((line) => CONTROL_LINE.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .filter(([, , name = '']) => !ownNames.has(name))
    .filter(([, , name = '']) => FOREIGN_SCRIPTS[locale].some((script) => script.test(name)))
    .map(([, role, name]) => `${role} "${name}"`)
  expect(misnamed).toEqual([])
}
