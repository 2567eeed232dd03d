import type { Database } from '../db/open-database';
import { cachedRead } from '../db/read-cache';

export type RoomTypeRow = {
  id: number;
  code: string;
  names: string;
  descriptions: string;
  size_sqm: number;
  bed_types: string;
  max_occupancy: number;
  photos: string;
  position: number;
};

/** A plan as offered on one room type: the room plan's own columns and its plan's. */
export type RoomPlanRow = {
  id: number;
  room_type_id: number;
  code: string;
  allotment: number | null;
  /** The plan's own id (id is the room plan's). */
  plan_id: number;
  plan_code: string;
  names: string;
  descriptions: string;
  meal: 'none' | 'breakfast' | 'half_board';
  is_member_only: number;
  is_day_use: number;
  min_adults: number;
  max_adults: number | null;
  min_children: number;
  max_children: number | null;
  min_nights: number;
  min_days_before_checkin: number;
  credit_card_payment: number;
  payment_methods: string;
  sale_limit: number;
  position: number;
  is_secret: number;
  promo_code: string | null;
  voucher_eligible: number;
  cancellation_policy_id: number | null;
};

const SELECT_ROOM_PLAN = `
  SELECT rp.id, rp.room_type_id, rp.code, rp.allotment, p.id AS plan_id, p.code AS plan_code, p.names, p.descriptions, p.meal,
    p.is_member_only, p.is_day_use, p.min_adults, p.max_adults, p.min_children, p.max_children, p.min_nights,
    p.min_days_before_checkin, p.credit_card_payment, p.payment_methods, p.sale_limit, p.position,
    p.is_secret, p.promo_code, p.voucher_eligible, p.cancellation_policy_id
  FROM room_plans rp JOIN plans p ON p.id = rp.plan_id`;

/** Kept until the database changes (db/read-cache.ts): every search reads the catalogue, nearly nothing writes it. */
export function listRoomTypes(db: Database, hotelId: number): readonly RoomTypeRow[] {
  return cachedRead(db, `room_types/${hotelId}`, () =>
    db.prepare<[number], RoomTypeRow>('SELECT * FROM room_types WHERE hotel_id = ? ORDER BY position').all(hotelId),
  );
}

export function findRoomType(db: Database, hotelId: number, code: string): RoomTypeRow | undefined {
  return db.prepare<[number, string], RoomTypeRow>('SELECT * FROM room_types WHERE hotel_id = ? AND code = ?').get(hotelId, code);
}

/** The hotel's day-use plans or its overnight ones, in the hotel's plan order. */
export function listRoomPlans(db: Database, hotelId: number, dayUse: boolean): readonly RoomPlanRow[] {
  return cachedRead(db, `room_plans/${hotelId}/${dayUse}`, () =>
    db
      .prepare<[number, number], RoomPlanRow>(`${SELECT_ROOM_PLAN} WHERE rp.hotel_id = ? AND p.is_day_use = ? ORDER BY p.position`)
      .all(hotelId, dayUse ? 1 : 0),
  );
}

export function findRoomPlan(db: Database, hotelId: number, code: string): RoomPlanRow | undefined {
  return db.prepare<[number, string], RoomPlanRow>(`${SELECT_ROOM_PLAN} WHERE rp.hotel_id = ? AND rp.code = ?`).get(hotelId, code);
}
