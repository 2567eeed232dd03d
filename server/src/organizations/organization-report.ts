import type { OrganizationReport, OrganizationReportFilters, OrganizationReportQuery, OrganizationReportRow, OrganizationReportSort, StayUsage } from '#domain/entities/organization-report.ts';
import { nightsBetween, todayIn } from '#domain/rules/nights.ts';
import { remainingNights } from '#domain/rules/organization-admin.ts';
import type { Database } from '../db/open-database';

// The corporate admin report (ADR 228). Every query starts from the organisation's own rows
// (reservations_by_organization, migration 041), so the caller's organisation bounds what can be read.

const SORT_COLUMNS = {
  checkin_date: 'r.checkin_date',
  booked_on: 'r.created_at',
  total_price: 'r.total_price',
  hotel_name: 'h.name',
  guest_name: 'guest_name',
  reservation_number: 'r.reservation_number',
} as const satisfies Record<OrganizationReportSort, string>;

type Row = Omit<OrganizationReportRow, 'nights' | 'remaining_nights' | 'booked_through_site' | 'currency' | 'booked_on'> & {
  checkout_date: string;
  booked_at: string;
  time_zone: string;
  currency: string;
  booked_through_site: number;
};

type Params = { organizationId: number; from: string; to: string; hotelId: number | null; status: string };

const WHERE = `r.owner_kind = 'organization' AND r.owner_organization_id = @organizationId
  AND r.checkin_date >= @from AND r.checkin_date <= @to
  AND (@hotelId IS NULL OR r.hotel_id = @hotelId) AND (@status = 'all' OR r.status = @status)`;

// The first room's guest (family name first, as the booking form takes names), else the booker.
const SELECT = `SELECT r.reservation_number, r.hotel_id, h.name AS hotel_name,
    COALESCE(
      (SELECT NULLIF(TRIM(rr.guest_last_name || ' ' || rr.guest_first_name), '') FROM reservation_rooms rr WHERE rr.reservation_id = r.id ORDER BY rr.id LIMIT 1),
      TRIM(r.booker_last_name || ' ' || r.booker_first_name)
    ) AS guest_name,
    r.checkin_date, r.checkout_date,
    (SELECT COUNT(*) FROM reservation_rooms rr WHERE rr.reservation_id = r.id) AS rooms,
    r.status, r.created_at AS booked_at, h.time_zone, r.total_price, r.currency, r.booked_through_site
  FROM reservations r JOIN hotels h ON h.id = r.hotel_id`;

function paramsOf(organizationId: number, filters: OrganizationReportFilters): Params {
  return { organizationId, from: filters.from, to: filters.to, hotelId: filters.hotel_id ?? null, status: filters.status };
}

function orderOf(filters: OrganizationReportFilters): string {
  const direction = filters.order === 'asc' ? 'ASC' : 'DESC';
  // The id breaks ties, so pages never repeat or skip a row whatever the sort.
  return `${SORT_COLUMNS[filters.sort]} ${direction}, r.id ${direction}`;
}

function toRow(row: Row, now: Date): OrganizationReportRow {
  return {
    reservation_number: row.reservation_number,
    hotel_id: row.hotel_id,
    hotel_name: row.hotel_name,
    guest_name: row.guest_name,
    checkin_date: row.checkin_date,
    nights: nightsBetween(row.checkin_date, row.checkout_date),
    remaining_nights: remainingNights(row, todayIn(row.time_zone, now)),
    rooms: row.rooms,
    status: row.status,
    booked_on: todayIn(row.time_zone, new Date(row.booked_at)),
    total_price: row.total_price,
    currency: row.currency as OrganizationReportRow['currency'],
    booked_through_site: row.booked_through_site === 1,
  };
}

export function countOrganizationReservations(db: Database, organizationId: number, filters: OrganizationReportFilters): number {
  const params = paramsOf(organizationId, filters);
  return db.prepare<[Params], { count: number }>(`SELECT COUNT(*) AS count FROM reservations r WHERE ${WHERE}`).get(params)?.count ?? 0;
}

/**
 * Every row the filters match, in the chosen order (the CSV; its caller has checked the count first). `now` sets
 * each hotel's today for the remaining nights.
 */
export function organizationReservationRows(db: Database, organizationId: number, filters: OrganizationReportFilters, now: Date, limit = -1, offset = 0): OrganizationReportRow[] {
  const params = { ...paramsOf(organizationId, filters), limit, offset };
  return db
    .prepare<[typeof params], Row>(`${SELECT} WHERE ${WHERE} ORDER BY ${orderOf(filters)} LIMIT @limit OFFSET @offset`)
    .all(params)
    .map((row) => toRow(row, now));
}

/** The months a period touches, as YYYY-MM. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${String(year)}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/**
 * Stays used per calendar month of check-in, over the whole months the period touches, on every hotel of the brand:
 * only confirmed bookings made through the site count (document 1 section 6), so a hotel's phone bookings and
 * cancelled ones leave the allowance alone. The hotel and status filters narrow the table, not the allowance.
 */
export function stayUsage(db: Database, organizationId: number, maxStays: number | null, from: string, to: string): StayUsage {
  const months = monthsBetween(from, to);
  const used = new Map(
    db
      .prepare<[{ organizationId: number; from: string; to: string }], { month: string; used: number }>(
        `SELECT substr(r.checkin_date, 1, 7) AS month, COUNT(*) AS used FROM reservations r
         WHERE r.owner_kind = 'organization' AND r.owner_organization_id = @organizationId
           AND r.checkin_date >= @from AND r.checkin_date <= @to AND r.status = 'done' AND r.booked_through_site = 1
         GROUP BY month`,
      )
      .all({ organizationId, from: `${months[0] ?? from.slice(0, 7)}-01`, to: `${months.at(-1) ?? to.slice(0, 7)}-31` })
      .map((row) => [row.month, row.used]),
  );
  return {
    max_stays_per_period: maxStays,
    periods: months.map((month) => {
      const count = used.get(month) ?? 0;
      return { month, used: count, remaining: maxStays === null ? null : Math.max(0, maxStays - count) };
    }),
  };
}

export function organizationReport(db: Database, organizationId: number, maxStays: number | null, query: OrganizationReportQuery, now: Date): OrganizationReport {
  const totalEntries = countOrganizationReservations(db, organizationId, query);
  const totalPages = Math.max(1, Math.ceil(totalEntries / query.per_page));
  return {
    data: organizationReservationRows(db, organizationId, query, now, query.per_page, (query.page - 1) * query.per_page),
    page: query.page,
    per_page: query.per_page,
    total_pages: totalPages,
    total_entries: totalEntries,
    stay_usage: stayUsage(db, organizationId, maxStays, query.from, query.to),
  };
}
