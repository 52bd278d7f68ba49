import { polygonPoints, svgDocument } from './svg.ts'

/**
 * A tile the chat screen repeats behind the messages: faint game doodles (pad, gem, star, coin) on
 * a warm light ground, low in contrast so the yellow and grey bubbles stay readable on top.
 */
export function chatBackgroundSvg(): string {
  const doodles =
    // a game pad
    '<g transform="translate(22 24) rotate(-12)"><rect width="44" height="26" rx="13"/><path d="M11 13h10M16 8v10"/><circle cx="31" cy="11" r="2"/><circle cx="36" cy="16" r="2"/></g>' +
    // a gem
    '<polygon points="110,30 118,22 130,22 138,30 124,46"/><path d="M110 30h28"/>' +
    // a star
    `<polygon points="${polygonPoints(46, 112, 13, 5, { inner: 6 })}"/>` +
    // a coin
    '<circle cx="124" cy="112" r="13"/><circle cx="124" cy="112" r="7"/>' +
    // small dots between the doodles keep the pattern even
    '<circle cx="84" cy="72" r="2"/><circle cx="150" cy="70" r="2"/><circle cx="12" cy="150" r="2"/>'
  return svgDocument(
    160,
    'Chat background',
    '<rect width="160" height="160" fill="#f6f1e7"/>' +
      `<g fill="none" stroke="#d9cdb4" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${doodles}</g>`,
  )
}
