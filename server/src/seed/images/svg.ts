/** Small helpers shared by the image generators: every image is a standalone SVG document. */

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

/** A square document; `title` names the picture for screen readers when opened on its own. */
export function svgDocument(size: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>\n`
  )
}

/** One decimal is plenty at these sizes and keeps the files small. */
export function round(value: number): number {
  return Math.round(value * 10) / 10
}

/** The corners of a regular polygon (or, with `inner`, a star) as an SVG points list. */
export function polygonPoints(
  cx: number,
  cy: number,
  radius: number,
  corners: number,
  { rotation = -90, inner }: { rotation?: number; inner?: number } = {},
): string {
  const steps = inner === undefined ? corners : corners * 2
  const points: string[] = []
  for (let i = 0; i < steps; i++) {
    const r = inner !== undefined && i % 2 === 1 ? inner : radius
    const angle = ((rotation + (360 / steps) * i) * Math.PI) / 180
    points.push(`${round(cx + r * Math.cos(angle))},${round(cy + r * Math.sin(angle))}`)
  }
  return points.join(' ')
}

export function linearGradient(
  id: string,
  from: string,
  to: string,
  direction = 'x1="0" y1="0" x2="1" y2="1"',
) {
  return (
    `<linearGradient id="${id}" ${direction}>` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  )
}

/** Latin initials read well in any system font, which is all an <img> of an SVG can use. */
export const initialsFont = `font-family="Verdana, 'DejaVu Sans', Arial, sans-serif" font-weight="700"`
