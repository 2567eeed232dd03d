import { addDays } from '#domain/rules/nights.ts';
import type { Database } from '../db/open-database';
import type { LocalizedText } from '../i18n/localized';

/** Sakura Tokyo (hotel 101, Asia/Tokyo): an instant at the start of one of its days. */
const tokyoMidnight = (date: string) => new Date(`${date}T00:00:00+09:00`).toISOString();

type EventSeed = {
  id: number;
  names: LocalizedText;
  notification: LocalizedText;
  minNights: number;
  maxNights: number;
  /** Days from the seed's today. */
  opens: number;
  closes: number;
  stayFrom: number;
  stayTo: number;
  results: number;
};

const EVENTS: readonly EventSeed[] = [
  {
    id: 2101,
    names: { en: 'Cherry blossom view room lottery', ja: '桜ビュールーム抽選', ko: '벚꽃 전망 객실 추첨', zh_Hans: '樱花景观客房抽选', zh_Hant: '櫻花景觀客房抽選', th: 'จับสลากห้องวิวซากุระ', id: 'Undian kamar pemandangan sakura', ar: 'قرعة غرف إطلالة أزهار الكرز' },
    notification: {
      en: 'Deluxe twin rooms overlooking the cherry blossoms are allotted by lottery. Winners are e-mailed and must book within 3 days.',
      ja: '桜を望むデラックスツインは抽選でのご案内です。当選された方にはメールでお知らせします。3日以内にご予約ください。',
    },
    minNights: 1,
    maxNights: 3,
    opens: -1,
    closes: 20,
    stayFrom: 40,
    stayTo: 70,
    results: 21,
  },
  {
    id: 2102,
    names: { en: 'Summer fireworks night lottery', ja: '夏の花火ナイト抽選', ko: '여름 불꽃놀이 밤 추첨', zh_Hans: '夏日烟花之夜抽选', zh_Hant: '夏日煙火之夜抽選', th: 'จับสลากคืนดอกไม้ไฟฤดูร้อน', id: 'Undian malam kembang api musim panas', ar: 'قرعة ليلة الألعاب النارية الصيفية' },
    notification: {
      en: 'Stay two to four nights during the fireworks festival. One entry per member.',
      ja: '花火大会の期間中、2泊から4泊でご滞在いただけます。おひとり様1回までお申し込みいただけます。',
    },
    minNights: 2,
    maxNights: 4,
    opens: -1,
    closes: 20,
    stayFrom: 45,
    stayTo: 80,
    results: 21,
  },
  {
    // Not open yet: shown only through a preview link (document 2 section 9).
    id: 2103,
    names: { en: 'Autumn leaves lottery', ja: '紅葉シーズン抽選' },
    notification: { en: 'Entries open next month.', ja: '受付は来月開始です。' },
    minNights: 1,
    maxNights: 2,
    opens: 30,
    closes: 45,
    stayFrom: 60,
    stayTo: 90,
    results: 46,
  },
];

/** The demo's lottery events at Sakura Tokyo: one room of Deluxe Twin, room only, per winner. */
export function seedLotteries(db: Database, today: string): void {
  const insert = db.prepare(`
    INSERT INTO lottery_events (
      id, hotel_id, names, notification, min_nights, max_nights, participation_start, participation_end,
      stay_start, stay_end, result_date, room_type_code, room_plan_code, max_adults, winners_count, booking_days
    ) VALUES (?, 101, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'deluxe-twin', 'deluxe-twin_room-only', 2, 1, 3)`);
  for (const event of EVENTS) {
    insert.run(
      event.id,
      JSON.stringify(event.names),
      JSON.stringify(event.notification),
      event.minNights,
      event.maxNights,
      tokyoMidnight(addDays(today, event.opens)),
      tokyoMidnight(addDays(today, event.closes)),
      addDays(today, event.stayFrom),
      addDays(today, event.stayTo),
      addDays(today, event.results),
    );
  }
}
