import type { ChartLayout, ConsoleTransition, LaidOutEdge, LaidOutNode } from '../console-types.ts'
import { STAY_LINE_HEIGHT, TITLE_HEIGHT } from '../chart-metrics.ts'
import { h, svg } from './dom.ts'

const MIN_ZOOM = 0.1
const MAX_ZOOM = 4
const ZOOM_STEP = 1.25
const MARGIN = 16
/** Below this a fitted chart's 13 px text reads under 10 px. */
const READABLE_ZOOM = 0.75

export interface ChartCallbacks {
  onToggleFold: (stateId: string) => void
  onPickTransition: (transitionId: string) => void
}

/**
 * The chart as SVG, panned by dragging and zoomed by the wheel or the buttons. Each state's box
 * carries `data-state-id` and each arrow `data-transition-id`, so a path's step or a picked
 * transition lights them.
 */
export class ChartView {
  readonly element: HTMLElement
  private readonly surface: SVGSVGElement
  private readonly viewport: SVGGElement
  private readonly zoomLabel: HTMLElement
  private view = { x: MARGIN, y: MARGIN, zoom: 1 }
  private size = { width: 0, height: 0 }

  constructor(
    private readonly reachOf: ReadonlyMap<string, ConsoleTransition['reach']>,
    private readonly callbacks: ChartCallbacks,
    toolbarExtras: HTMLElement[],
  ) {
    this.viewport = svg('g', { class: 'viewport' })
    this.surface = svg(
      'svg',
      { class: 'chart-surface', role: 'img', 'aria-label': 'State chart' },
      svg('defs', {}, ...['both', 'unit', 'browser', 'never', 'lit'].map(arrowHead)),
      this.viewport,
    )
    this.zoomLabel = h('span', { class: 'zoom-label', 'aria-live': 'polite' })
    const button = (label: string, title: string, action: () => void) =>
      h('button', { type: 'button', title, onclick: action }, label)
    this.element = h(
      'div',
      { class: 'chart' },
      h(
        'div',
        { class: 'chart-toolbar' },
        button('−', 'Zoom out', () => this.zoomBy(1 / ZOOM_STEP)),
        this.zoomLabel,
        button('+', 'Zoom in', () => this.zoomBy(ZOOM_STEP)),
        button('Fit', 'Fit the chart in view', () => this.fit()),
        button('1:1', 'Actual size', () => this.setZoom(1)),
        ...toolbarExtras,
      ),
      this.surface,
    )
    this.listenForPanAndZoom()
  }

  draw(layout: ChartLayout): void {
    this.size = { width: layout.width, height: layout.height }
    // Boxes first (outer before inner, as ELK lists them), arrows over them.
    this.viewport.replaceChildren(
      ...layout.nodes.map((node) => this.drawNode(node)),
      ...layout.edges.map((edge) => this.drawEdge(edge)),
    )
  }

  /** Lights these states and arrows, and only these. */
  light(stateIds: readonly string[], transitionIds: readonly string[]): void {
    for (const lit of this.viewport.querySelectorAll<SVGElement>('[data-lit]')) {
      lit.removeAttribute('data-lit')
      arrowHeadOf(lit)?.setAttribute('marker-end', `url(#arrow-${lit.dataset.reach})`)
    }
    for (const id of stateIds) this.stateBox(id)?.setAttribute('data-lit', '')
    for (const id of transitionIds) {
      for (const edge of this.viewport.querySelectorAll(
        `[data-transition-id="${CSS.escape(id)}"]`,
      )) {
        edge.setAttribute('data-lit', '')
        arrowHeadOf(edge)?.setAttribute('marker-end', 'url(#arrow-lit)')
      }
    }
  }

  /** Brings a state's box into view without changing the zoom. */
  reveal(stateId: string): void {
    const box = this.stateBox(stateId)
    if (!box) return
    const x = Number(box.dataset.x)
    const y = Number(box.dataset.y)
    const { clientWidth, clientHeight } = this.surface
    const left = this.view.x + x * this.view.zoom
    const top = this.view.y + y * this.view.zoom
    if (left < 0 || left > clientWidth - 40 || top < 0 || top > clientHeight - 40) {
      this.view.x = clientWidth / 3 - x * this.view.zoom
      this.view.y = clientHeight / 3 - y * this.view.zoom
      this.apply()
    }
  }

