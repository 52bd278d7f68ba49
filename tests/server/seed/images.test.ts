import { readdir, readFile } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import { expect, test } from 'vitest'
import { readDemoCatalogue } from '#server/src/seed/demo-catalogue.ts'
import { buildImageSet, shipsRasterized } from '#server/src/seed/images/image-set.ts'
import { TILE_SIZE } from '#server/src/seed/images/product-tile.ts'

const assetsDir = resolve(import.meta.dirname, '../../../server/assets/images')

async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(assetsDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(assetsDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

/** A WebP file's pixel size, from its RIFF header (simple lossy 'VP8 ' or extended 'VP8X'). */
function webpSize(file: Buffer): { width: number; height: number } | null {
  if (file.toString('latin1', 0, 4) !== 'RIFF' || file.toString('latin1', 8, 12) !== 'WEBP')
    return null
  const chunk = file.toString('latin1', 12, 16)
  if (chunk === 'VP8X')
    return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 }
  if (chunk === 'VP8 ')
    return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff }
  return null
}

test('the committed images are exactly what the generator makes (run write-images.ts after a change)', async () => {
  const images = buildImageSet()
  expect((await filesOnDisk()).sort()).toEqual([...images.keys()].sort())
  for (const [path, svg] of images) {
    const file = await readFile(join(assetsDir, path))
    // A raster tile is its drawing as the browser rasterized it: its size is what can be checked.
    if (shipsRasterized(path))
      expect(webpSize(file), path).toEqual({ width: TILE_SIZE, height: TILE_SIZE })
    else expect(file.toString('utf8'), path).toBe(svg)
  }
})

test('every image is drawn as a small square SVG document', () => {
  for (const [path, svg] of buildImageSet()) {
    expect(svg, path).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/,
    )
    expect(svg, path).toMatch(/<title>[^<]+<\/title>/)
    expect(Buffer.byteLength(svg), path).toBeLessThan(4_000)
  }
})

test('every product has a tile of its own, shipped as WebP and light enough for mobile data', async () => {
  const images = buildImageSet()
  const productSeeds = readDemoCatalogue().products
  const paths = productSeeds.map(
    (product) => `${product.kind === 'GAME' ? 'games' : 'vouchers'}/${product.slug}.webp`,
  )
  const tiles = paths.map((path) => images.get(path))
  expect(tiles.every(Boolean)).toBe(true)
  expect(new Set(tiles).size).toBe(productSeeds.length)
  for (const path of paths)
    expect((await readFile(join(assetsDir, path))).length, path).toBeLessThan(8_000)
})
