import { NOT_ENOUGH_POINTS_CODE, POINT_BALANCE_UNAVAILABLE_CODE } from '#domain/constants/error-codes.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import type { PointEntry, PointSummary } from '#domain/entities/loyalty.ts';
import { pointSpendIssue, rankFor, type PointRules } from '#domain/rules/loyalty.ts';
import { addDays } from '#domain/rules/nights.ts';
import type { Database } from '../db/open-database';
import { ApiError, invalidRequest } from '../http/api-error';
import { pickLocalized } from '../i18n/localized';

// The point ledger (ADR 220). Grants (gained, refunded) keep what is left of them; spending and exchanges take from
// the grants that expire first; a grant past its expiry leaves an expired row for what was left. Every function
// here writes in its caller's transaction, so a balance moves with the booking or cancellation that causes it.

export type ProgramPoints = PointRules & {
  programId: number;
  pointNames: string;
  validDays: number;
  digicoAmounts: number[];
};

type ProgramRow = {
  program_id: number;
  point_names: string;
  earn_percent: number;
  spend_step: number;
  spend_minimum: number;
  spend_cap_percent: number;
  points_valid_days: number;
  digico_amounts: string;
};

/** The member's programme's point rules; undefined when the programme keeps no points (or is not served). */
export function programPointsFor(db: Database, memberId: number): ProgramPoints | undefined {
  const row = db
    .prepare<[number], ProgramRow>(`
      SELECT pp.* FROM members m
      JOIN membership_programs p ON p.id = m.program_id AND p.point_program_enabled = 1 AND p.available = 1
      JOIN point_programs pp ON pp.program_id = p.id
      WHERE m.id = ? AND m.deleted_at_ms IS NULL`)
    .get(memberId);
  return (
    row && {
      programId: row.program_id,
      pointNames: row.point_names,
      earnPercent: row.earn_percent,
      spendStep: row.spend_step,
      spendMinimum: row.spend_minimum,
      spendCapPercent: row.spend_cap_percent,
      validDays: row.points_valid_days,
      digicoAmounts: JSON.parse(row.digico_amounts) as number[],
    }
  );
}

export function requireProgramPoints(db: Database, memberId: number): ProgramPoints {
  const program = programPointsFor(db, memberId);
  if (!program) {
    throw new ApiError(422, 'point_balance_unavailable', 'Points are not available for this membership.', {
      codes: [POINT_BALANCE_UNAVAILABLE_CODE],
      baseCode: POINT_BALANCE_UNAVAILABLE_CODE,
    });
  }
  return program;
}

type GrantRow = { id: number; remaining: number; expires_on: string | null };

/** Writes an expired row for what is left of each grant past its expiry. Idempotent: the grant keeps nothing after. */
export function expirePoints(db: Database, memberId: number, today: string, now: Date): number {
  const lapsed = db
    .prepare<[number, string], GrantRow>(`
      SELECT id, remaining, expires_on FROM point_entries
      WHERE member_id = ? AND kind IN ('gained', 'refunded') AND remaining > 0 AND expires_on IS NOT NULL AND expires_on <= ?`)
    .all(memberId, today);
  const clear = db.prepare('UPDATE point_entries SET remaining = 0 WHERE id = ?');
  for (const grant of lapsed) {
    clear.run(grant.id);
    insertEntry(db, { memberId, kind: 'expired', points: -grant.remaining, description: 'points_expired', availableOn: grant.expires_on ?? today, now });
  }
  return lapsed.length;
}

/** Points the member can spend today: what is left of grants already added and not expired. */
export function pointBalance(db: Database, memberId: number, today: string): number {
  return (
    db
      .prepare<[number, string, string], { balance: number }>(`
        SELECT COALESCE(SUM(remaining), 0) AS balance FROM point_entries
        WHERE member_id = ? AND kind IN ('gained', 'refunded') AND available_on <= ? AND (expires_on IS NULL OR expires_on > ?)`)
      .get(memberId, today, today)?.balance ?? 0
  );
}

type EntryInsert = {
  memberId: number;
  kind: PointEntry['kind'];
  points: number;
  description: string;
  availableOn: string;
  now: Date;
  remaining?: number;
  reservationId?: number | null;
  expiresOn?: string | null;
  refundExpiresOn?: string | null;
};

