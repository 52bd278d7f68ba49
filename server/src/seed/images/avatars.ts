import { initialsOf } from './product-tile.ts'
import { initialsFont, linearGradient, svgDocument } from './svg.ts'

/** The picture shown for anyone without their own: a neutral silhouette. */
export function defaultAvatarSvg(): string {
  return svgDocument(
    128,
    'No picture',
    `<defs>${linearGradient('bg', '#e2e8f0', '#94a3b8')}</defs>` +
      '<circle cx="64" cy="64" r="64" fill="url(#bg)"/>' +
      '<circle cx="64" cy="50" r="22" fill="#fff" opacity=".9"/>' +
      '<path d="M22 112c6-24 22-36 42-36s36 12 42 36a64 64 0 0 1-84 0z" fill="#fff" opacity=".9"/>',
  )
}

/**
 * A demo person's picture: their initials on a colour of their own. `latinName` gives the letters
 * when the full name is written in Lao or Thai.
 */
export function personAvatarSvg(
  fullName: string,
  latinName: string,
  from: string,
  to: string,
): string {
  const initials = initialsOf(fullName) || initialsOf(latinName) || '?'
  return svgDocument(
    128,
    fullName,
    `<defs>${linearGradient('bg', from, to)}</defs>` +
      '<circle cx="64" cy="64" r="64" fill="url(#bg)"/>' +
      `<text x="64" y="80" text-anchor="middle" font-size="44" ${initialsFont} fill="#fff">${initials}</text>`,
  )
}
