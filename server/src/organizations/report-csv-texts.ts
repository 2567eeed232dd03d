import type { UiLocale } from '#domain/constants/locales.ts';

type CsvTexts = {
  headers: {
    hotel: string;
    guest: string;
    checkin: string;
    nights: string;
    remaining: string;
    rooms: string;
    status: string;
    booked_on: string;
    number: string;
    price: string;
    currency: string;
    site: string;
  };
  statuses: { done: string; payment_pending: string; cancelled: string };
  yes: string;
  no: string;
};

/** The CSV's header row and words, in the admin's language (the same words as the app's organization-admin catalog). */
export const REPORT_CSV_TEXTS: Record<UiLocale, CsvTexts> = {
  en: {
    headers: { hotel: 'Hotel', guest: 'Guest', checkin: 'Check-in', nights: 'Nights', remaining: 'Remaining nights', rooms: 'Rooms', status: 'Status', booked_on: 'Booking date', number: 'Reservation number', price: 'Price', currency: 'Currency', site: 'Booked through the site' },
    statuses: { done: 'Confirmed', payment_pending: 'Payment pending', cancelled: 'Cancelled' },
    yes: 'Yes',
    no: 'No',
  },
  ja: {
    headers: { hotel: 'ホテル', guest: '宿泊者', checkin: 'チェックイン', nights: '泊数', remaining: '残り泊数', rooms: '部屋数', status: 'ステータス', booked_on: '予約日', number: '予約番号', price: '料金', currency: '通貨', site: 'サイト経由の予約' },
    statuses: { done: '確定', payment_pending: '支払い待ち', cancelled: 'キャンセル' },
    yes: 'はい',
    no: 'いいえ',
  },
  ko: {
    headers: { hotel: '호텔', guest: '투숙객', checkin: '체크인', nights: '박수', remaining: '남은 박수', rooms: '객실 수', status: '상태', booked_on: '예약일', number: '예약 번호', price: '요금', currency: '통화', site: '사이트를 통한 예약' },
    statuses: { done: '확정', payment_pending: '결제 대기', cancelled: '취소됨' },
    yes: '예',
    no: '아니요',
  },
  zh_Hans: {
    headers: { hotel: '酒店', guest: '入住人', checkin: '入住日期', nights: '晚数', remaining: '剩余晚数', rooms: '房间数', status: '状态', booked_on: '预订日期', number: '预订编号', price: '价格', currency: '货币', site: '通过网站预订' },
    statuses: { done: '已确认', payment_pending: '待付款', cancelled: '已取消' },
    yes: '是',
    no: '否',
  },
  zh_Hant: {
    headers: { hotel: '飯店', guest: '住宿人', checkin: '入住日期', nights: '晚數', remaining: '剩餘晚數', rooms: '房間數', status: '狀態', booked_on: '預訂日期', number: '預訂編號', price: '價格', currency: '貨幣', site: '透過網站預訂' },
    statuses: { done: '已確認', payment_pending: '待付款', cancelled: '已取消' },
    yes: '是',
    no: '否',
  },
  id: {
    headers: { hotel: 'Hotel', guest: 'Tamu', checkin: 'Check-in', nights: 'Malam', remaining: 'Sisa malam', rooms: 'Kamar', status: 'Status', booked_on: 'Tanggal pemesanan', number: 'Nomor reservasi', price: 'Harga', currency: 'Mata uang', site: 'Dipesan melalui situs' },
    statuses: { done: 'Terkonfirmasi', payment_pending: 'Menunggu pembayaran', cancelled: 'Dibatalkan' },
    yes: 'Ya',
    no: 'Tidak',
  },
  th: {
    headers: { hotel: 'โรงแรม', guest: 'ผู้เข้าพัก', checkin: 'เช็กอิน', nights: 'จำนวนคืน', remaining: 'จำนวนคืนที่เหลือ', rooms: 'จำนวนห้อง', status: 'สถานะ', booked_on: 'วันที่จอง', number: 'หมายเลขการจอง', price: 'ราคา', currency: 'สกุลเงิน', site: 'จองผ่านเว็บไซต์' },
    statuses: { done: 'ยืนยันแล้ว', payment_pending: 'รอชำระเงิน', cancelled: 'ยกเลิกแล้ว' },
    yes: 'ใช่',
    no: 'ไม่ใช่',
  },
  ar: {
    headers: { hotel: 'الفندق', guest: 'النزيل', checkin: 'تسجيل الوصول', nights: 'الليالي', remaining: 'الليالي المتبقية', rooms: 'الغرف', status: 'الحالة', booked_on: 'تاريخ الحجز', number: 'رقم الحجز', price: 'السعر', currency: 'العملة', site: 'محجوز عبر الموقع' },
    statuses: { done: 'مؤكد', payment_pending: 'بانتظار الدفع', cancelled: 'ملغى' },
    yes: 'نعم',
    no: 'لا',
  },
};
