type Child = Node | string | number | null | undefined | false
type Attributes = Record<string, string | number | boolean | undefined | ((event: Event) => void)>

/** An element with its attributes (`on<event>` for listeners) and children. */
export function h<TTag extends keyof HTMLElementTagNameMap>(
  tag: TTag,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[TTag] {
  const element = document.createElement(tag)
  applyAttributes(element, attributes)
  element.append(...nodes(children))
  return element
}

const SVG_NS = 'http://www.w3.org/2000/svg'

/** The same for SVG. */
export function svg<TTag extends keyof SVGElementTagNameMap>(
  tag: TTag,
  attributes: Attributes = {},
  ...children: Child[]
): SVGElementTagNameMap[TTag] {
  const element = document.createElementNS(SVG_NS, tag)
  applyAttributes(element, attributes)
  element.append(...nodes(children))
  return element
}

function applyAttributes(element: Element, attributes: Attributes): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value)
    else if (value === true) element.setAttribute(name, '')
    else if (value !== undefined && value !== false) element.setAttribute(name, String(value))
  }
}

function nodes(children: Child[]): Array<Node | string> {
  return children.flatMap((child) =>
    child === null || child === undefined || child === false
      ? []
      : typeof child === 'number'
        ? [String(child)]
        : [child],
  )
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** The note every page shows while `npm test` has not recorded a run yet. */
export function evidenceNotice(file: string | null): Node {
  return file
    ? document.createDocumentFragment()
    : h(
        'p',
        { class: 'notice', role: 'status' },
        'No test evidence yet: run ',
        h('code', {}, 'npm test'),
        ' first. The charts and plans below are drawn from the machines; which tests took each transition shows once a run has recorded it.',
      )
}
