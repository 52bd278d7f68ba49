import type { AnyEventObject } from 'xstate'
import type { EnabledEvent, SimulationResult } from '../simulator.ts'

export interface SimulatorPanelOptions {
  /** Where the console serves `POST /api/simulate/<machineId>` (default: the page's own origin). */
  baseUrl?: string
  /** The fetch to ask it with (a test's, or the page's). */
  fetch?: typeof fetch
}

/** What the panel has sent, as the server needs it (events) and as QA read it (labels). */
interface Sent {
  event: AnyEventObject
  label: string
}

/**
 * The simulator panel of a machine's console page: the state the machine is in, the events it
 * accepts there as buttons (each payload of the machine's model a button of its own, a timer as
 * "wait …"), the events sent so far with an undo and a reset, and the context without secrets.
 * The server replays the whole list on the real machine at each step, so the panel keeps only
 * the list; `onState` gets each result, for the chart to light its states and transitions.
 * Resolves once the machine's start is shown.
 */
export async function mountSimulator(
  container: HTMLElement,
  machineId: string,
  onState: (result: SimulationResult) => void,
  options: SimulatorPanelOptions = {},
): Promise<void> {
  const view = new SimulatorView(container)
  const request = options.fetch ?? ((input, init) => fetch(input, init))
  const url = `${options.baseUrl ?? ''}/api/simulate/${encodeURIComponent(machineId)}`
  let history: Sent[] = []

  /** Asks for the state after `sent`; keeps it as the history only when the machine took it. */
  const show = async (sent: Sent[]): Promise<void> => {
    view.busy(true)
    try {
      const answer = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ events: sent.map((item) => item.event) }),
      })
      const body = (await answer.json()) as SimulationResult | { error: string }
      if ('error' in body) {
        view.error(body.error)
        return
      }
      history = sent
      view.draw(body, history, {
        choose: ({ event, label }) => void show([...history, { event, label }]),
        undo: () => void show(history.slice(0, -1)),
        reset: () => void show([]),
      })
      onState(body)
    } catch (error) {
      view.error(`The console did not answer: ${error instanceof Error ? error.message : error}`)
    } finally {
      view.busy(false)
    }
  }
  await show([])
}

interface Intents {
  choose: (enabled: EnabledEvent) => void
  undo: () => void
  reset: () => void
}

/** The panel's elements; it draws what it is given and reports clicks, nothing else. */
class SimulatorView {
  private readonly state = element('p', 'simulator-state')
  private readonly problem = element('p', 'simulator-error')
  private readonly events = element('div', 'simulator-events')
  private readonly sent = element('ol', 'simulator-sent')
  private readonly undoButton = button('Undo', 'simulator-undo')
  private readonly resetButton = button('Reset', 'simulator-reset')
  private readonly context = element('pre', 'simulator-context')

  constructor(container: HTMLElement) {
    const panel = element('section', 'simulator')
    panel.setAttribute('aria-label', 'Simulator')
    this.problem.setAttribute('role', 'alert')
    this.problem.hidden = true
    this.events.setAttribute('aria-label', 'Enabled events')
    const contextBox = element('details', 'simulator-context-box')
    contextBox.append(text('summary', 'Context (secrets removed)'), this.context)
    panel.append(
      text('h2', 'Simulator'),
      this.state,
      this.problem,
      text('h3', 'Enabled events'),
      this.events,
      text('h3', 'Sent'),
      this.sent,
      this.undoButton,
      this.resetButton,
      contextBox,
    )
    container.replaceChildren(panel)
  }

  draw(result: SimulationResult, history: readonly Sent[], intents: Intents): void {
    this.problem.hidden = true
    const finished = result.status === 'done' ? ', finished' : ''
    const clock = ` (t+${result.elapsedMs / 1000} s${finished})`
    this.state.replaceChildren('State: ', text('code', result.state), clock)

    this.events.replaceChildren(
      ...result.enabled.map((enabled) => {
        const choice = button(enabled.label, 'simulator-event')
        choice.dataset['eventType'] = enabled.type
        // The label is shortened; the whole event is one hover away.
        choice.title = JSON.stringify(enabled.event, null, 2)
        choice.addEventListener('click', () => intents.choose(enabled))
        return choice
      }),
    )
    if (result.enabled.length === 0) this.events.append(text('p', 'No event is enabled here.'))

    this.sent.replaceChildren(...history.map((item) => text('li', item.label)))
    this.undoButton.onclick = intents.undo
    this.resetButton.onclick = intents.reset
    this.context.textContent = JSON.stringify(result.context, null, 2)
  }

  error(message: string): void {
    this.problem.textContent = message
    this.problem.hidden = false
  }

  /** While a step is asked for, nothing else can be sent: the answer decides what comes next. */
  busy(asking: boolean): void {
    const sentCount = this.sent.children.length
    for (const control of this.events.querySelectorAll('button')) control.disabled = asking
    this.undoButton.disabled = asking || sentCount === 0
    this.resetButton.disabled = asking || sentCount === 0
  }
}

function element<TTag extends keyof HTMLElementTagNameMap>(
  tag: TTag,
  className: string,
): HTMLElementTagNameMap[TTag] {
  const created = document.createElement(tag)
  created.className = className
  return created
}

function text(tag: keyof HTMLElementTagNameMap, content: string): HTMLElement {
  const created = document.createElement(tag)
  created.textContent = content
  return created
}

function button(label: string, className: string): HTMLButtonElement {
  const created = element('button', className)
  created.type = 'button'
  created.textContent = label
  return created
}
