import type { UiLocale } from '#domain/constants/locales.ts';
import type { CancellationPolicy } from '#domain/entities/cancellation-policy.ts';
import type { Database } from '../db/open-database';
import { invalidRequest, notFound } from '../http/api-error';
import { pickLocalized } from '../i18n/localized';

type PolicyRow = { id: number; names: string; cancel_before_at: string; no_show_percentage_of_cost: number };

function toPolicy(db: Database, row: PolicyRow, locale: UiLocale): CancellationPolicy {
  const parts = db
    .prepare<[number], { days_before: number; hours_after: number; percentage_of_cost: number }>(
      'SELECT days_before, hours_after, percentage_of_cost FROM cancellation_policy_parts WHERE policy_id = ? ORDER BY days_before DESC, hours_after',
    )
    .all(row.id);
  return {
    id: row.id,
    name: pickLocalized(row.names, locale),
    cancel_before_at: row.cancel_before_at,
    no_show_percentage_of_cost: row.no_show_percentage_of_cost,
    cancellation_policy_parts: parts,
  };
}

/** One of the hotel's policies; another hotel's id is as unknown as a made-up one. */
export function findCancellationPolicy(db: Database, hotelId: number, policyId: number, locale: UiLocale): CancellationPolicy {
  const row = db
    .prepare<[number, number], PolicyRow>(
      'SELECT id, names, cancel_before_at, no_show_percentage_of_cost FROM cancellation_policies WHERE id = ? AND hotel_id = ?',
    )
    .get(policyId, hotelId);
  if (!row) throw notFound('No cancellation policy has this id at this hotel.');
  return toPolicy(db, row, locale);
}

/** The policies governing the given room plans, each listing which of them it governs, in the order asked. */
export function policiesForRoomPlans(db: Database, hotelId: number, roomPlanCodes: readonly string[], locale: UiLocale) {
  const find = db.prepare<[number, string], { code: string; policy_id: number | null }>(`
    SELECT rp.code, p.cancellation_policy_id AS policy_id FROM room_plans rp JOIN plans p ON p.id = rp.plan_id
    WHERE rp.hotel_id = ? AND rp.code = ?`);
  const byPolicy = new Map<number, string[]>();
  const withoutPolicy: string[] = [];
  roomPlanCodes.forEach((code, i) => {
    const row = find.get(hotelId, code);
    if (!row) throw invalidRequest('No room plan has this code at this hotel.', { [`room_plan_codes.${i}`]: [{ error: 'unknown room plan' }] });
    if (row.policy_id === null) withoutPolicy.push(code);
    else byPolicy.set(row.policy_id, [...(byPolicy.get(row.policy_id) ?? []), code]);
  });
  return {
    cancellation_policies: [...byPolicy].map(([policyId, codes]) => ({
      ...findCancellationPolicy(db, hotelId, policyId, locale),
      room_plan_codes: codes,
    })),
    no_policy_room_plan_codes: withoutPolicy,
  };
}
