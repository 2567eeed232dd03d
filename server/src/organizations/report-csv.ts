import { stringify } from 'csv-stringify/sync';
import type { UiLocale } from '#domain/constants/locales.ts';
import type { OrganizationReportRow } from '#domain/entities/organization-report.ts';
import { REPORT_CSV_TEXTS } from './report-csv-texts';

/**
 * A text cell a spreadsheet would run as a formula (OWASP "CSV injection": = + - @, and a leading tab or carriage
 * return some spreadsheets skip before one) is kept as text by a leading apostrophe. Guest and hotel names come
 * from whoever booked, so none is trusted.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * The report as a CSV file the spreadsheets hotels use open cleanly (ADR 228): UTF-8 with a byte-order mark (Excel
 * reads Japanese names only then), CRLF line ends, and RFC 4180 quoting by csv-stringify: a cell with a comma, a
 * quote or a line break is quoted and its quotes doubled.
 */
export function reportCsv(rows: readonly OrganizationReportRow[], locale: UiLocale): string {
  const texts = REPORT_CSV_TEXTS[locale];
  const { headers } = texts;
  const records = rows.map((row) => [
    row.hotel_name,
    row.guest_name,
    row.checkin_date,
    row.nights,
    row.remaining_nights,
    row.rooms,
    texts.statuses[row.status],
    row.booked_on,
    row.reservation_number,
    row.total_price,
    row.currency,
    row.booked_through_site ? texts.yes : texts.no,
  ]);
  const header = [headers.hotel, headers.guest, headers.checkin, headers.nights, headers.remaining, headers.rooms, headers.status, headers.booked_on, headers.number, headers.price, headers.currency, headers.site];
  return stringify([header, ...records], {
    bom: true,
    record_delimiter: 'windows',
    // A line break of either kind inside a cell must be quoted, not only the CRLF that ends records.
    quoted_match: /[\r\n]/,
    cast: { string: neutraliseFormula },
  });
}
