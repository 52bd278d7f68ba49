import { polygonPoints, round } from './svg.ts'

/**
 * Abstract outline motifs drawn behind a tile's initials, one per product, so that tiles sharing a
 * colour still look different. Each draws around (cx, cy) within radius r; the caller sets the stroke.
 */
export const emblemNames = [
  'hexagon',
  'diamond',
  'star',
  'orbit',
  'shield',
  'wave',
  'bolt',
  'flower',
  'crown',
  'swords',
  'target',
  'mountains',
] as const
export type EmblemName = (typeof emblemNames)[number]

type Draw = (cx: number, cy: number, r: number) => string

const polygon = (points: string) => `<polygon points="${points}"/>`
const circle = (cx: number, cy: number, r: number) =>
  `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}"/>`

const emblems: Record<EmblemName, Draw> = {
  hexagon: (cx, cy, r) =>
    [1, 0.72, 0.44]
      .map((k) => polygon(polygonPoints(cx, cy, r * k, 6, { rotation: -30 })))
      .join(''),
  diamond: (cx, cy, r) =>
    [1, 0.66].map((k) => polygon(polygonPoints(cx, cy, r * k, 4))).join('') +
    polygon(polygonPoints(cx, cy, r * 0.66, 4, { rotation: -45 })),
  star: (cx, cy, r) =>
    polygon(polygonPoints(cx, cy, r, 8, { inner: r * 0.55 })) + circle(cx, cy, r * 0.3),
  orbit: (cx, cy, r) =>
    circle(cx, cy, r * 0.32) +
    [-30, 30, 90]
      .map(
        (angle) =>
          `<ellipse cx="${cx}" cy="${cy}" rx="${round(r)}" ry="${round(r * 0.38)}" transform="rotate(${angle} ${cx} ${cy})"/>`,
      )
      .join(''),
  shield: (cx, cy, r) => {
    const top = cy - r
    const shape = (k: number) =>
      `<path d="M${cx} ${round(cy - r * k)} L${round(cx + r * 0.85 * k)} ${round(cy - r * 0.6 * k)} ` +
      `V${round(cy + r * 0.1 * k)} Q${round(cx + r * 0.8 * k)} ${round(cy + r * 0.75 * k)} ${cx} ${round(cy + r * k)} ` +
      `Q${round(cx - r * 0.8 * k)} ${round(cy + r * 0.75 * k)} ${round(cx - r * 0.85 * k)} ${round(cy + r * 0.1 * k)} ` +
      `V${round(cy - r * 0.6 * k)} Z"/>`
    return (
      shape(1) +
      shape(0.68) +
      `<path d="M${cx} ${round(top + r * 0.32)} V${round(cy + r * 0.68)}"/>`
    )
  },
  wave: (cx, cy, r) =>
    [-0.5, 0, 0.5]
      .map((k) => {
        const y = round(cy + r * k)
        const w = round(r / 2)
        return `<path d="M${round(cx - r)} ${y} q${w / 2} ${-w} ${w} 0 t${w} 0 t${w} 0 t${w} 0"/>`
      })
      .join(''),
  bolt: (cx, cy, r) => {
    const p = (x: number, y: number) => `${round(cx + r * x)},${round(cy + r * y)}`
    return (
      polygon(
        [
          p(0.15, -1),
          p(-0.55, 0.12),
          p(-0.05, 0.12),
          p(-0.2, 1),
          p(0.55, -0.15),
          p(0.05, -0.15),
        ].join(' '),
      ) + circle(cx, cy, r * 1.05)
    )
  },
  flower: (cx, cy, r) =>
    [0, 72, 144, 216, 288]
      .map(
        (angle) =>
          `<ellipse cx="${cx}" cy="${round(cy - r * 0.52)}" rx="${round(r * 0.3)}" ry="${round(r * 0.5)}" transform="rotate(${angle} ${cx} ${cy})"/>`,
      )
      .join('') + circle(cx, cy, r * 0.18),
  crown: (cx, cy, r) => {
    const p = (x: number, y: number) => `${round(cx + r * x)},${round(cy + r * y)}`
    return (
      polygon(
        [
          p(-0.9, 0.55),
          p(-0.9, -0.45),
          p(-0.45, 0),
          p(0, -0.75),
          p(0.45, 0),
          p(0.9, -0.45),
          p(0.9, 0.55),
        ].join(' '),
      ) +
      `<path d="M${round(cx - r * 0.9)} ${round(cy + r * 0.8)} H${round(cx + r * 0.9)}"/>` +
      circle(cx, cy - r * 0.95, r * 0.1)
    )
  },
  swords: (cx, cy, r) =>
    [45, -45]
      .map(
        (angle) =>
          `<g transform="rotate(${angle} ${cx} ${cy})"><path d="M${cx} ${round(cy - r)} L${round(cx + r * 0.1)} ${round(cy + r * 0.45)} H${round(cx - r * 0.1)} Z"/>` +
          `<path d="M${round(cx - r * 0.3)} ${round(cy + r * 0.45)} H${round(cx + r * 0.3)} M${cx} ${round(cy + r * 0.45)} V${round(cy + r * 0.85)}"/></g>`,
      )
      .join(''),
  target: (cx, cy, r) =>
    [1, 0.66, 0.33].map((k) => circle(cx, cy, r * k)).join('') +
    `<path d="M${round(cx - r * 1.15)} ${cy} H${round(cx + r * 1.15)} M${cx} ${round(cy - r * 1.15)} V${round(cy + r * 1.15)}"/>`,
  mountains: (cx, cy, r) => {
    const p = (x: number, y: number) => `${round(cx + r * x)},${round(cy + r * y)}`
    return (
      polygon([p(-1, 0.7), p(-0.3, -0.55), p(0.15, 0.1), p(0.45, -0.25), p(1, 0.7)].join(' ')) +
      circle(cx + r * 0.55, cy - r * 0.7, r * 0.18)
    )
  },
}

export function drawEmblem(name: EmblemName, cx: number, cy: number, r: number): string {
  return emblems[name](cx, cy, r)
}
