import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { buildImageSet, shipsRasterized } from './image-set.ts'
import { TILE_SIZE } from './product-tile.ts'
import { rasterizeToWebp } from './rasterize.ts'

/**
 * Regenerates server/assets/images from the demo data: `npx tsx server/src/seed/images/write-images.ts`.
 * The folder holds only generated images, so a file the set no longer has is removed.
 */
export async function writeImages(
  assetsDir: string,
): Promise<{ written: number; removed: string[] }> {
  const images = buildImageSet()
  const drawings = [...images].filter(([path]) => !shipsRasterized(path))
  const tiles = new Map([...images].filter(([path]) => shipsRasterized(path)))
  for (const [path, content] of [...drawings, ...(await rasterizeToWebp(tiles, TILE_SIZE))]) {
    const file = join(assetsDir, path)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, content)
  }
  const removed: string[] = []
  for (const entry of await readdir(assetsDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = relative(assetsDir, join(entry.parentPath, entry.name)).split(sep).join('/')
    if (!images.has(path)) {
      await rm(join(assetsDir, path))
      removed.push(path)
    }
  }
  return { written: images.size, removed }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const assetsDir = resolve(import.meta.dirname, '../../../assets/images')
  const { written, removed } = await writeImages(assetsDir)
  console.log(
    `Wrote ${written} images to ${assetsDir}${removed.length ? `; removed ${removed.join(', ')}` : ''}`,
  )
}
