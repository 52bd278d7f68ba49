import type { SpecRule } from '../console-types.ts'
import { evidenceNotice, getJson, h } from './dom.ts'
import { testList } from './evidence-view.ts'

export async function renderRulesPage(app: HTMLElement): Promise<void> {
  const { rules, evidenceFile } = await getJson<{ rules: SpecRule[]; evidenceFile: string | null }>(
    '/api/rules',
  )
  document.title = 'SPEC rules · QA console'
  app.replaceChildren(
    h('h1', {}, 'SPEC rules'),
    h(
      'p',
      { class: 'lead' },
      'Each SPEC rule a machine names in a transition’s ',
      h('code', {}, 'meta.spec'),
      ', the transitions that implement it, and the tests that took them.',
    ),
    evidenceNotice(evidenceFile),
    rules.length === 0
      ? h('p', { class: 'notice' }, 'No transition names a SPEC rule yet.')
      : document.createDocumentFragment(),
    ...rules.map((rule) =>
      h(
        'section',
        { class: 'rule', 'data-rule': rule.rule },
        h('h2', {}, `SPEC ${rule.rule}`),
        ...rule.transitions.map(({ machine, transition }) =>
          h(
            'div',
            { class: 'rule-transition' },
            h(
              'h3',
              {},
              h('a', { href: `/machine/${encodeURIComponent(machine)}` }, machine),
              ': ',
              transition.label,
              h('span', { class: 'muted small' }, ` (${transition.id})`),
            ),
            testList(transition.evidence, 'No test took this transition in the last run.'),
          ),
        ),
      ),
    ),
  )
}
