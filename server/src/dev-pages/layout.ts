import { html, type Fragment, type SafeHtml } from './html.ts'

export type DevPageName = 'home' | 'outbox' | 'bank' | 'supplier'

const navigation: { name: DevPageName; href: string; label: string }[] = [
  { name: 'home', href: '/dev', label: 'Dev helpers' },
  { name: 'outbox', href: '/dev/outbox', label: 'OTP outbox' },
  { name: 'bank', href: '/dev/bank', label: 'Bank simulator' },
  { name: 'supplier', href: '/dev/supplier', label: 'Supplier simulator' },
]

/**
 * The frame of every /dev page. Behaviour comes from one same-origin script file, never inline
 * (the CSP is script-src 'self'); `refreshSeconds` reloads read-only pages such as the outbox.
 */
export function devPage(options: {
  title: string
  current: DevPageName
  body: Fragment
  refreshSeconds?: number
}): SafeHtml {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        ${options.refreshSeconds ? html`<meta http-equiv="refresh" content="${options.refreshSeconds}" />` : ''}
        <title>${options.title} · Dev helpers</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="/dev/assets/dev-pages.css" />
        <script type="module" src="/dev/assets/dev-pages.js"></script>
      </head>
      <body>
        <header class="top">
          <nav aria-label="Dev helpers">
            ${navigation.map(
              (item) =>
                html`<a
                  href="${item.href}"
                  ${item.name === options.current ? html` aria-current="page"` : ''}
                  >${item.label}</a
                >`,
            )}
          </nav>
          <p class="warning">
            Development helpers of the reference backend: absent when NODE_ENV=production.
          </p>
        </header>
        <main>
          <h1>${options.title}</h1>
          ${options.body}
        </main>
      </body>
    </html> `
}

/** A short inline note in place of a list that could not be loaded or is empty. */
export function notice(text: string, tone: 'info' | 'error' = 'info'): SafeHtml {
  return html`<p class="notice ${tone}">${text}</p>`
}
