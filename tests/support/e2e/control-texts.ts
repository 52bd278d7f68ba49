import type { Locale } from '#src/i18n/locales.ts'

// The names of the controls the browser tests press, from src/i18n/locales/*/messages.po.
export const CONTROL_TEXT = {
  mainMenu: { lo: 'ເມນູຫຼັກ', th: 'เมนูหลัก', en: 'Main menu' },
  more: { lo: 'ເພີ່ມເຕີມ', th: 'เพิ่มเติม', en: 'More' },
  login: { lo: 'ເຂົ້າສູ່ລະບົບ', th: 'เข้าสู่ระบบ', en: 'Log in' },
  buy: { lo: 'ຊື້ເລີຍ', th: 'ซื้อเลย', en: 'Buy now' },
  confirm: { lo: 'ຢືນຢັນການຊື້', th: 'ยืนยันการซื้อ', en: 'Confirm purchase' },
  prize1: { lo: 'ລາງວັນອັນດັບ 1', th: 'รางวัลอันดับ 1', en: 'Prize for rank 1' },
  amount: { lo: 'ຈຳນວນເງິນ (ກີບ)', th: 'จำนวนเงิน (กีบ)', en: 'Amount (kip)' },
  makeQr: { lo: 'ສ້າງ QR ເພື່ອເຕີມເງິນ', th: 'สร้าง QR เพื่อเติมเงิน', en: 'Make a QR to top up' },
} satisfies Record<string, Record<Locale, string>>
