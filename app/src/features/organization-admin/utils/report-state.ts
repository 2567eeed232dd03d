import {
  ORGANIZATION_REPORT_PAGE_SIZE,
  ORGANIZATION_REPORT_SORTS,
  ORGANIZATION_REPORT_STATUSES,
  SORT_ORDERS,
  type OrganizationReportFilters,
  type OrganizationReportQuery,
  type OrganizationReportSort,
  type OrganizationReportStatus,
} from '#domain/entities/organization-report.ts';

// The report's filters, order and page live in the address (a reload or a shared link shows the same table). The
// period is whole months of check-in, the unit the stay allowance is counted in.

export type ReportState = {
  /** YYYY-MM, the first month of check-in. */
  fromMonth: string;
  /** YYYY-MM, the last month of check-in. */
  toMonth: string;
  hotelId: number | null;
  status: OrganizationReportStatus;
  sort: OrganizationReportSort;
  order: 'asc' | 'desc';
  page: number;
};

/** How many months the period choices reach back and ahead of the current one (12 in all: at most a year). */
export const MONTHS_BACK = 9;
export const MONTHS_AHEAD = 2;
/** The period shown first: the five months before this one, this one and the next. */
const DEFAULT_MONTHS_BACK = 5;
const DEFAULT_MONTHS_AHEAD = 1;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${String(Math.floor(index / 12))}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months a period can be chosen from, oldest first. */
export function monthChoices(currentMonth: string): string[] {
  return Array.from({ length: MONTHS_BACK + MONTHS_AHEAD + 1 }, (_, i) => addMonths(currentMonth, i - MONTHS_BACK));
}

function pick<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

export function readReportState(query: URLSearchParams, currentMonth: string): ReportState {
  const choices = monthChoices(currentMonth);
  const month = (key: string, fallback: string) => {
    const value = query.get(key);
    return value !== null && MONTH.test(value) && choices.includes(value) ? value : fallback;
  };
  const fromMonth = month('from', addMonths(currentMonth, -DEFAULT_MONTHS_BACK));
  const toMonth = month('to', addMonths(currentMonth, DEFAULT_MONTHS_AHEAD));
  const hotelId = Number(query.get('hotel_id'));
  const page = Number(query.get('page'));
  return {
    fromMonth,
    // A period that ends before it starts is read as its first month alone.
    toMonth: toMonth < fromMonth ? fromMonth : toMonth,
    hotelId: Number.isInteger(hotelId) && hotelId > 0 ? hotelId : null,
    status: pick(ORGANIZATION_REPORT_STATUSES, query.get('status'), 'all'),
    sort: pick(ORGANIZATION_REPORT_SORTS, query.get('sort'), 'checkin_date'),
    order: pick(SORT_ORDERS, query.get('order'), 'desc'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address's query with the change applied; any change but the page's starts again at page 1. */
export function writeReportState(query: URLSearchParams, state: ReportState, change: Partial<ReportState>): URLSearchParams {
  const next = { ...state, ...change, page: change.page ?? 1 };
  const written = new URLSearchParams(query);
  written.set('from', next.fromMonth);
  written.set('to', next.toMonth);
  if (next.hotelId === null) written.delete('hotel_id');
  else written.set('hotel_id', String(next.hotelId));
  written.set('status', next.status);
  written.set('sort', next.sort);
  written.set('order', next.order);
  written.set('page', String(next.page));
  return written;
}

function lastDayOf(month: string): string {
  const [year, monthNumber] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return `${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** The filters and order for the state (the CSV takes these): the first day of the first month to the last day of the last. */
export function reportFilters(state: ReportState): OrganizationReportFilters {
  return {
    from: `${state.fromMonth}-01`,
    to: lastDayOf(state.toMonth),
    ...(state.hotelId === null ? {} : { hotel_id: state.hotelId }),
    status: state.status,
    sort: state.sort,
    order: state.order,
  };
}

/** The report call's query: the filters and the table's page. */
export function reportQuery(state: ReportState): OrganizationReportQuery {
  return { ...reportFilters(state), page: state.page, per_page: ORGANIZATION_REPORT_PAGE_SIZE };
}
