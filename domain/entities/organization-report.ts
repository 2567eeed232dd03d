import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../constants/currencies';
import { UI_LOCALES } from '../constants/locales';
import { nightsBetween } from '../rules/nights';
import { ZId, ZIsoDate } from './common';

// The corporate admin report (document 1 section 3, document 2 section 7.8; ADR 228): an organisation's
// reservations on its brand's hotels, filtered by check-in period, hotel and status, sorted and paged, with the
// stay usage per calendar month against the organisation's maximum.

export const ORGANIZATION_REPORT_STATUSES = ['all', 'done', 'payment_pending', 'cancelled'] as const;
export const ORGANIZATION_REPORT_SORTS = ['checkin_date', 'booked_on', 'total_price', 'hotel_name', 'guest_name', 'reservation_number'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const ORGANIZATION_REPORT_PAGE_SIZE = 20;
/** The longest check-in period one report covers: a year and a day. */
export const ORGANIZATION_REPORT_MAX_DAYS = 366;
/** Document 2 section 8, code 1600: a CSV download holds at most this many rows. */
export const CSV_DOWNLOAD_ROW_LIMIT = 1600;

export type OrganizationReportSort = (typeof ORGANIZATION_REPORT_SORTS)[number];
export type OrganizationReportStatus = (typeof ORGANIZATION_REPORT_STATUSES)[number];

const ZPositiveIntParam = z.coerce.number().check(z.int(), z.positive());

/** The filters and order the table and the CSV share. `from`..`to` bound the check-in date, both included. */
export const ZOrganizationReportFilters = z
  .object({
    from: ZIsoDate,
    to: ZIsoDate,
    hotel_id: z.optional(ZPositiveIntParam),
    status: z._default(z.enum(ORGANIZATION_REPORT_STATUSES), 'all'),
    sort: z._default(z.enum(ORGANIZATION_REPORT_SORTS), 'checkin_date'),
    order: z._default(z.enum(SORT_ORDERS), 'desc'),
  })
  .check(
    z.refine((q) => q.to >= q.from, { message: 'to must not be before from', path: ['to'] }),
    z.refine((q) => nightsBetween(q.from, q.to) < ORGANIZATION_REPORT_MAX_DAYS, { message: `at most ${ORGANIZATION_REPORT_MAX_DAYS} days`, path: ['to'] }),
  );
export type OrganizationReportFilters = z.infer<typeof ZOrganizationReportFilters>;

export const ZOrganizationReportQuery = z.extend(ZOrganizationReportFilters, {
  page: z._default(ZPositiveIntParam, 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), ORGANIZATION_REPORT_PAGE_SIZE),
});
export type OrganizationReportQuery = z.infer<typeof ZOrganizationReportQuery>;

export const ZOrganizationReportRow = z.object({
  reservation_number: z.string(),
  hotel_id: ZId,
  hotel_name: z.string(),
  /** The first room's guest, family name first as the booking form takes it. */
  guest_name: z.string(),
  checkin_date: ZIsoDate,
  nights: z.int().check(z.nonnegative()),
  /** The nights still to be stayed, on the hotel's clock (remainingNights, ADR 231). */
  remaining_nights: z.int().check(z.nonnegative()),
  rooms: z.int().check(z.positive()),
  status: z.enum(['done', 'payment_pending', 'cancelled']),
  /** The day the booking was made, on the hotel's clock. */
  booked_on: ZIsoDate,
  total_price: z.int(),
  currency: z.enum(CURRENCY_CODES),
  /** False for a booking the hotel entered from another channel; only site bookings count toward stay usage. */
  booked_through_site: z.boolean(),
});
export type OrganizationReportRow = z.infer<typeof ZOrganizationReportRow>;

/** One calendar month of check-ins: the site bookings that count, and what is left of the maximum. */
export const ZStayUsagePeriod = z.object({
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  used: z.int().check(z.nonnegative()),
  /** Null when the organisation has no maximum. */
  remaining: z.nullable(z.int().check(z.nonnegative())),
});

export const ZStayUsage = z.object({ max_stays_per_period: z.nullable(ZId), periods: z.array(ZStayUsagePeriod) });
export type StayUsage = z.infer<typeof ZStayUsage>;

export const ZOrganizationReport = z.object({
  data: z.array(ZOrganizationReportRow),
  page: z.int(),
  per_page: z.int(),
  total_pages: z.int(),
  total_entries: z.int(),
  stay_usage: ZStayUsage,
});
export type OrganizationReport = z.infer<typeof ZOrganizationReport>;

/** The organisation as its admin screen shows it, with the brand's hotels for the hotel filter. */
export const ZOrganizationDetails = z.object({
  id: ZId,
  name: z.string(),
  display_name: z.string(),
  max_stays_per_period: z.nullable(ZId),
  hotels: z.array(z.object({ id: ZId, name: z.string() })),
});

/** The CSV download: the report's filters (every matching row, no paging) behind the download password. */
export const ZOrganizationCsvRequest = z.extend(ZOrganizationReportFilters, {
  password: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The language of the header row and the status column. */
  locale: z._default(z.enum(UI_LOCALES), 'ja'),
});
export type OrganizationCsvRequest = z.infer<typeof ZOrganizationCsvRequest>;

/** The file as text (UTF-8 with BOM, CRLF): the app saves it as a Blob, so the token never leaves the frame. */
export const ZOrganizationCsv = z.object({ filename: z.string(), content: z.string(), rows: z.int().check(z.nonnegative()) });
export type OrganizationCsv = z.infer<typeof ZOrganizationCsv>;
