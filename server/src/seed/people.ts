import type { MoneyType, NameValue, OrderNote, Role, UserStatus } from '../db/tables.ts'
import { lastMonth, minutesAgo, thisMonth, type When } from './demo-time.ts'

export type TopUpEvent = {
  type: 'topup'
  amount: number
  moneyType: MoneyType
  /** SUCCESS credits the wallet; WAITING waits for the operator; CANCEL never credited it. */
  status: 'SUCCESS' | 'WAITING' | 'CANCEL'
  at: When
}

export type PurchaseEvent = {
  type: 'purchase'
  /** A product's slug and one of its packages' English names (server/catalogue/demo-catalogue.json). */
  product: string
  packet: string
  /** The account fields by their English names. */
  inputs: NameValue[]
  server?: string
  /** SUCCESS and RUNNING were paid from the wallet; CANCEL was refused before any debit. */
  status: 'SUCCESS' | 'RUNNING' | 'CANCEL'
  /** Why it went so, which the SPA words in the reader's language. */
  note?: OrderNote
  at: When
}

export type MoneyEvent = TopUpEvent | PurchaseEvent

export interface PersonSeed {
  /** Names the person in chat-history.ts and their picture file, avatars/<key>.svg. */
  key: string
  fullName: string
  phone: string
  password: string
  role: Role
  status: UserStatus
  /** Gradient of a generated picture; without one the person has no picture. */
  avatar?: { from: string; to: string }
  /** Printed at start (main.ts) so a person can sign in at once. */
  label?: string
  history: MoneyEvent[]
}

const demoPassword = 'demo1234'

function topUp(
  amount: number,
  moneyType: MoneyType,
  at: When,
  status: TopUpEvent['status'] = 'SUCCESS',
): TopUpEvent {
  return { type: 'topup', amount, moneyType, status, at }
}

const mlbbAccount: NameValue[] = [
  { name: 'User ID', value: '58123467' },
  { name: 'Zone ID', value: '2041' },
]

function customer(
  key: string,
  fullName: string,
  phone: string,
  history: MoneyEvent[],
  avatar?: PersonSeed['avatar'],
): PersonSeed {
  return {
    key,
    fullName,
    phone,
    password: demoPassword,
    role: 'CUSTOMER',
    status: 'ACTIVE',
    history,
    ...(avatar ? { avatar } : {}),
  }
}

/** The accounts people sign in with; their balances follow from their histories (250,000 kip for the demo customer). */
export const demoPeople: PersonSeed[] = [
  {
    key: 'admin',
    fullName: 'System Admin',
    phone: '2099990000',
    password: 'admin1234',
    role: 'ADMIN',
    status: 'ACTIVE',
    avatar: { from: '#0f766e', to: '#1e3a8a' },
    label: 'Admin',
    history: [],
  },
  {
    ...customer(
      'souksavanh',
      'Souksavanh Keomany',
      '2055550101',
      [
        topUp(100_000, 'BANK', lastMonth(3, 10)),
        {
          type: 'purchase',
          product: 'mobile-legends',
          packet: '86 Diamonds',
          inputs: mlbbAccount,
          // The provider's name, which the SPA must not show as a game server.
          server: 'WEPAY',
          status: 'SUCCESS',
          at: lastMonth(5, 19),
        },
        topUp(50_000, 'BANK', lastMonth(12, 20), 'CANCEL'),
        {
          type: 'purchase',
          product: 'mekong-mobile-card',
          packet: '20,000 kip card',
          inputs: [],
          status: 'SUCCESS',
          at: lastMonth(20, 9),
        },
        topUp(200_000, 'MONEY_THAI', thisMonth(0.15)),
        {
          type: 'purchase',
          product: 'mobile-legends-voucher',
          packet: '86 Diamonds',
          inputs: mlbbAccount,
          status: 'SUCCESS',
          at: thisMonth(0.3),
        },
        topUp(100_000, 'BANK', thisMonth(0.45)),
        {
          type: 'purchase',
          product: 'lotus-kingdom-chronicles',
          packet: '300 Jade',
          inputs: [{ name: 'Character ID', value: '52007788' }],
          server: 'sea',
          status: 'SUCCESS',
          at: thisMonth(0.6),
        },
        {
          type: 'purchase',
          product: 'street-football-stars',
          packet: '200 Coins',
          inputs: [{ name: 'Player ID', value: '100000001' }],
          status: 'CANCEL',
          note: 'ACCOUNT_REFUSED',
          at: thisMonth(0.7),
        },
        {
          type: 'purchase',
          product: 'champa-heroes',
          packet: '30 Gems',
          inputs: [{ name: 'Player ID', value: '100234567' }],
          status: 'RUNNING',
          at: thisMonth(0.8),
        },
        topUp(50_000, 'MONEY_THAI', minutesAgo(25), 'WAITING'),
      ],
      { from: '#f59e0b', to: '#db2777' },
    ),
    label: 'Customer (250,000 kip)',
  },
  {
    ...customer(
      'nalinh',
      'Nalinh Vongsa',
      '2055550102',
      [
        topUp(50_000, 'CUPONG_MONEY', lastMonth(8, 15)),
        topUp(120_000, 'BANK', thisMonth(0.5)),
        {
          type: 'purchase',
          product: 'gamenest-gift-card',
          packet: '50,000 kip card',
          inputs: [],
          status: 'SUCCESS',
          at: thisMonth(0.55),
        },
        topUp(30_000, 'MONEY_THAI', minutesAgo(8), 'WAITING'),
      ],
      { from: '#22c55e', to: '#0ea5e9' },
    ),
    label: 'Second customer',
  },
  { ...customer('bounmy', 'Bounmy Sihalath', '2055550103', []), label: 'Customer with 0 kip' },
  {
    ...customer('khamla', 'Khamla Inthavong', '2055550104', [
      topUp(20_000, 'BANK', lastMonth(2, 11)),
    ]),
    status: 'SUSPENDED',
    label: 'Suspended customer (cannot log in)',
  },
]

