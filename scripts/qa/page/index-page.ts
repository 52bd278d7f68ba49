import type { ConsoleIndex } from '../console-types.ts'
import { evidenceNotice, getJson, h } from './dom.ts'

export async function renderIndexPage(app: HTMLElement): Promise<void> {
  const index = await getJson<ConsoleIndex>('/api/machines')
  document.title = 'QA console'
  app.replaceChildren(
    h('h1', {}, 'State machines'),
    evidenceNotice(index.evidenceFile),
    h(
      'table',
      { class: 'grid' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', {}, 'Machine'),
          h('th', {}, 'What it does'),
          h('th', {}, 'States'),
          h('th', {}, 'Transitions'),
        ),
      ),
      h(
        'tbody',
        {},
        ...index.machines.map((machine) =>
          h(
            'tr',
            {},
            h('td', {}, h('a', { href: `/machine/${encodeURIComponent(machine.id)}` }, machine.id)),
            h('td', {}, machine.description),
            h('td', { class: 'number' }, machine.states),
            h('td', { class: 'number' }, machine.transitions),
          ),
        ),
      ),
    ),
  )
}
