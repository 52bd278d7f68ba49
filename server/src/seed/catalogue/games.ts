import type { NameValue } from '../../db/tables.ts'
import {
  badges,
  currencyPackets,
  topUpDetails,
  type Names,
  type ProductSeed,
} from './product-seed.ts'

const day = 24 * 60 * 60 * 1000

const diamonds: Names = { lo: 'ເພັດ', th: 'เพชร', en: 'Diamonds' }
const coins: Names = { lo: 'ຫຼຽນ', th: 'เหรียญ', en: 'Coins' }
const gems: Names = { lo: 'ແກ້ວມະນີ', th: 'อัญมณี', en: 'Gems' }
const crystals: Names = { lo: 'ຄຣິສຕັລ', th: 'คริสตัล', en: 'Crystals' }
const credits: Names = { lo: 'ເຄຣດິດ', th: 'เครดิต', en: 'Credits' }
const pearls: Names = { lo: 'ໄຂ່ມຸກ', th: 'ไข่มุก', en: 'Pearls' }
const jade: Names = { lo: 'ຢົກ', th: 'หยก', en: 'Jade' }
const ingots: Names = { lo: 'ຄຳແທ່ງ', th: 'ทองคำแท่ง', en: 'Gold Ingots' }
const tokens: Names = { lo: 'ໂທເຄັນ', th: 'โทเค็น', en: 'Tokens' }
const coupons: Names = { lo: 'ຄູປອງ', th: 'คูปอง', en: 'Coupons' }
const orbs: Names = { lo: 'ລູກແກ້ວວິນຍານ', th: 'ลูกแก้ววิญญาณ', en: 'Spirit Orbs' }
const stars: Names = { lo: 'ດາວ', th: 'ดาว', en: 'Stars' }
const tickets: Names = { lo: 'ປີ້', th: 'ตั๋ว', en: 'Tickets' }

const playerId: NameValue[] = [{ name: 'Player ID', value: 'e.g. 100234567' }]
const characterId: NameValue[] = [{ name: 'Character ID', value: 'e.g. 52001234' }]
const regions: NameValue[] = [
  { name: 'Asia', value: 'asia' },
  { name: 'SEA', value: 'sea' },
  { name: 'Global', value: 'global' },
]

/** A game top-up: its details follow from its names and currency. */
function game(
  seed: Omit<ProductSeed, 'kind' | 'category' | 'details'> & { currency: Names; extra?: Names },
): ProductSeed {
  const { currency, extra, ...rest } = seed
  return {
    ...rest,
    kind: 'GAME',
    category: 'topUpGames',
    details: topUpDetails(seed.names, currency, extra),
  }
}

/**
 * At least twenty games. The three the spec names (Mobile Legends, BIGO, ROV) carry its player-id
 * rules; every other name is invented.
 */
