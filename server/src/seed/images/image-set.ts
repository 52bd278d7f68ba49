import { readDemoCatalogue } from '../demo-catalogue.ts'
import { allPeople, avatarPath, defaultAvatarPath } from '../people.ts'
import { defaultAvatarSvg, personAvatarSvg } from './avatars.ts'
import { chatBackgroundSvg } from './chat-background.ts'
import { packetIconNames, packetIconSvg } from './packet-icons.ts'
import { prizeRanks, prizeSvg } from './prize-images.ts'
import { productTileSvg } from './product-tile.ts'
import { tileArt } from './tile-art.ts'

export const chatBackgroundPath = 'chat/background.svg'

function packetIconPath(icon: string): string {
  return `packets/${icon}.svg`
}

export function prizeImagePath(rank: number): string {
  return `prizes/gift-${rank}.svg`
}

/** Whether the image at `path` ships rasterized (WebP) rather than as its SVG drawing. */
export function shipsRasterized(path: string): boolean {
  return path.endsWith('.webp')
}

/**
 * Every image the project ships, by its path under /images/, as its SVG drawing. They are generated
 * from the demo data (server/src/seed/images/write-images.ts writes them to server/assets/images)
 * so a tile always matches its product. The catalogue's tiles, which the home screen shows by the
 * dozen, ship their drawing rasterized (`shipsRasterized`; rasterize.ts says why).
 */
export function buildImageSet(): Map<string, string> {
  const images = new Map<string, string>()
  for (const product of readDemoCatalogue().products) {
    const art = tileArt[product.slug]
    if (!product.image || !art) throw new Error(`The demo product ${product.slug} has no tile`)
    images.set(product.image, productTileSvg(product.names.en, art))
  }
  for (const icon of packetIconNames) images.set(packetIconPath(icon), packetIconSvg(icon))
  for (const rank of prizeRanks) images.set(prizeImagePath(rank), prizeSvg(rank))
  images.set(defaultAvatarPath, defaultAvatarSvg())
  for (const person of allPeople) {
    if (person.avatar)
      images.set(
        avatarPath(person),
        personAvatarSvg(person.fullName, person.key, person.avatar.from, person.avatar.to),
      )
  }
  images.set(chatBackgroundPath, chatBackgroundSvg())
  return images
}
