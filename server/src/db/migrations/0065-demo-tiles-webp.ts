import { sql, type Kysely } from 'kysely'

/**
 * The demo catalogue's tiles whose SVG pictures became WebP (server/src/seed/images/rasterize.ts).
 * Written out rather than read from the demo catalogue: a migration does what it did when it ran.
 */
const DEMO_TILES = [
  'games/mobile-legends',
  'games/bigo-diamonds',
  'games/rov-coupons',
  'games/lotus-kingdom-chronicles',
  'games/mekong-racers',
  'games/naga-depths',
  'games/sky-citadel-tactics',
  'games/rice-terrace-tycoon',
  'games/last-island-standoff',
  'games/champa-heroes',
  'games/nebula-strike',
  'games/tuk-tuk-turbo',
  'games/jade-sword-legends',
  'games/monsoon-monsters',
  'games/celestial-card-duel',
  'games/spirit-lantern-online',
  'games/elephant-guard-td',
  'games/street-football-stars',
  'games/lucky-koi-puzzle',
  'games/thunder-muay-fighters',
  'games/frontier-mech-assault',
  'games/skyward-archers',
  'games/moonlight-garden-cafe',
  'games/rocket-festival-rally',
  'games/water-festival-splash',
  'vouchers/mobile-legends-voucher',
  'vouchers/gamenest-gift-card',
  'vouchers/arcade-points-card',
  'vouchers/mekong-mobile-card',
  'vouchers/starlight-stream-premium',
  'vouchers/melody-cloud-music',
]

/**
 * The demo tiles ship as WebP, and their SVG files are gone: a shop seeded before points its demo
 * products at the new files. Only those exact paths move; any other picture is left as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const svgPaths = sql.join(DEMO_TILES.map((tile) => `${tile}.svg`))
  await sql`update products set image_profile = left(image_profile, -4) || '.webp' where image_profile in (${svgPaths})`.execute(
    db,
  )
}