  /**
   * The first view: the whole chart when it fits at a readable size, else its top left at actual
   * size (text at 13 px), to be panned.
   */
  showStart(): void {
    if (this.fitZoom() >= READABLE_ZOOM) this.fit()
    else {
      this.view = { x: MARGIN, y: MARGIN, zoom: 1 }
      this.apply()
    }
  }

  /** Fits the chart in view, never past its actual size. */
  fit(): void {
    const { clientWidth } = this.surface
    if (!this.size.width || !clientWidth) return
    const zoom = this.fitZoom()
    this.view = {
      zoom: clamp(zoom),
      x: Math.max(MARGIN, (clientWidth - this.size.width * zoom) / 2),
      y: MARGIN,
    }
    this.apply()
  }

  private fitZoom(): number {
    const { clientWidth, clientHeight } = this.surface
    return Math.min(
      1,
      (clientWidth - 2 * MARGIN) / this.size.width,
      (clientHeight - 2 * MARGIN) / this.size.height,
    )
  }

  private stateBox(stateId: string): SVGGElement | null {
    return this.viewport.querySelector(`[data-state-id="${CSS.escape(stateId)}"]`)
  }

  private drawNode(node: LaidOutNode): SVGGElement {
    const foldable = node.kind !== 'leaf'
    const label = svg(
      'text',
      {
        x: node.kind === 'open' ? 10 : node.width / 2,
        y: node.kind === 'open' ? 21 : 22,
        'text-anchor': node.kind === 'open' ? 'start' : 'middle',
      },
      node.kind === 'open' ? `▾ ${node.label}` : node.label,
    )
    const group = svg(
      'g',
      {
        class: `state state-${node.kind}${node.final ? ' state-final' : ''}`,
        'data-state-id': node.stateId,
        'data-depth': node.depth,
        'data-x': node.x,
        'data-y': node.y,
        transform: `translate(${node.x} ${node.y})`,
        ...(foldable
          ? {
              role: 'button',
              tabindex: 0,
              'aria-label': `${node.kind === 'open' ? 'Fold' : 'Unfold'} ${node.label}`,
            }
          : {}),
      },
      svg('title', {}, node.description ? `${node.label}: ${node.description}` : node.label),
      svg('rect', { width: node.width, height: node.height, rx: 8 }),
      node.final
        ? svg('rect', {
            class: 'final-ring',
            x: 3,
            y: 3,
            width: node.width - 6,
            height: node.height - 6,
            rx: 6,
          })
        : null,
      label,
      ...node.stays.map((stay, index) =>
        this.drawStay(stay, TITLE_HEIGHT + index * STAY_LINE_HEIGHT, node.width),
      ),
    )
    if (foldable) {
      const toggle = (event: Event) => {
        event.stopPropagation()
        this.callbacks.onToggleFold(node.stateId)
      }
      // An open box folds from its title bar; a folded box unfolds anywhere.
      ;(node.kind === 'open' ? label : group).addEventListener('click', toggle)
      group.addEventListener('keydown', (event) => {
        if ((event as KeyboardEvent).key === 'Enter') toggle(event)
      })
    }
    return group
  }

  /** A transition that stays in its state: a line in the state's box, coloured as arrows are. */
  private drawStay(stay: LaidOutNode['stays'][number], y: number, width: number): SVGGElement {
    const reach = this.reachOf.get(stay.transitionId) ?? 'never'
    return svg(
      'g',
      {
        class: `transition stay reach-${reach}`,
        'data-transition-id': stay.transitionId,
        role: 'button',
        'aria-label': `Transition ${stay.label}`,
        onclick: (event: Event) => {
          event.stopPropagation()
          this.callbacks.onPickTransition(stay.transitionId)
        },
      },
      svg('rect', {
        class: 'stay-back',
        x: 4,
        y: y - 2,
        width: width - 8,
        height: STAY_LINE_HEIGHT,
        rx: 3,
      }),
      svg('text', { x: 10, y: y + 11 }, stay.label),
    )
  }

