import { linearGradient, polygonPoints, svgDocument } from './svg.ts'

/** The shapes a package can show beside its name; the big variants go to the larger packages. */
export const packetIconNames = [
  'gem',
  'gem-stack',
  'coin',
  'coin-stack',
  'crystal',
  'card',
  'ticket',
  'pass',
] as const
export type PacketIconName = (typeof packetIconNames)[number]

const size = 64

function gem(x: number, y: number, scale: number, id: string): string {
  const p = (dx: number, dy: number) => `${x + dx * scale},${y + dy * scale}`
  return (
    `<polygon points="${[p(-14, -8), p(-7, -16), p(7, -16), p(14, -8), p(0, 14)].join(' ')}" fill="url(#${id})"/>` +
    `<polygon points="${[p(-14, -8), p(14, -8), p(0, 14)].join(' ')}" fill="#000" opacity=".15"/>` +
    `<polygon points="${[p(-7, -16), p(-3, -8), p(-14, -8)].join(' ')}" fill="#fff" opacity=".45"/>` +
    `<polygon points="${[p(-3, -8), p(3, -8), p(0, 14)].join(' ')}" fill="#fff" opacity=".25"/>`
  )
}

function coin(x: number, y: number, r: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#gold)" stroke="#b7791f" stroke-width="2"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.7}" fill="none" stroke="#fff" stroke-width="1.5" opacity=".6"/>` +
    `<polygon points="${polygonPoints(x, y, r * 0.45, 5, { inner: r * 0.2 })}" fill="#fff" opacity=".85"/>`
  )
}

const goldGradient = linearGradient('gold', '#fde68a', '#f59e0b')
const blueGem = linearGradient('gemBlue', '#7dd3fc', '#2563eb')
const pinkGem = linearGradient('gemPink', '#f9a8d4', '#db2777')

const icons: Record<PacketIconName, { title: string; body: string }> = {
  gem: { title: 'Gem', body: `<defs>${blueGem}</defs>${gem(32, 34, 1.6, 'gemBlue')}` },
  'gem-stack': {
    title: 'Pile of gems',
    body: `<defs>${blueGem}${pinkGem}</defs>${gem(20, 40, 1, 'gemPink')}${gem(44, 40, 1, 'gemPink')}${gem(32, 28, 1.25, 'gemBlue')}`,
  },
  coin: { title: 'Coin', body: `<defs>${goldGradient}</defs>${coin(32, 32, 22)}` },
  'coin-stack': {
    title: 'Stack of coins',
    body:
      `<defs>${goldGradient}</defs>` +
      [50, 43, 36]
        .map(
          (y) =>
            `<ellipse cx="26" cy="${y}" rx="18" ry="6" fill="url(#gold)" stroke="#b7791f" stroke-width="2"/>`,
        )
        .join('') +
      coin(44, 26, 15),
  },
  crystal: {
    title: 'Crystal',
    body:
      `<defs>${linearGradient('violet', '#c4b5fd', '#7c3aed')}</defs>` +
      '<polygon points="32,4 46,22 40,58 24,58 18,22" fill="url(#violet)"/>' +
      '<polygon points="32,4 32,58 24,58 18,22" fill="#fff" opacity=".3"/>' +
      '<polygon points="10,34 18,28 22,56 14,56" fill="url(#violet)" opacity=".8"/>' +
      '<polygon points="54,34 46,28 42,56 50,56" fill="url(#violet)" opacity=".8"/>',
  },
  card: {
    title: 'Card',
    body:
      `<defs>${linearGradient('cardFace', '#34d399', '#0f766e')}</defs>` +
      '<rect x="6" y="14" width="52" height="36" rx="6" fill="url(#cardFace)"/>' +
      '<rect x="6" y="22" width="52" height="7" fill="#0b3b36" opacity=".55"/>' +
      '<rect x="12" y="34" width="12" height="9" rx="2" fill="#fde68a"/>' +
      '<rect x="30" y="38" width="22" height="3" rx="1.5" fill="#fff" opacity=".75"/>',
  },
  ticket: {
    title: 'Ticket',
    body:
      `<defs>${linearGradient('ticketFace', '#fb923c', '#e11d48')}</defs>` +
      '<path d="M6 18h52v8a6 6 0 0 0 0 12v8H6v-8a6 6 0 0 0 0-12z" fill="url(#ticketFace)"/>' +
      '<path d="M40 20v24" stroke="#fff" stroke-width="2" stroke-dasharray="3 3" opacity=".8"/>' +
      `<polygon points="${polygonPoints(23, 32, 8, 5, { inner: 3.5 })}" fill="#fff"/>`,
  },
  pass: {
    title: 'Subscription pass',
    body:
      `<defs>${linearGradient('passFace', '#818cf8', '#4338ca')}</defs>` +
      '<rect x="8" y="12" width="48" height="44" rx="7" fill="url(#passFace)"/>' +
      '<rect x="8" y="12" width="48" height="12" rx="7" fill="#1e1b4b" opacity=".45"/>' +
      '<rect x="18" y="6" width="5" height="12" rx="2.5" fill="#e0e7ff"/><rect x="41" y="6" width="5" height="12" rx="2.5" fill="#e0e7ff"/>' +
      '<path d="M22 40l7 7 13-14" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>',
  },
}

export function packetIconSvg(name: PacketIconName): string {
  const icon = icons[name]
  return svgDocument(size, icon.title, icon.body)
}
