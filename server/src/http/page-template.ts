import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g

/**
 * The built index.html a rendered page is written into, with its stylesheets inlined: a page the
 * server rendered paints as soon as its HTML has arrived, without waiting a round trip for the
 * stylesheet (on a phone at 150 ms per request that round trip shares the line with the scripts).
 * index.html itself keeps the link: the browser renders it, and caches the stylesheet with it.
 * The CSP allows inline styles (security-headers.ts), so a `<style>` needs no nonce.
 */
export async function renderedPageTemplate(distDir: string): Promise<string> {
  const template = await readFile(join(distDir, 'index.html'), 'utf8')
  const sheets = new Map<string, string>()
  for (const [, path] of template.matchAll(STYLESHEET_LINK)) {
    if (path) sheets.set(path, await readFile(join(distDir, path), 'utf8'))
  }
  // `</style` cannot occur in a built stylesheet's text, so the sheet cannot close its element.
  return template.replace(
    STYLESHEET_LINK,
    (_link, path: string) => `<style>${sheets.get(path)}</style>`,
  )
}
