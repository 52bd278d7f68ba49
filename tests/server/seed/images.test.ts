import { readdir, readFile } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import { expect, test } from 'vitest'
import { readDemoCatalogue } from '../../../server/src/seed/demo-catalogue.ts'
import { buildImageSet } from '../../../server/src/seed/images/image-set.ts'

const assetsDir = resolve(import.meta.dirname, '../../../server/assets/images')

async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(assetsDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(assetsDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

test('the committed images are exactly what the generator makes (run write-images.ts after a change)', async () => {
  const images = buildImageSet()
  expect((await filesOnDisk()).sort()).toEqual([...images.keys()].sort())
  for (const [path, svg] of images)
    expect(await readFile(join(assetsDir, path), 'utf8'), path).toBe(svg)
})

test('every image is a small square SVG document', () => {
  for (const [path, svg] of buildImageSet()) {
    expect(svg, path).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/,
    )
    expect(svg, path).toMatch(/<title>[^<]+<\/title>/)
    expect(Buffer.byteLength(svg), path).toBeLessThan(4_000)
  }
})

test('every product has a tile of its own', () => {
  const images = buildImageSet()
  const productSeeds = readDemoCatalogue().products
  const tiles = productSeeds.map((product) =>
    images.get(`${product.kind === 'GAME' ? 'games' : 'vouchers'}/${product.slug}.svg`),
  )
  expect(tiles.every(Boolean)).toBe(true)
  expect(new Set(tiles).size).toBe(productSeeds.length)
})