  private drawEdge(edge: LaidOutEdge): SVGGElement {
    const reach = this.reachOf.get(edge.transitionId) ?? 'never'
    const points = edge.points.map(({ x, y }) => `${x},${y}`).join(' ')
    const group = svg(
      'g',
      {
        class: `transition reach-${reach}`,
        'data-transition-id': edge.transitionId,
        'data-reach': reach,
        role: 'button',
        'aria-label': `Transition ${edge.label}`,
        onclick: (event: Event) => {
          event.stopPropagation()
          this.callbacks.onPickTransition(edge.transitionId)
        },
      },
      svg('polyline', { class: 'hit', points }),
      svg('polyline', { class: 'line', points, 'marker-end': `url(#arrow-${reach})` }),
    )
    if (edge.labelBox) {
      const { x, y, width, height } = edge.labelBox
      group.append(
        svg('rect', { class: 'label-back', x, y, width, height, rx: 3 }),
        svg('text', { x: x + 4, y: y + height - 5 }, edge.label),
      )
    }
    return group
  }

  private zoomBy(factor: number, at?: { x: number; y: number }): void {
    this.setZoom(this.view.zoom * factor, at)
  }

  private setZoom(
    zoom: number,
    at = { x: this.surface.clientWidth / 2, y: this.surface.clientHeight / 2 },
  ): void {
    const next = clamp(zoom)
    // The point under the pointer (or the centre) stays where it is.
    this.view.x = at.x - ((at.x - this.view.x) * next) / this.view.zoom
    this.view.y = at.y - ((at.y - this.view.y) * next) / this.view.zoom
    this.view.zoom = next
    this.apply()
  }

  private apply(): void {
    const { x, y, zoom } = this.view
    this.viewport.setAttribute('transform', `translate(${x} ${y}) scale(${zoom})`)
    this.zoomLabel.textContent = `${Math.round(zoom * 100)}%`
  }

  private listenForPanAndZoom(): void {
    let drag: { x: number; y: number; viewX: number; viewY: number } | undefined
    this.surface.addEventListener('pointerdown', (event) => {
      if (event.button !== 0) return
      drag = { x: event.clientX, y: event.clientY, viewX: this.view.x, viewY: this.view.y }
    })
    this.surface.addEventListener('pointermove', (event) => {
      if (!drag) return
      if (!this.surface.hasPointerCapture(event.pointerId)) {
        // Capture only once the pointer moves, so a click still reaches a box or an arrow.
        if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 4) return
        this.surface.setPointerCapture(event.pointerId)
        this.surface.classList.add('panning')
      }
      this.view.x = drag.viewX + event.clientX - drag.x
      this.view.y = drag.viewY + event.clientY - drag.y
      this.apply()
    })
    const stop = (event: PointerEvent) => {
      drag = undefined
      this.surface.classList.remove('panning')
      if (this.surface.hasPointerCapture(event.pointerId))
        this.surface.releasePointerCapture(event.pointerId)
    }
    this.surface.addEventListener('pointerup', stop)
    this.surface.addEventListener('pointercancel', stop)
    this.surface.addEventListener(
      'wheel',
      (event) => {
        event.preventDefault()
        const bounds = this.surface.getBoundingClientRect()
        const at = { x: event.clientX - bounds.left, y: event.clientY - bounds.top }
        this.zoomBy(event.deltaY < 0 ? 1.1 : 1 / 1.1, at)
      },
      { passive: false },
    )
  }
}

/** The line of an arrow, which carries its head; a transition that stays has none. */
function arrowHeadOf(element: Element): SVGPolylineElement | null {
  return element.querySelector('polyline.line')
}

function clamp(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom))
}

function arrowHead(name: string): SVGMarkerElement {
  return svg(
    'marker',
    {
      id: `arrow-${name}`,
      class: `arrow-${name}`,
      viewBox: '0 0 10 10',
      refX: 9,
      refY: 5,
      markerWidth: 7,
      markerHeight: 7,
      orient: 'auto-start-reverse',
    },
    svg('path', { d: 'M 0 0 L 10 5 L 0 10 z' }),
  )
}

/** The colours of the arrows, explained. */
export function chartLegend(): HTMLElement {
  const item = (reach: string, text: string) =>
    h('li', {}, h('span', { class: `swatch reach-${reach}` }), text)
  return h(
    'ul',
    { class: 'legend', 'aria-label': 'Arrow colours' },
    item('both', 'taken by unit and browser tests'),
    item('unit', 'taken by unit tests only'),
    item('browser', 'taken by browser tests only'),
    item('never', 'taken by no test'),
    item('lit', 'the picked path’s step or transition'),
  )
}