export function insertEntry(db: Database, entry: EntryInsert): number {
  const { lastInsertRowid } = db
    .prepare(`
      INSERT INTO point_entries (member_id, kind, points, remaining, reservation_id, description, available_on, expires_on, refund_expires_on, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(
      entry.memberId,
      entry.kind,
      entry.points,
      entry.remaining ?? 0,
      entry.reservationId ?? null,
      entry.description,
      entry.availableOn,
      entry.expiresOn ?? null,
      entry.refundExpiresOn ?? null,
      entry.now.toISOString(),
    );
  return Number(lastInsertRowid);
}

export function notEnoughPoints(balance: number, spend: number, field: string): ApiError {
  return new ApiError(422, 'not_enough_points', 'You do not have enough points for this.', {
    codes: [NOT_ENOUGH_POINTS_CODE],
    baseCode: NOT_ENOUGH_POINTS_CODE,
    fields: { [field]: [{ error: 'not_enough_points', code: NOT_ENOUGH_POINTS_CODE }] },
    payloads: { currentPoint: balance, spendPoint: spend },
  });
}

/**
 * Checks a spend against the rules on a price (document 1 section 5) and the balance as it is now; throws 2401
 * above the balance and 422 1000 for a step, minimum or price rule. Call under the write lock when it precedes a
 * spend, so the balance cannot change in between.
 */
export function assertSpendable(db: Database, memberId: number, spend: number, price: number, today: string, now: Date, field: string): ProgramPoints {
  const program = requireProgramPoints(db, memberId);
  expirePoints(db, memberId, today, now);
  const balance = pointBalance(db, memberId, today);
  const issue = pointSpendIssue(program, spend, balance, price);
  if (issue === 'above_balance') throw notEnoughPoints(balance, spend, field);
  if (issue) throw invalidRequest('These points cannot be spent on this price.', { [field]: [{ error: issue }] });
  return program;
}

/** Takes `points` from the grants that expire first; answers the latest expiry taken from (a refund keeps it). */
export function takePoints(db: Database, memberId: number, points: number, today: string): string | null {
  const grants = db
    .prepare<[number, string, string], GrantRow>(`
      SELECT id, remaining, expires_on FROM point_entries
      WHERE member_id = ? AND kind IN ('gained', 'refunded') AND remaining > 0 AND available_on <= ? AND (expires_on IS NULL OR expires_on > ?)
      ORDER BY expires_on IS NULL, expires_on, id`)
    .all(memberId, today, today);
  const lower = db.prepare('UPDATE point_entries SET remaining = remaining - ? WHERE id = ?');
  let left = points;
  let latest: string | null = null;
  for (const grant of grants) {
    if (left === 0) break;
    const take = Math.min(left, grant.remaining);
    lower.run(take, grant.id);
    left -= take;
    if (grant.expires_on !== null && (latest === null || grant.expires_on > latest)) latest = grant.expires_on;
  }
  if (left > 0) throw new Error('points taken beyond the balance: assertSpendable must run first in the same transaction');
  return latest;
}

/** Spends points on a reservation (in the booking's transaction, after assertSpendable). */
export function spendPointsOnReservation(db: Database, memberId: number, reservationId: number, points: number, today: string, now: Date): void {
  const latestExpiry = takePoints(db, memberId, points, today);
  insertEntry(db, {
    memberId,
    kind: 'spent',
    points: -points,
    reservationId,
    description: 'spent_on_reservation',
    availableOn: today,
    refundExpiresOn: latestExpiry,
    now,
  });
}

/**
 * Gives back the points a reservation spent, once (a cancellation, a failed card check, or a change: "points used on
 * an old reservation are refunded after an update"). The refund expires when the latest points it came from would
 * have, and at least 30 days from today, so a refund is never handed back already lapsed. Answers the points
 * returned, or null when the member can no longer hold points (deleted account or a programme without points).
 */
export function refundReservationPoints(db: Database, reservationId: number, today: string, now: Date): { refunded: number; returned: boolean } {
  const spent = db
    .prepare<[number], { member_id: number; points: number; refund_expires_on: string | null }>(`
      SELECT member_id, -SUM(points) AS points, MAX(refund_expires_on) AS refund_expires_on FROM point_entries
      WHERE reservation_id = ? AND kind IN ('spent', 'refunded') GROUP BY member_id`)
    .get(reservationId);
  if (!spent || spent.points <= 0) return { refunded: 0, returned: true };
  db.prepare('UPDATE reservations SET spending_point_value = 0 WHERE id = ?').run(reservationId);
  if (!programPointsFor(db, spent.member_id)) return { refunded: spent.points, returned: false };
  const floor = addDays(today, 30);
  const expiresOn = spent.refund_expires_on === null || spent.refund_expires_on < floor ? floor : spent.refund_expires_on;
  insertEntry(db, {
    memberId: spent.member_id,
    kind: 'refunded',
    points: spent.points,
    remaining: spent.points,
    reservationId,
    description: 'refunded_from_reservation',
    availableOn: today,
    expiresOn,
    now,
  });
  return { refunded: spent.points, returned: true };
}

type RankRow = { id: number; names: string; min_points: number; earn_bonus_percent: number; member_discount_percent: number };

export function programRanks(db: Database, programId: number): RankRow[] {
  return db.prepare<[number], RankRow>('SELECT * FROM membership_ranks WHERE program_id = ? ORDER BY min_points').all(programId);
}

/** Ranking points: points gained from stays (already added), which spending or expiry do not lower. */
export function rankingPoints(db: Database, memberId: number, today: string): number {
  return (
    db
      .prepare<[number, string], { points: number }>(
        "SELECT COALESCE(SUM(points), 0) AS points FROM point_entries WHERE member_id = ? AND kind = 'gained' AND available_on <= ?",
      )
      .get(memberId, today)?.points ?? 0
  );
}

/** The member's rank now, or null (no programme with points, or no tiers). */
export function memberRank(db: Database, memberId: number, today: string): RankRow | null {
  const program = programPointsFor(db, memberId);
  if (!program) return null;
  return rankFor(programRanks(db, program.programId), rankingPoints(db, memberId, today)).rank;
}

const sumOf = (db: Database, memberId: number, kind: PointEntry['kind'], today: string) =>
  db
    .prepare<[number, string, string], { points: number }>(
      'SELECT COALESCE(SUM(points), 0) AS points FROM point_entries WHERE member_id = ? AND kind = ? AND available_on <= ?',
    )
    .get(memberId, kind, today)?.points ?? 0;

/** GET .../memberships/point. A programme without points answers program_enabled false and zeros. */
export function pointSummary(db: Database, memberId: number, locale: UiLocale, today: string, now: Date): PointSummary {
  const program = programPointsFor(db, memberId);
  if (!program) {
    return {
      program_enabled: false,
      point_name: '',
      total_point: 0,
      ranking_points_value: 0,
      balance: 0,
      future: 0,
      spent: 0,
      gained: 0,
      expired: 0,
      refunded: 0,
      exchanged: 0,
      rank: null,
      next_rank: null,
      points_to_next_rank: null,
      next_expiry: null,
      spend_rules: { step: 0, minimum: 0, cap_percent: 0 },
      digico_amounts: [],
    };
  }
  expirePoints(db, memberId, today, now);
  const balance = pointBalance(db, memberId, today);
  const ranking = rankingPoints(db, memberId, today);
  const { rank, next, pointsToNext } = rankFor(programRanks(db, program.programId), ranking);
  const future =
    db
      .prepare<[number, string], { points: number }>(
        "SELECT COALESCE(SUM(points), 0) AS points FROM point_entries WHERE member_id = ? AND kind = 'gained' AND available_on > ?",
      )
      .get(memberId, today)?.points ?? 0;
  const nextExpiry = db
    .prepare<[number, string, string], { date: string; points: number }>(`
      SELECT expires_on AS date, SUM(remaining) AS points FROM point_entries
      WHERE member_id = ? AND kind IN ('gained', 'refunded') AND remaining > 0 AND available_on <= ? AND expires_on > ?
      GROUP BY expires_on ORDER BY expires_on LIMIT 1`)
    .get(memberId, today, today);
  return {
    program_enabled: true,
    point_name: pickLocalized(program.pointNames, locale),
    total_point: balance,
    ranking_points_value: ranking,
    balance,
    future,
    spent: -sumOf(db, memberId, 'spent', today),
    gained: sumOf(db, memberId, 'gained', today),
    expired: -sumOf(db, memberId, 'expired', today),
    refunded: sumOf(db, memberId, 'refunded', today),
    exchanged: -sumOf(db, memberId, 'exchanged', today),
    rank: rank && { id: rank.id, name: pickLocalized(rank.names, locale) },
    next_rank: next && { id: next.id, name: pickLocalized(next.names, locale) },
    points_to_next_rank: pointsToNext,
    next_expiry: nextExpiry ?? null,
    spend_rules: { step: program.spendStep, minimum: program.spendMinimum, cap_percent: program.spendCapPercent },
    digico_amounts: program.digicoAmounts,
  };
}

type TimelineRow = { id: number; available_on: string; kind: PointEntry['kind']; description: string; points: number; expires_on: string | null; reservation_number: string | null };

/** The history, newest first: current (added) or future (a stay's points waiting for their 3 days). */
export function pointTimeline(
  db: Database,
  memberId: number,
  query: { page: number; per_page: number; scope: 'current' | 'future' },
  today: string,
  now: Date,
  describe: (row: TimelineRow) => string,
) {
  const program = programPointsFor(db, memberId);
  if (!program) return { data: [], page: query.page, total_pages: 0, total_entries: 0, program_enabled: false };
  expirePoints(db, memberId, today, now);
  const where = query.scope === 'future' ? "e.member_id = ? AND e.kind = 'gained' AND e.available_on > ?" : 'e.member_id = ? AND e.available_on <= ?';
  const total = db.prepare<[number, string], { n: number }>(`SELECT COUNT(*) AS n FROM point_entries e WHERE ${where}`).get(memberId, today)?.n ?? 0;
  const rows = db
    .prepare<[number, string, number, number], TimelineRow>(`
      SELECT e.id, e.available_on, e.kind, e.description, e.points, e.expires_on, r.reservation_number
      FROM point_entries e LEFT JOIN reservations r ON r.id = e.reservation_id
      WHERE ${where} ORDER BY e.available_on DESC, e.id DESC LIMIT ? OFFSET ?`)
    .all(memberId, today, query.per_page, (query.page - 1) * query.per_page);
  return {
    data: rows.map((row) => ({
      id: row.id,
      date: row.available_on,
      kind: row.kind,
      description: describe(row),
      points: row.points,
      expires_on: row.kind === 'gained' || row.kind === 'refunded' ? row.expires_on : null,
      reservation_number: row.reservation_number,
    })),
    page: query.page,
    total_pages: Math.ceil(total / query.per_page),
    total_entries: total,
    program_enabled: true,
  };
}
export type { TimelineRow };
