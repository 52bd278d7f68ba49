/** The initial download of one screen or app, gzip bytes, and the files it is made of. */
export interface Bundle {
  jsFiles: string[]
  cssFiles: string[]
  js: number
  css: number
}

export function routeBundles(distDir: string): (Bundle & { route: string })[]
export function entryBundle(distDir: string): Bundle
export function bundledSources(distDir: string, jsFiles: string[]): string[]
export function kilobytes(bytes: number): string