export const gameSeeds: ProductSeed[] = [
  game({
    key: 'mobile-legends',
    names: {
      lo: 'ໂມບາຍ ເລເຈັນ: ແບງ ແບງ',
      th: 'โมบายเลเจนด์: แบง แบง',
      en: 'Mobile Legends: Bang Bang',
    },
    art: { from: '#1e3a8a', to: '#0ea5e9', emblem: 'shield' },
    badge: badges.hot,
    currency: diamonds,
    extra: {
      lo: 'User ID ແລະ Zone ID ເບິ່ງໄດ້ໃນໂປຣໄຟລ໌ເກມ.',
      th: 'ดู User ID และ Zone ID ได้ในโปรไฟล์เกม',
      en: 'Find your User ID and Zone ID on your in-game profile.',
    },
    inputs: [
      { name: 'User ID', value: 'e.g. 12345678' },
      { name: 'Zone ID', value: 'e.g. 1234' },
    ],
    servers: [],
    playerCheck: 'MLBB',
    packets: currencyPackets('Diamonds', 'gem', [
      [11, 5_000],
      [56, 22_000],
      [86, 33_000],
      [172, 66_000],
      [257, 99_000],
      [706, 265_000],
      [1_412, 500_000],
    ]),
  }),
  game({
    key: 'bigo-diamonds',
    names: { lo: 'ເພັດ BIGO', th: 'เพชร BIGO', en: 'BIGO Diamonds' },
    art: { from: '#0f766e', to: '#22d3ee', emblem: 'star' },
    currency: diamonds,
    extra: {
      lo: 'ໃຊ້ BIGO ID ທີ່ສະແດງໃນໜ້າໂປຣໄຟລ໌.',
      th: 'ใช้ BIGO ID ที่แสดงในหน้าโปรไฟล์',
      en: 'Use the BIGO ID shown on your profile page.',
    },
    inputs: [{ name: 'BIGO ID', value: 'e.g. 900123456' }],
    servers: [],
    playerCheck: 'BIGO',
    packets: currencyPackets('Diamonds', 'gem', [
      [42, 10_000],
      [210, 48_000],
      [420, 95_000],
      [1_050, 235_000],
      [2_100, 470_000],
    ]),
  }),
  game({
    key: 'rov-coupons',
    names: { lo: 'ຄູປອງ ROV', th: 'คูปอง ROV', en: 'ROV Coupons' },
    art: { from: '#7f1d1d', to: '#f97316', emblem: 'swords' },
    badge: badges.best,
    currency: coupons,
    inputs: [{ name: 'Open ID', value: 'e.g. 1234567890' }],
    servers: [],
    playerCheck: 'ROV',
    packets: currencyPackets('Coupons', 'ticket', [
      [24, 9_000],
      [120, 44_000],
      [240, 88_000],
      [600, 215_000],
      [1_200, 430_000],
    ]),
  }),
  game({
    key: 'lotus-kingdom-chronicles',
    names: { lo: 'ພົງສາວະດານອານາຈັກບົວ', th: 'ตำนานอาณาจักรบัว', en: 'Lotus Kingdom Chronicles' },
    art: { from: '#831843', to: '#f472b6', emblem: 'flower' },
    badge: badges.new,
    currency: jade,
    extra: {
      lo: 'ເລືອກເຊີບເວີທີ່ຕົວລະຄອນຂອງທ່ານຢູ່.',
      th: 'เลือกเซิร์ฟเวอร์ที่ตัวละครของคุณอยู่',
      en: 'Choose the server your character plays on.',
    },
    inputs: characterId,
    servers: regions,
    packets: currencyPackets('Jade', 'crystal', [
      [60, 12_000],
      [300, 58_000],
      [980, 185_000],
      [1_980, 370_000],
    ]),
  }),
  game({
    key: 'mekong-racers',
    names: { lo: 'ນັກແຂ່ງແມ່ຂອງ', th: 'นักแข่งแม่โขง', en: 'Mekong Racers' },
    art: { from: '#065f46', to: '#a3e635', emblem: 'wave' },
    currency: coins,
    inputs: playerId,
    servers: [],
    packets: currencyPackets('Coins', 'coin', [
      [100, 8_000],
      [550, 40_000],
      [1_200, 80_000],
      [2_500, 160_000],
    ]),
  }),
  game({
    key: 'naga-depths',
    names: { lo: 'ນາຄາໃຕ້ບາດານ', th: 'นาคาใต้บาดาล', en: 'Naga Depths' },
    art: { from: '#164e63', to: '#2dd4bf', emblem: 'orbit' },
    badge: badges.discount,
    currency: pearls,
    inputs: playerId,
    servers: [],
    packets: currencyPackets('Pearls', 'gem', [
      [80, 15_000],
      [400, 68_000],
      [820, 135_000],
      [1_700, 270_000],
      [3_500, 500_000],
    ]),
  }),
  game({
    key: 'sky-citadel-tactics',
    names: { lo: 'ຍຸດທະສາດປ້ອມຟ້າ', th: 'ยุทธศาสตร์ป้อมฟ้า', en: 'Sky Citadel Tactics' },
    art: { from: '#312e81', to: '#60a5fa', emblem: 'hexagon' },
    currency: crystals,
    inputs: playerId,
    servers: [],
    packets: currencyPackets('Crystals', 'crystal', [
      [50, 10_000],
      [260, 50_000],
      [550, 100_000],
      [1_150, 200_000],
    ]),
  }),
  game({
    key: 'rice-terrace-tycoon',
    names: { lo: 'ເສດຖີນາຂັ້ນໄດ', th: 'เศรษฐีนาขั้นบันได', en: 'Rice Terrace Tycoon' },
    art: { from: '#3f6212', to: '#facc15', emblem: 'mountains' },
    currency: ingots,
    inputs: playerId,
    servers: [],
    packets: currencyPackets('Gold Ingots', 'coin', [
      [20, 5_000],
      [110, 25_000],
      [240, 50_000],
      [520, 100_000],
    ]),
  }),
  game({
    key: 'last-island-standoff',
    names: { lo: 'ສົງຄາມເກາະສຸດທ້າຍ', th: 'ศึกเกาะสุดท้าย', en: 'Last Island Standoff' },
    art: { from: '#1c1917', to: '#ea580c', emblem: 'target' },
    badge: badges.hot,
    currency: tokens,
    inputs: playerId,
    servers: [
      { name: 'Asia', value: 'asia' },
      { name: 'Global', value: 'global' },
    ],
    packets: currencyPackets('Tokens', 'coin', [
      [60, 11_000],
      [325, 55_000],
      [660, 110_000],
      [1_800, 280_000],
      [3_850, 500_000],
    ]),
  }),
  game({
    key: 'champa-heroes',
    names: { lo: 'ວິລະຊົນຈຳປາ', th: 'วีรชนจำปา', en: 'Champa Heroes' },
    art: { from: '#9d174d', to: '#fbbf24', emblem: 'flower' },
    currency: gems,
    inputs: playerId,
    servers: [],
    packets: currencyPackets('Gems', 'gem', [
      [30, 6_000],
      [150, 29_000],
      [320, 58_000],
      [700, 120_000],
      [1_500, 240_000],
      [3_200, 480_000],
    ]),
  }),
  game({
    key: 'nebula-strike',
    names: { lo: 'ສົງຄາມເນບິວລາ', th: 'สงครามเนบิวลา', en: 'Nebula Strike' },
    art: { from: '#2e1065', to: '#c026d3', emblem: 'orbit' },
    currency: credits,
    inputs: playerId,
    servers: [
      { name: 'SEA', value: 'sea' },
      { name: 'Global', value: 'global' },
    ],
    packets: currencyPackets('Credits', 'crystal', [
      [100, 18_000],
      [500, 85_000],
      [1_100, 175_000],
      [2_400, 360_000],
    ]),
  }),
  game({
    key: 'tuk-tuk-turbo',
    names: { lo: 'ຕຸກຕຸກເທີໂບ', th: 'ตุ๊กตุ๊กเทอร์โบ', en: 'Tuk-Tuk Turbo' },
    art: { from: '#b45309', to: '#fde047', emblem: 'bolt' },
    currency: coins,
    inputs: playerId,
    servers: [],
    packets: currencyPackets('Coins', 'coin', [
      [50, 5_000],
      [280, 25_000],
      [600, 50_000],
    ]),
  }),
  game({
    key: 'jade-sword-legends',
    names: { lo: 'ຕຳນານກະບີ່ຢົກ', th: 'ตำนานกระบี่หยก', en: 'Jade Sword Legends' },
    art: { from: '#14532d', to: '#4ade80', emblem: 'swords' },
    currency: ingots,
    extra: {
      lo: 'ເຊີບເວີໃໝ່ ວຽງຈັນ ເປີດແລ້ວ.',
      th: 'เซิร์ฟเวอร์ใหม่ เวียงจันทน์ เปิดแล้ว',
      en: 'The new Vientiane server is open.',
    },
    inputs: characterId,
    servers: [
      { name: 'S1 Vientiane', value: 's1' },
      { name: 'S2 Luang Prabang', value: 's2' },
      { name: 'S3 Pakse', value: 's3' },
    ],
    packets: currencyPackets('Gold Ingots', 'coin', [
      [60, 12_000],
      [300, 58_000],
      [680, 125_000],
      [1_280, 230_000],
      [2_880, 500_000],
    ]),
  }),
  game({
    key: 'monsoon-monsters',
    names: { lo: 'ສັດປະຫຼາດລະດູຝົນ', th: 'อสูรฤดูฝน', en: 'Monsoon Monsters' },
    art: { from: '#0c4a6e', to: '#38bdf8', emblem: 'wave' },
    currency: gems,
    inputs: playerId,
    servers: [],
    packets: currencyPackets('Gems', 'gem', [
      [40, 8_000],
      [210, 40_000],
      [450, 82_000],
      [950, 165_000],
    ]),
  }),
  game({
    key: 'celestial-card-duel',
    names: { lo: 'ສົງຄາມໄພ່ເທວະດາ', th: 'ศึกไพ่เทวดา', en: 'Celestial Card Duel' },
    art: { from: '#4c1d95', to: '#f0abfc', emblem: 'star' },
    currency: crystals,
    inputs: playerId,
    servers: [],
    packets: currencyPackets('Crystals', 'crystal', [
      [100, 20_000],
      [520, 98_000],
      [1_100, 198_000],
      [2_300, 395_000],
    ]),
  }),
  game({
    key: 'spirit-lantern-online',
    names: { lo: 'ໂຄມວິນຍານອອນລາຍ', th: 'โคมวิญญาณออนไลน์', en: 'Spirit Lantern Online' },
    art: { from: '#7c2d12', to: '#fb923c', emblem: 'crown' },
    // A daily window across midnight: the game's servers restart every night.
    window: () => ({ activeTime: '07:00', dueTime: '01:00' }),
    currency: orbs,
    extra: {
      lo: 'ເປີດໃຫ້ເຕີມ 07:00 ຫາ 01:00 ໂມງ (ເວລາວຽງຈັນ); ປິດລະຫວ່າງປັບປຸງເຊີບເວີຕອນກາງຄືນ.',
      th: 'เปิดให้เติม 07:00 ถึง 01:00 น. (เวลาเวียงจันทน์) ปิดระหว่างปรับปรุงเซิร์ฟเวอร์ตอนกลางคืน',
      en: 'Top-ups are open 07:00 to 01:00 (Vientiane time); closed during the nightly server maintenance.',
    },
    inputs: characterId,
    servers: [
      { name: 'Asia', value: 'asia' },
      { name: 'SEA', value: 'sea' },
    ],
    packets: currencyPackets('Spirit Orbs', 'crystal', [
      [30, 7_000],
      [160, 35_000],
      [340, 70_000],
      [720, 140_000],
    ]),
  }),
  game({
    key: 'elephant-guard-td',
    names: { lo: 'ຊ້າງເຝົ້າປ້ອມ', th: 'ช้างเฝ้าป้อม', en: 'Elephant Guard TD' },
    art: { from: '#374151', to: '#9ca3af', emblem: 'shield' },
    currency: gems,
    inputs: playerId,
    servers: [],
    packets: currencyPackets('Gems', 'gem', [
      [25, 5_000],
      [130, 25_000],
      [280, 50_000],
    ]),
  }),
  game({
    key: 'street-football-stars',
    names: { lo: 'ດາວບານເຕະຖະໜົນ', th: 'ดาวเตะข้างถนน', en: 'Street Football Stars' },
    art: { from: '#166534', to: '#22c55e', emblem: 'target' },
    badge: badges.discount,
    currency: coins,
    inputs: playerId,
    servers: [],
    packets: currencyPackets('Coins', 'coin', [
      [200, 9_000],
      [1_050, 45_000],
      [2_200, 90_000],
      [4_600, 180_000],
      [12_000, 450_000],
    ]),
  }),
  game({
    key: 'lucky-koi-puzzle',
    names: { lo: 'ປິດສະໜາປາຄາບໂຊກດີ', th: 'ปริศนาปลาคาร์ฟนำโชค', en: 'Lucky Koi Puzzle' },
    art: { from: '#be123c', to: '#fdba74', emblem: 'wave' },
    currency: pearls,
    inputs: playerId,
    servers: [],
    packets: currencyPackets('Pearls', 'gem', [
      [50, 5_000],
      [270, 25_000],
      [560, 50_000],
      [1_150, 99_000],
    ]),
  }),
  game({
    key: 'thunder-muay-fighters',
    names: { lo: 'ນັກມວຍສາຍຟ້າ', th: 'นักมวยสายฟ้า', en: 'Thunder Muay Fighters' },
    art: { from: '#1e1b4b', to: '#facc15', emblem: 'bolt' },
    currency: gems,
    inputs: playerId,
    servers: [],
    packets: currencyPackets('Gems', 'gem', [
      [60, 12_000],
      [310, 60_000],
      [650, 120_000],
      [1_350, 240_000],
    ]),
  }),
  game({
    key: 'frontier-mech-assault',
    names: { lo: 'ຫຸ່ນຮົບຊາຍແດນ', th: 'หุ่นรบชายแดน', en: 'Frontier Mech Assault' },
    art: { from: '#0f172a', to: '#64748b', emblem: 'hexagon' },
    currency: credits,
    inputs: playerId,
    servers: [],
    packets: currencyPackets('Credits', 'crystal', [
      [90, 16_000],
      [480, 80_000],
      [1_000, 160_000],
      [2_100, 320_000],
    ]),
  }),
  game({
    key: 'skyward-archers',
    names: { lo: 'ນັກທະນູເທິງຟ້າ', th: 'นักธนูเหนือเมฆ', en: 'Skyward Archers' },
    art: { from: '#0369a1', to: '#a5f3fc', emblem: 'diamond' },
    currency: crystals,
    inputs: playerId,
    servers: [],
    packets: currencyPackets('Crystals', 'crystal', [
      [40, 8_000],
      [220, 42_000],
      [460, 85_000],
    ]),
  }),
  game({
    key: 'moonlight-garden-cafe',
    names: { lo: 'ຄາເຟສວນແສງເດືອນ', th: 'คาเฟ่สวนแสงจันทร์', en: 'Moonlight Garden Cafe' },
    art: { from: '#581c87', to: '#fda4af', emblem: 'flower' },
    badge: badges.new,
    currency: stars,
    inputs: playerId,
    servers: [],
    packets: currencyPackets('Stars', 'coin', [
      [30, 5_000],
      [160, 25_000],
      [340, 50_000],
      [700, 100_000],
    ]),
  }),
  game({
    key: 'rocket-festival-rally',
    names: { lo: 'ແຣລີບຸນບັ້ງໄຟ', th: 'แรลลี่บุญบั้งไฟ', en: 'Rocket Festival Rally' },
    art: { from: '#9a3412', to: '#fcd34d', emblem: 'bolt' },
    badge: badges.event,
    // A limited event that is on now: an ISO window around the seeding time.
    window: (now) => ({
      activeTime: new Date(now.getTime() - 7 * day).toISOString(),
      dueTime: new Date(now.getTime() + 30 * day).toISOString(),
    }),
    currency: tickets,
    extra: {
      lo: 'ກິດຈະກຳພິເສດ, ມີເວລາຈຳກັດ.',
      th: 'กิจกรรมพิเศษ มีเวลาจำกัด',
      en: 'A limited-time event.',
    },
    inputs: playerId,
    servers: [],
    packets: currencyPackets('Tickets', 'ticket', [
      [5, 10_000],
      [30, 55_000],
      [70, 120_000],
    ]),
  }),
  game({
    key: 'water-festival-splash',
    names: { lo: 'ສາດນ້ຳປີໃໝ່', th: 'สาดน้ำสงกรานต์', en: 'Water Festival Splash' },
    art: { from: '#1d4ed8', to: '#67e8f9', emblem: 'wave' },
    badge: badges.event,
    // An event that has ended: outside its window, so its tile is hidden and purchases are refused.
    window: (now) => ({
      activeTime: new Date(now.getTime() - 60 * day).toISOString(),
      dueTime: new Date(now.getTime() - 2 * day).toISOString(),
    }),
    currency: coins,
    inputs: playerId,
    servers: [],
    packets: currencyPackets('Coins', 'coin', [
      [100, 10_000],
      [520, 50_000],
      [1_100, 100_000],
    ]),
  }),
]
