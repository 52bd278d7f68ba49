import { initialsFont, linearGradient, polygonPoints, svgDocument } from './svg.ts'

export const prizeRanks = [1, 2, 3] as const
export type PrizeRank = (typeof prizeRanks)[number]

const metals: Record<PrizeRank, { name: string; light: string; dark: string; glow: string }> = {
  1: { name: 'Gold', light: '#fde68a', dark: '#d97706', glow: '#fef3c7' },
  2: { name: 'Silver', light: '#f1f5f9', dark: '#64748b', glow: '#e2e8f0' },
  3: { name: 'Bronze', light: '#fed7aa', dark: '#b45309', glow: '#ffedd5' },
}

const sparkles = [
  [44, 52, 10],
  [212, 70, 8],
  [200, 196, 6],
]
  .map(
    ([x = 0, y = 0, r = 0]) =>
      `<polygon points="${polygonPoints(x, y, r, 4, { inner: r / 3.5 })}" fill="#fff"/>`,
  )
  .join('')

function trophy(rank: PrizeRank): string {
  return (
    '<path d="M78 60h-28v18c0 26 18 42 40 44M178 60h28v18c0 26-18 42-40 44" fill="none" stroke="url(#metal)" stroke-width="12" stroke-linecap="round"/>' +
    '<path d="M76 44h104v44c0 34-22 58-52 58s-52-24-52-58z" fill="url(#metal)"/>' +
    '<path d="M90 52h18v38c0 20 8 34 20 40-22-2-38-18-38-42z" fill="#fff" opacity=".35"/>' +
    '<rect x="116" y="144" width="24" height="30" fill="url(#metal)"/>' +
    '<rect x="88" y="172" width="80" height="16" rx="4" fill="url(#metal)"/>' +
    '<rect x="76" y="186" width="104" height="30" rx="6" fill="#3f2d1d"/>' +
    `<text x="128" y="112" text-anchor="middle" font-size="48" ${initialsFont} fill="#fff" opacity=".9">${rank}</text>`
  )
}

function giftBox(rank: PrizeRank): string {
  return (
    '<rect x="56" y="106" width="144" height="106" rx="8" fill="url(#metal)"/>' +
    '<rect x="46" y="84" width="164" height="34" rx="8" fill="url(#metal)"/>' +
    '<rect x="46" y="84" width="164" height="34" rx="8" fill="#000" opacity=".12"/>' +
    '<rect x="116" y="84" width="24" height="128" fill="#e11d48"/>' +
    '<path d="M128 84c-10-30-52-40-52-14 0 14 26 16 52 14zM128 84c10-30 52-40 52-14 0 14-26 16-52 14z" fill="none" stroke="#e11d48" stroke-width="10" stroke-linejoin="round"/>' +
    `<text x="88" y="180" text-anchor="middle" font-size="44" ${initialsFont} fill="#fff" opacity=".9">${rank}</text>`
  )
}

/** The leaderboard prize for a rank: gold and silver trophies, and a bronze gift box for third. */
export function prizeSvg(rank: PrizeRank): string {
  const metal = metals[rank]
  return svgDocument(
    256,
    `${metal.name} prize for rank ${rank}`,
    `<defs>${linearGradient('metal', metal.light, metal.dark, 'x1="0" y1="0" x2="1" y2="1"')}` +
      `<radialGradient id="halo"><stop offset="0" stop-color="${metal.glow}"/><stop offset="1" stop-color="${metal.glow}" stop-opacity="0"/></radialGradient></defs>` +
      '<rect width="256" height="256" rx="28" fill="#1e293b"/><circle cx="128" cy="124" r="118" fill="url(#halo)" opacity=".55"/>' +
      sparkles +
      (rank === 3 ? giftBox(rank) : trophy(rank)),
  )
}
