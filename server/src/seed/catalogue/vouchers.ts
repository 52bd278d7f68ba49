import { badges, voucherDetails, type PacketSeed, type ProductSeed } from './product-seed.ts'

function kipCards(amounts: number[]): PacketSeed[] {
  return amounts.map((amount) => ({
    name: `${amount.toLocaleString('en-US')} kip card`,
    amount,
    icon: 'card',
  }))
}

/** Vouchers: each purchase takes one code from stock. Every name here is invented. */
export const voucherSeeds: ProductSeed[] = [
  {
    key: 'mobile-legends-voucher',
    kind: 'VOUCHER',
    category: 'gameCards',
    names: {
      lo: 'ບັດເພັດ Mobile Legends',
      th: 'บัตรเพชร Mobile Legends',
      en: 'Mobile Legends Diamond Voucher',
    },
    art: { from: '#172554', to: '#6366f1', emblem: 'diamond' },
    badge: badges.hot,
    details: voucherDetails({
      lo: 'ໃສ່ User ID ແລະ Zone ID ເປັນຕົວເລກ.',
      th: 'กรอก User ID และ Zone ID เป็นตัวเลข',
      en: 'Enter your User ID and Zone ID as numbers.',
    }),
    // The SPA shows numeric inputs for this voucher type.
    voucherTypeName: 'Mobile Legends',
    inputs: [
      { name: 'User ID', value: 'e.g. 12345678' },
      { name: 'Zone ID', value: 'e.g. 1234' },
    ],
    servers: [],
    packets: [
      { name: '86 Diamonds', amount: 33_000, icon: 'gem' },
      { name: '172 Diamonds', amount: 66_000, icon: 'gem' },
      { name: '429 Diamonds', amount: 160_000, icon: 'gem-stack' },
      { name: '878 Diamonds', amount: 320_000, icon: 'gem-stack' },
    ],
  },
  {
    key: 'gamenest-gift-card',
    kind: 'VOUCHER',
    category: 'gameCards',
    names: { lo: 'ບັດຂອງຂວັນ GameNest', th: 'บัตรของขวัญ GameNest', en: 'GameNest Gift Card' },
    art: { from: '#134e4a', to: '#34d399', emblem: 'hexagon' },
    details: voucherDetails({
      lo: 'ໃຊ້ລະຫັດໃນແອັບ GameNest ເພື່ອເພີ່ມຍອດເງິນ.',
      th: 'ใช้รหัสในแอป GameNest เพื่อเพิ่มยอดเงิน',
      en: 'Redeem the code in the GameNest app to add to your balance.',
    }),
    inputs: [],
    servers: [],
    packets: kipCards([50_000, 100_000, 200_000, 500_000]),
  },
  {
    key: 'arcade-points-card',
    kind: 'VOUCHER',
    category: 'gameCards',
    names: { lo: 'ບັດແຕ້ມອາເຄດ', th: 'บัตรแต้มอาร์เคด', en: 'Arcade Points Card' },
    art: { from: '#701a75', to: '#fb7185', emblem: 'star' },
    details: voucherDetails({
      lo: 'ແລກແຕ້ມໄດ້ທີ່ຕູ້ເກມທຸກສາຂາ.',
      th: 'แลกแต้มได้ที่ตู้เกมทุกสาขา',
      en: 'Redeem the points at any arcade branch.',
    }),
    inputs: [],
    servers: [],
    packets: [
      { name: '100 Points', amount: 10_000, icon: 'ticket' },
      { name: '500 Points', amount: 45_000, icon: 'ticket' },
      { name: '1,000 Points', amount: 85_000, icon: 'ticket' },
    ],
  },
  {
    key: 'mekong-mobile-card',
    kind: 'VOUCHER',
    category: 'mobileCards',
    names: {
      lo: 'ບັດເຕີມເງິນ Mekong Mobile',
      th: 'บัตรเติมเงิน Mekong Mobile',
      en: 'Mekong Mobile Top-up Card',
    },
    art: { from: '#075985', to: '#f59e0b', emblem: 'wave' },
    badge: badges.best,
    details: voucherDetails({
      lo: 'ກົດ *121*ລະຫັດ# ເພື່ອເຕີມເງິນ. ເລກຊີຣີ (ref2) ໃຊ້ເວລາຕິດຕໍ່ຝ່າຍບໍລິການ.',
      th: 'กด *121*รหัส# เพื่อเติมเงิน ใช้เลขซีเรียล (ref2) เมื่อติดต่อฝ่ายบริการ',
      en: 'Dial *121*code# to top up. Quote the serial number (ref2) if you contact support.',
    }),
    // A cash card: each code comes with a serial number the purchase history shows as ref2.
    cardType: 'cashcard',
    inputs: [],
    servers: [],
    packets: kipCards([10_000, 20_000, 50_000, 100_000]),
  },
  {
    key: 'starlight-stream-premium',
    kind: 'VOUCHER',
    category: 'entertainment',
    names: { lo: 'ສະຕາໄລທ໌ສະຕຣີມ ພຣີມຽມ', th: 'สตาร์ไลท์ สตรีม พรีเมียม', en: 'Starlight Stream Premium' },
    art: { from: '#111827', to: '#e11d48', emblem: 'orbit' },
    badge: badges.new,
    details: voucherDetails({
      lo: 'ເບິ່ງໜັງ ແລະ ຊີຣີໂດຍບໍ່ມີໂຄສະນາ.',
      th: 'ดูหนังและซีรีส์แบบไม่มีโฆษณา',
      en: 'Films and series without adverts.',
    }),
    inputs: [],
    servers: [],
    packets: [
      { name: '1 month', amount: 45_000, icon: 'pass' },
      { name: '3 months', amount: 125_000, icon: 'pass' },
      // Sold out: buying it answers CARD_NOT_ENOUGH_IN_STOCK.
      { name: '12 months', amount: 450_000, icon: 'pass', stock: 0 },
    ],
  },
  {
    key: 'melody-cloud-music',
    kind: 'VOUCHER',
    category: 'entertainment',
    names: { lo: 'ເມໂລດີ້ຄລາວ ມິວສິກ', th: 'เมโลดี้คลาวด์ มิวสิก', en: 'Melody Cloud Music' },
    art: { from: '#4a044e', to: '#a855f7', emblem: 'target' },
    details: voucherDetails({
      lo: 'ຟັງເພງບໍ່ຈຳກັດ ແລະ ດາວໂຫຼດຟັງແບບອອບລາຍ.',
      th: 'ฟังเพลงไม่จำกัดและดาวน์โหลดฟังแบบออฟไลน์',
      en: 'Unlimited music, with offline downloads.',
    }),
    inputs: [],
    servers: [],
    packets: [
      { name: '1 month', amount: 25_000, icon: 'pass' },
      { name: '3 months', amount: 69_000, icon: 'pass' },
      { name: '6 months', amount: 129_000, icon: 'pass' },
    ],
  },
]
