/** WCAG's minimum contrast for normal-size text. */
const MIN_TEXT_CONTRAST = 4.5

function relativeLuminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim())
  if (!match?.[1]) return null
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1]
  const [red = 0, green = 0, blue = 0] = [0, 2, 4].map((at) => {
    const channel = parseInt(digits.slice(at, at + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/**
 * The text colour for a badge whose colours come from the catalogue: the catalogue's own when it
 * reads on its background, else black or white, whichever reads better. Colours that are not hex
 * are trusted as given.
 */
export function readableTextColor(background: string, text: string): string {
  const behind = relativeLuminance(background)
  const front = relativeLuminance(text)
  if (behind === null || front === null || contrast(behind, front) >= MIN_TEXT_CONTRAST) return text
  return contrast(behind, 0) >= contrast(behind, 1) ? '#000000' : '#ffffff'
}