/**
 * Customers who fill this month's leaderboard, each with a distinct total. Khamphet topped up the
 * most of anyone, but last month: he must not appear on this month's board.
 */
export const leaderboardPeople: PersonSeed[] = [
  customer(
    'phonsavanh',
    'Phonsavanh Vongphachanh',
    '2077770001',
    [
      topUp(500_000, 'BANK', lastMonth(14, 21)),
      topUp(800_000, 'BANK', thisMonth(0.1)),
      topUp(650_000, 'ADMIN', thisMonth(0.62)),
    ],
    { from: '#1d4ed8', to: '#06b6d4' },
  ),
  customer(
    'noy',
    'ນ້ອຍ ສີສຸວັນ',
    '2077770002',
    [topUp(700_000, 'MONEY_THAI', thisMonth(0.2)), topUp(480_000, 'BANK', thisMonth(0.74))],
    { from: '#db2777', to: '#f97316' },
  ),
  customer(
    'kittisak',
    'กิตติศักดิ์ ศรีสุข',
    '2077770003',
    [topUp(300_000, 'BANK', lastMonth(22, 13)), topUp(960_000, 'BANK', thisMonth(0.33))],
    { from: '#7c3aed', to: '#2563eb' },
  ),
  customer('vilayphone', 'Vilayphone Inthachak', '2077770004', [
    topUp(420_000, 'CUPONG_MONEY', thisMonth(0.05)),
    topUp(400_000, 'BANK', thisMonth(0.5)),
  ]),
  customer(
    'saengdeuan',
    'ແສງເດືອນ ພົມມະຈັນ',
    '2077770005',
    [topUp(700_000, 'BANK', thisMonth(0.41))],
    {
      from: '#0d9488',
      to: '#84cc16',
    },
  ),
  customer('anousone', 'Anousone Keosavang', '2077770006', [
    topUp(200_000, 'BANK', lastMonth(6, 8)),
    topUp(610_000, 'MONEY_THAI', thisMonth(0.27)),
  ]),
  customer(
    'piyanuch',
    'ปิยะนุช ทองดี',
    '2077770007',
    [topUp(240_000, 'BANK', thisMonth(0.12)), topUp(300_000, 'BANK', thisMonth(0.66))],
    { from: '#e11d48', to: '#fb7185' },
  ),
  customer('bounthavy', 'Bounthavy Sengdara', '2077770008', [
    topUp(450_000, 'ADMIN', thisMonth(0.38)),
  ]),
  customer(
    'chanthaly',
    'Chanthaly Xayavong',
    '2077770009',
    [topUp(100_000, 'BANK', lastMonth(27, 18)), topUp(380_000, 'BANK', thisMonth(0.57))],
    { from: '#ca8a04', to: '#dc2626' },
  ),
  customer('arouny', 'ອາລຸນີ ວົງສະຫວັນ', '2077770010', [topUp(310_000, 'MONEY_THAI', thisMonth(0.22))]),
  customer('tou', 'Tou Lee', '2077770011', [
    topUp(120_000, 'BANK', thisMonth(0.08)),
    topUp(100_000, 'CUPONG_MONEY', thisMonth(0.81)),
  ]),
  customer('manivanh', 'Manivanh Souvannavong', '2077770012', [
    topUp(150_000, 'BANK', thisMonth(0.47)),
  ]),
  customer('khamphet', 'Khamphet Luangrath', '2077770013', [
    topUp(5_000_000, 'BANK', lastMonth(18, 16)),
  ]),
]

export const allPeople: PersonSeed[] = [...demoPeople, ...leaderboardPeople]

export function avatarPath(person: Pick<PersonSeed, 'key'>): string {
  return `avatars/${person.key}.svg`
}

export const defaultAvatarPath = 'avatars/default.svg'
