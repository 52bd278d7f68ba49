/** Markup that is already safe to send: only html`` and the helpers here make one. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup
  }
}

export type Fragment = SafeHtml | string | number | null | undefined | false | readonly Fragment[]

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

function render(value: Fragment): string {
  if (value instanceof SafeHtml) return value.markup
  if (Array.isArray(value)) return value.map(render).join('')
  if (value === null || value === undefined || value === false) return ''
  return escapeHtml(String(value))
}

/**
 * The one way the dev pages build HTML: every interpolated value is escaped unless it is itself
 * html`` output, so a customer named `<script>` shows as text. Attribute values must be quoted.
 */
export function html(strings: TemplateStringsArray, ...values: Fragment[]): SafeHtml {
  let markup = strings[0] ?? ''
  values.forEach((value, index) => {
    markup += render(value) + (strings[index + 1] ?? '')
  })
  return new SafeHtml(markup)
}
