import type { TileArt } from './product-tile.ts'

/**
 * The demo tiles' colours and emblems, by product slug: the pictures write-images.ts draws for the
 * products of server/catalogue/demo-catalogue.json. A shop with its own pictures needs none.
 */
export const tileArt: Record<string, TileArt> = {
  'mobile-legends': { from: '#1e3a8a', to: '#0ea5e9', emblem: 'shield' },
  'bigo-diamonds': { from: '#0f766e', to: '#22d3ee', emblem: 'star' },
  'rov-coupons': { from: '#7f1d1d', to: '#f97316', emblem: 'swords' },
  'lotus-kingdom-chronicles': { from: '#831843', to: '#f472b6', emblem: 'flower' },
  'mekong-racers': { from: '#065f46', to: '#a3e635', emblem: 'wave' },
  'naga-depths': { from: '#164e63', to: '#2dd4bf', emblem: 'orbit' },
  'sky-citadel-tactics': { from: '#312e81', to: '#60a5fa', emblem: 'hexagon' },
  'rice-terrace-tycoon': { from: '#3f6212', to: '#facc15', emblem: 'mountains' },
  'last-island-standoff': { from: '#1c1917', to: '#ea580c', emblem: 'target' },
  'champa-heroes': { from: '#9d174d', to: '#fbbf24', emblem: 'flower' },
  'nebula-strike': { from: '#2e1065', to: '#c026d3', emblem: 'orbit' },
  'tuk-tuk-turbo': { from: '#b45309', to: '#fde047', emblem: 'bolt' },
  'jade-sword-legends': { from: '#14532d', to: '#4ade80', emblem: 'swords' },
  'monsoon-monsters': { from: '#0c4a6e', to: '#38bdf8', emblem: 'wave' },
  'celestial-card-duel': { from: '#4c1d95', to: '#f0abfc', emblem: 'star' },
  'spirit-lantern-online': { from: '#7c2d12', to: '#fb923c', emblem: 'crown' },
  'elephant-guard-td': { from: '#374151', to: '#9ca3af', emblem: 'shield' },
  'street-football-stars': { from: '#166534', to: '#22c55e', emblem: 'target' },
  'lucky-koi-puzzle': { from: '#be123c', to: '#fdba74', emblem: 'wave' },
  'thunder-muay-fighters': { from: '#1e1b4b', to: '#facc15', emblem: 'bolt' },
  'frontier-mech-assault': { from: '#0f172a', to: '#64748b', emblem: 'hexagon' },
  'skyward-archers': { from: '#0369a1', to: '#a5f3fc', emblem: 'diamond' },
  'moonlight-garden-cafe': { from: '#581c87', to: '#fda4af', emblem: 'flower' },
  'rocket-festival-rally': { from: '#9a3412', to: '#fcd34d', emblem: 'bolt' },
  'water-festival-splash': { from: '#1d4ed8', to: '#67e8f9', emblem: 'wave' },
  'mobile-legends-voucher': { from: '#172554', to: '#6366f1', emblem: 'diamond' },
  'gamenest-gift-card': { from: '#134e4a', to: '#34d399', emblem: 'hexagon' },
  'arcade-points-card': { from: '#701a75', to: '#fb7185', emblem: 'star' },
  'mekong-mobile-card': { from: '#075985', to: '#f59e0b', emblem: 'wave' },
  'starlight-stream-premium': { from: '#111827', to: '#e11d48', emblem: 'orbit' },
  'melody-cloud-music': { from: '#4a044e', to: '#a855f7', emblem: 'target' },
}
