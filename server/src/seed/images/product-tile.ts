import { drawEmblem, type EmblemName } from './emblems.ts'
import { initialsFont, linearGradient, svgDocument } from './svg.ts'

export interface TileArt {
  /** Gradient colours, top-left to bottom-right. */
  from: string
  to: string
  emblem: EmblemName
}

/** The tile's side in pixels, as drawn and as shipped (rasterize.ts). */
export const TILE_SIZE = 256

/**
 * "Mobile Legends: Bang Bang" -> "ML": at most two letters so they stay large on a small tile. Only
 * Latin letters and digits count (an <img> of an SVG may have no Lao or Thai font); '' when none.
 */
export function initialsOf(name: string): string {
  const words = name.match(/[A-Za-z0-9]+/g) ?? []
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
}

/** A catalogue tile: gradient, a faint emblem, a soft highlight and the product's initials. */
export function productTileSvg(name: string, art: TileArt): string {
  const initials = initialsOf(name) || '?'
  const fontSize = initials.length > 1 ? 92 : 112
  const baseline = 128 + fontSize * 0.36
  const text = (fill: string, dy: number, extra = '') =>
    `<text x="128" y="${baseline + dy}" text-anchor="middle" font-size="${fontSize}" ${initialsFont} fill="${fill}"${extra}>${initials}</text>`
  return svgDocument(
    TILE_SIZE,
    name,
    `<defs>${linearGradient('bg', art.from, art.to)}` +
      '<radialGradient id="glow" cx=".28" cy=".22" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".38"/>' +
      '<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>' +
      '<rect width="256" height="256" fill="url(#bg)"/>' +
      '<circle cx="226" cy="30" r="70" fill="#fff" opacity=".07"/><circle cx="24" cy="236" r="54" fill="#000" opacity=".08"/>' +
      `<g fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round" stroke-linecap="round" opacity=".2">${drawEmblem(art.emblem, 128, 128, 96)}</g>` +
      '<rect width="256" height="256" fill="url(#glow)"/>' +
      '<rect x="10" y="10" width="236" height="236" rx="22" fill="none" stroke="#fff" stroke-width="2" opacity=".28"/>' +
      text('#000', 4, ' opacity=".22"') +
      text('#fff', 0),
  )
}
