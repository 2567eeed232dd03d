import type { EmbedLocale } from '../shared/embed-locale';

/** The element's own words in one UI locale. */
export type EmbedWords = {
  /** The frame's title and the dialog's name before the app has said which hotel it is. */
  booking: string;
  /** Put before the hotel's name once the app names it ("Booking: Sakura Hotel"): two widgets differ by it. */
  at: string;
  close: string;
};

// The whole table ships in the element chunk (budget 14 KB gzip), so the words are as short as they can be.
export const EMBED_WORDS: Record<EmbedLocale, EmbedWords> = {
  ja: { booking: 'ホテル予約', at: '予約：', close: '閉じる' },
  en: { booking: 'Hotel booking', at: 'Booking: ', close: 'Close' },
  ko: { booking: '호텔 예약', at: '예약: ', close: '닫기' },
  zh_Hans: { booking: '酒店预订', at: '预订：', close: '关闭' },
  zh_Hant: { booking: '飯店訂房', at: '訂房：', close: '關閉' },
  id: { booking: 'Pemesanan hotel', at: 'Pemesanan: ', close: 'Tutup' },
  th: { booking: 'จองโรงแรม', at: 'การจอง: ', close: 'ปิด' },
  ar: { booking: 'حجز فندق', at: 'الحجز: ', close: 'إغلاق' },
};
