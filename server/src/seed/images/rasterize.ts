import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '#tooling/chromium.ts'

/** WebP quality: the tiles' gradients show no banding at it, and a tile weighs about 4 KB. */
const WEBP_QUALITY = 0.82

/**
 * Draws each square SVG document at `size` pixels and encodes it as WebP, in the browser the
 * end-to-end tests drive, launched as they launch it (tooling/chromium.ts). A phone
 * decodes a WebP off its main thread, where an <img> of an SVG is a document of its own to parse,
 * lay out and paint on it: the home screen's dozens of tiles held its first keystrokes back.
 */
export async function rasterizeToWebp(
  svgs: Map<string, string>,
  size: number,
): Promise<Map<string, Buffer>> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true })
  try {
    const page = await browser.newPage()
    const pictures = new Map<string, Buffer>()
    for (const [path, svg] of svgs) {
      const dataUrl = await page.evaluate(drawAsWebp, { svg, size, quality: WEBP_QUALITY })
      pictures.set(path, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'))
    }
    return pictures
  } finally {
    await browser.close()
  }
}

/** In the page: the SVG drawn on a canvas of `size` pixels, as a WebP data URL. */
async function drawAsWebp({ svg, size, quality }: { svg: string; size: number; quality: number }) {
  const image = new Image()
  image.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  const context = canvas.getContext('2d')
  if (!context) throw new Error('the browser gave no 2D canvas to draw the tile on')
  context.drawImage(image, 0, 0, size, size)
  URL.revokeObjectURL(image.src)
  return canvas.toDataURL('image/webp', quality)
}
