import { addDays } from '#domain/rules/nights.ts';
import type { Database } from '../db/open-database';
import type { UiLocale } from '#domain/constants/locales.ts';

/** Sakura Tokyo (hotel 101, Asia/Tokyo): an instant at the start of one of its days. */
const tokyoMidnight = (date: string) => new Date(`${date}T00:00:00+09:00`).toISOString();

type EventSeed = {
  id: number;
  /** In every UI locale (document 2 section 1), so no entrant reads the event in a fallback language. */
  names: Record<UiLocale, string>;
  notification: Record<UiLocale, string>;
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
      ko: '벚꽃이 보이는 디럭스 트윈 객실은 추첨으로 배정됩니다. 당첨되신 분께는 이메일로 알려 드리며, 3일 이내에 예약하셔야 합니다.',
      zh_Hans: '可眺望樱花的豪华双床房通过抽选分配。中选者将收到电子邮件通知，并须在3天内完成预订。',
      zh_Hant: '可眺望櫻花的豪華雙床房以抽選方式分配。中選者將收到電子郵件通知，並須於3天內完成預訂。',
      th: 'ห้องดีลักซ์ทวินที่มองเห็นดอกซากุระจัดสรรโดยการจับสลาก ผู้ที่ได้รับเลือกจะได้รับอีเมลแจ้ง และต้องจองภายใน 3 วัน',
      id: 'Kamar deluxe twin dengan pemandangan bunga sakura dibagikan melalui undian. Pemenang akan diberi tahu lewat email dan harus memesan dalam 3 hari.',
      ar: 'تُخصَّص الغرف المزدوجة الفاخرة المطلة على أزهار الكرز بالقرعة. يُبلَّغ الفائزون بالبريد الإلكتروني وعليهم الحجز خلال 3 أيام.',
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
      ko: '불꽃 축제 기간 중 2박에서 4박까지 머무실 수 있습니다. 회원 한 분당 한 번만 응모하실 수 있습니다.',
      zh_Hans: '烟花节期间可入住2至4晚。每位会员限报名一次。',
      zh_Hant: '煙火節期間可入住2至4晚。每位會員限報名一次。',
      th: 'เข้าพักได้ 2 ถึง 4 คืนในช่วงเทศกาลดอกไม้ไฟ สมาชิกหนึ่งท่านสมัครได้หนึ่งครั้ง',
      id: 'Menginap dua sampai empat malam selama festival kembang api. Satu pendaftaran per anggota.',
      ar: 'أقم من ليلتين إلى أربع ليالٍ خلال مهرجان الألعاب النارية. مشاركة واحدة لكل عضو.',
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
    names: { en: 'Autumn leaves lottery', ja: '紅葉シーズン抽選', ko: '단풍 시즌 추첨', zh_Hans: '红叶季抽选', zh_Hant: '紅葉季抽選', th: 'จับสลากฤดูใบไม้เปลี่ยนสี', id: 'Undian musim daun gugur', ar: 'قرعة موسم أوراق الخريف' },
    notification: {
      en: 'Entries open next month.',
      ja: '受付は来月開始です。',
      ko: '응모는 다음 달에 시작됩니다.',
      zh_Hans: '报名将于下个月开始。',
      zh_Hant: '報名將於下個月開始。',
      th: 'เปิดรับสมัครเดือนหน้า',
      id: 'Pendaftaran dibuka bulan depan.',
      ar: 'يبدأ استقبال المشاركات الشهر المقبل.',
    },
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
