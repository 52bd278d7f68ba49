/** A seeded chat message: who wrote it (a PersonSeed key) and how long before the seeding. */
export interface ChatLine {
  from: string
  text: string
  minutesAgo: number
}

/** The group chat of the last day, oldest first, in the three languages customers use. */
export const groupChat: ChatLine[] = [
  { from: 'noy', minutesAgo: 1500, text: 'ສະບາຍດີທຸກຄົນ 👋 ມື້ນີ້ມີໃຜຫຼິ້ນ Mobile Legends ບໍ່?' },
  { from: 'kittisak', minutesAgo: 1490, text: 'สวัสดีครับ เล่นอยู่ครับ แรงค์ติดอยู่สามวันแล้ว 😅' },
  { from: 'phonsavanh', minutesAgo: 1485, text: 'Count me in tonight after 8 pm.' },
  { from: 'noy', minutesAgo: 1480, text: 'ໂອເຄ ນັດກັນ 20:00 ເດີ' },
  {
    from: 'admin',
    minutesAgo: 1400,
    text: 'ແຈ້ງເຕືອນ: ຮ້ານບໍ່ເຄີຍຂໍລະຫັດຜ່ານ ຫຼື OTP ຂອງທ່ານ. ຢ່າເຊື່ອຜູ້ທີ່ອ້າງວ່າເປັນແອັດມິນ. / A reminder: the shop never asks for your password or OTP code.',
  },
  { from: 'anousone', minutesAgo: 1300, text: 'ເຕີມເພັດ MLBB ໄວຫຼາຍ, ບໍ່ຮອດ 1 ນາທີກໍເຂົ້າແລ້ວ 👍' },
  { from: 'piyanuch', minutesAgo: 1290, text: 'จริงค่ะ เติม ROV เมื่อวานก็เข้าทันที' },
  {
    from: 'chanthaly',
    minutesAgo: 1200,
    text: 'Does anyone know when the Rocket Festival Rally event ends?',
  },
  {
    from: 'admin',
    minutesAgo: 1190,
    text: 'ກິດຈະກຳ Rocket Festival Rally ເປີດຮອດເດືອນໜ້າ. ເບິ່ງລາຍລະອຽດໃນໜ້າເກມໄດ້ເລີຍ.',
  },
  { from: 'chanthaly', minutesAgo: 1185, text: 'Thanks! 🙏' },
  {
    from: 'vilayphone',
    minutesAgo: 1000,
    text: 'ໃຜຢູ່ເຊີບເວີ S1 Vientiane ຂອງ Jade Sword ແດ່? ກິວຂ້ອຍຮັບສະມາຊິກໃໝ່',
  },
  { from: 'tou', minutesAgo: 990, text: 'Me! My character is TouLee88, add me.' },
  { from: 'vilayphone', minutesAgo: 985, text: 'ສົ່ງຄຳເຊີນເຂົ້າກິວແລ້ວເດີ' },
  { from: 'saengdeuan', minutesAgo: 800, text: 'ອັນດັບເຕີມເງິນເດືອນນີ້ແຂ່ງກັນດຸເດືອດແທ້ 😂' },
  { from: 'phonsavanh', minutesAgo: 790, text: "I'm not giving up first place this month 🏆" },
  { from: 'noy', minutesAgo: 785, text: 'ລໍຖ້າເບິ່ງເດີ 😏' },
  { from: 'kittisak', minutesAgo: 600, text: 'มีใครเคยซื้อบัตร Starlight Stream บ้างครับ ใช้ได้ไหม' },
  { from: 'souksavanh', minutesAgo: 590, text: 'ໃຊ້ໄດ້ເດີ, ຂ້ອຍຊື້ແບບ 1 ເດືອນ, ລະຫັດມາທັນທີ' },
  { from: 'kittisak', minutesAgo: 585, text: 'ขอบคุณครับ 🙏' },
  { from: 'manivanh', minutesAgo: 400, text: 'Is there a minimum amount for a QR top-up?' },
  {
    from: 'admin',
    minutesAgo: 395,
    text: 'Yes: 10,000 kip for every top-up. Money in the wallet cannot be withdrawn, so top up only what you plan to spend.',
  },
  { from: 'bounthavy', minutesAgo: 300, text: 'Spirit Lantern ປິດປັບປຸງຕອນກາງຄືນບໍ? ເມື່ອຄືນເຕີມບໍ່ໄດ້' },
  { from: 'admin', minutesAgo: 295, text: 'ແມ່ນແລ້ວ, ເປີດໃຫ້ເຕີມ 07:00 ຫາ 01:00 ໂມງ ທຸກມື້.' },
  { from: 'arouny', minutesAgo: 200, text: 'ສະບາຍດີຕອນແລງ 🌙' },
  { from: 'nalinh', minutesAgo: 150, text: 'Anyone up for Last Island Standoff squads?' },
  { from: 'anousone', minutesAgo: 140, text: 'ໄປ! ເຊີບເວີ Asia ເດີ' },
  { from: 'piyanuch', minutesAgo: 90, text: 'ใครมีโค้ดชวนเพื่อนของ Champa Heroes บ้างคะ' },
  {
    from: 'tou',
    minutesAgo: 60,
    text: 'Check the in-game mail, they sent one to everybody this week.',
  },
  {
    from: 'souksavanh',
    minutesAgo: 30,
    text: 'Just topped up with the QR, the balance showed up straight away 👌',
  },
  { from: 'noy', minutesAgo: 12, text: 'ໂຊກດີທຸກຄົນ, ພົບກັນໃນເກມ! 🎮' },
]

/** Private conversations with the admin, keyed by the customer; the last one still awaits a reply. */
export const adminConversations: { customer: string; lines: ChatLine[] }[] = [
  {
    customer: 'souksavanh',
    lines: [
      { from: 'souksavanh', minutesAgo: 2900, text: 'ສະບາຍດີ, ຂ້ອຍໂອນເງິນເຂົ້າກະເປົາແລ້ວ ແຕ່ຍອດຍັງບໍ່ຂຶ້ນ.' },
      { from: 'admin', minutesAgo: 2890, text: 'ສະບາຍດີ, ກະລຸນາແຈ້ງຈຳນວນເງິນ ແລະ ເວລາທີ່ໂອນແດ່.' },
      { from: 'souksavanh', minutesAgo: 2885, text: '200,000 ກີບ, ປະມານ 14:05 ໂມງ.' },
      {
        from: 'admin',
        minutesAgo: 2870,
        text: 'ກວດສອບແລ້ວ, ເງິນເຂົ້າກະເປົາຂອງທ່ານແລ້ວ. ຂອບໃຈທີ່ໃຊ້ບໍລິການ 🙏',
      },
      { from: 'souksavanh', minutesAgo: 2865, text: 'ໄດ້ແລ້ວ, ຂອບໃຈຫຼາຍໆ!' },
    ],
  },
  {
    customer: 'kittisak',
    lines: [
      { from: 'kittisak', minutesAgo: 700, text: 'ซื้อ Starlight Stream 12 เดือนไม่ได้ครับ ขึ้นว่าสินค้าหมด' },
      {
        from: 'admin',
        minutesAgo: 690,
        text: 'ขออภัยครับ แพ็กเกจ 12 เดือนหมดชั่วคราว แพ็กเกจ 1 และ 3 เดือนยังมีครับ',
      },
    ],
  },
  {
    customer: 'nalinh',
    lines: [
      {
        from: 'nalinh',
        minutesAgo: 5,
        text: 'Hi, I sent a bank transfer of 30,000 kip a few minutes ago. Could you approve it please?',
      },
    ],
  },
]
