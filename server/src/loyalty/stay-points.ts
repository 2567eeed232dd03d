import { TIME } from '#domain/constants/limits.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import { earnedPoints } from '#domain/rules/loyalty.ts';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import type { Database } from '../db/open-database';
import { insertEntry, memberRank, programPointsFor, type TimelineRow } from './point-ledger';

/**
 * "Points are added 3 days after check-out and recalculated on the check-out date" (document 1 section 4): from its
 * check-out date on, a member's completed stay (done, not cancelled) earns points by the programme's rate and the
 * member's rank on what was paid (points spent excluded). They show as future points until they are added 3 days
 * later, and expire after the programme's validity. One gain per stay (a unique index), so running it again adds
 * nothing. `memberId` limits it to one member (their points page); the maintenance sweep runs it for all.
 */
export function earnStayPoints(db: Database, now: Date, memberId?: number): number {
  const stays = memberId === undefined ? recentMemberStays(db, now) : staysOf(db, memberId);
  let earned = 0;
  for (const stay of stays) {
    const today = todayIn(stay.time_zone, now);
    if (stay.checkout_date > today) continue;
    const program = programPointsFor(db, stay.owner_member_id);
    if (!program) continue;
    const rank = memberRank(db, stay.owner_member_id, today);
    const points = earnedPoints(program, rank?.earn_bonus_percent ?? 0, stay.total_price);
    if (points <= 0) continue;
    const availableOn = addDays(stay.checkout_date, TIME.pointsAddedDaysAfterCheckout);
    insertEntry(db, {
      memberId: stay.owner_member_id,
      kind: 'gained',
      points,
      remaining: points,
      reservationId: stay.id,
      description: 'earned_from_stay',
      availableOn,
      expiresOn: addDays(availableOn, program.validDays),
      now,
    });
    earned += 1;
  }
  return earned;
}

type UnearnedStay = { id: number; owner_member_id: number; checkout_date: string; total_price: number; time_zone: string };

const UNEARNED = `
  SELECT r.id, r.owner_member_id, r.checkout_date, r.total_price, h.time_zone FROM reservations r
  JOIN hotels h ON h.id = r.hotel_id
  WHERE r.status = 'done' AND r.owner_kind = 'member'
    AND NOT EXISTS (SELECT 1 FROM point_entries e WHERE e.reservation_id = r.id AND e.kind = 'gained')`;

/** One member's unearned stays, by the member index (their points page catches up anything the sweep missed). */
function staysOf(db: Database, memberId: number): UnearnedStay[] {
  return db.prepare<[number], UnearnedStay>(`${UNEARNED} AND r.owner_member_id = ?`).all(memberId);
}

/**
 * Every member's unearned stays that checked out in the sweep's window, by the check-out index: the sweep runs every
 * few minutes, so it looks back a bounded window instead of reading every stay ever made. A day past UTC today covers
 * hotels east of UTC, whose today is already tomorrow.
 */
function recentMemberStays(db: Database, now: Date): UnearnedStay[] {
  const today = now.toISOString().slice(0, 10);
  return db
    .prepare<[string, string], UnearnedStay>(`${UNEARNED} AND r.checkout_date BETWEEN ? AND ?`)
    .all(addDays(today, -TIME.stayPointsSweepLookbackDays), addDays(today, 1));
}

/** The sweep's step: every member's completed stays. */
export function earnAllStayPoints(db: Database, now: Date): number {
  return earnStayPoints(db, now);
}

const number = (row: TimelineRow) => row.reservation_number ?? '';
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A history row's words in every locale of the app (document 1: the history's rows have a description). */
const DESCRIPTIONS: Record<string, Record<UiLocale, (row: TimelineRow) => string>> = {
  earned_from_stay: {
    en: (r) => spaced(`Stay ${number(r)}`),
    ja: (r) => spaced(`ご宿泊 ${number(r)}`),
    ko: (r) => spaced(`숙박 ${number(r)}`),
    zh_Hans: (r) => spaced(`住宿 ${number(r)}`),
    zh_Hant: (r) => spaced(`住宿 ${number(r)}`),
    th: (r) => spaced(`การเข้าพัก ${number(r)}`),
    id: (r) => spaced(`Menginap ${number(r)}`),
    ar: (r) => spaced(`إقامة ${number(r)}`),
  },
  spent_on_reservation: {
    en: (r) => spaced(`Used on reservation ${number(r)}`),
    ja: (r) => spaced(`ご予約 ${number(r)} でご利用`),
    ko: (r) => spaced(`예약 ${number(r)}에 사용`),
    zh_Hans: (r) => spaced(`用于预订 ${number(r)}`),
    zh_Hant: (r) => spaced(`用於訂房 ${number(r)}`),
    th: (r) => spaced(`ใช้กับการจอง ${number(r)}`),
    id: (r) => spaced(`Dipakai untuk reservasi ${number(r)}`),
    ar: (r) => spaced(`مستخدمة في الحجز ${number(r)}`),
  },
  refunded_from_reservation: {
    en: (r) => spaced(`Returned from reservation ${number(r)}`),
    ja: (r) => spaced(`ご予約 ${number(r)} から返還`),
    ko: (r) => spaced(`예약 ${number(r)}에서 반환`),
    zh_Hans: (r) => spaced(`预订 ${number(r)} 退还`),
    zh_Hant: (r) => spaced(`訂房 ${number(r)} 退還`),
    th: (r) => spaced(`คืนจากการจอง ${number(r)}`),
    id: (r) => spaced(`Dikembalikan dari reservasi ${number(r)}`),
    ar: (r) => spaced(`مُعادة من الحجز ${number(r)}`),
  },
  points_expired: {
    en: () => 'Expired',
    ja: () => '有効期限切れ',
    ko: () => '유효기간 만료',
    zh_Hans: () => '已过期',
    zh_Hant: () => '已過期',
    th: () => 'หมดอายุ',
    id: () => 'Kedaluwarsa',
    ar: () => 'منتهية الصلاحية',
  },
  digico_exchange: {
    en: () => 'Exchanged for a Digico gift',
    ja: () => 'デジコに交換',
    ko: () => '디지코 기프트로 교환',
    zh_Hans: () => '兑换为 Digico 礼品',
    zh_Hant: () => '兌換為 Digico 禮品',
    th: () => 'แลกเป็นของขวัญ Digico',
    id: () => 'Ditukar dengan hadiah Digico',
    ar: () => 'مستبدلة بهدية Digico',
  },
  welcome_bonus: {
    en: () => 'Welcome bonus',
    ja: () => '入会ボーナス',
    ko: () => '가입 보너스',
    zh_Hans: () => '入会奖励',
    zh_Hant: () => '入會獎勵',
    th: () => 'โบนัสต้อนรับ',
    id: () => 'Bonus selamat datang',
    ar: () => 'مكافأة الترحيب',
  },
};

/** A history row's description in the asked locale. */
export function describeEntry(locale: UiLocale): (row: TimelineRow) => string {
  return (row) => {
    const texts = DESCRIPTIONS[row.description];
    if (!texts) return row.description;
    return texts[locale](row);
  };
}
