// The date rules under ICU behaviours other than the one Node ships (issue 24): WebKit with the system's ICU
// prints en-CA as 11/25/2026, others order and separate the parts their own way, and some print midnight as 24.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { localDateTimeIn } from '#domain/rules/reservation-management.ts';
import { type PartsFormatterFor, wallClockIn, zonedTimeToUtc } from '#domain/rules/wall-clock.ts';

const RealDateTimeFormat = Intl.DateTimeFormat;

type Field = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';
type Icu = { dateOrder: ['year' | 'month' | 'day', 'year' | 'month' | 'day', 'year' | 'month' | 'day']; dateSeparator: string; midnightAs24?: boolean };

/** The numbers the real engine reads, printed back in another ICU's order and separators, as parts. */
function partsLike(icu: Icu, timeZone: string, instant: Date): Intl.DateTimeFormatPart[] {
  const real = new RealDateTimeFormat('en-US', {
    timeZone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const value = (field: Field) => {
    const printed = real.find((part) => part.type === field)?.value ?? '';
    return field === 'hour' && icu.midnightAs24 && printed === '00' ? '24' : printed;
  };
  const [first, second, third] = icu.dateOrder;
  return [
    { type: first, value: value(first) },
    { type: 'literal', value: icu.dateSeparator },
    { type: second, value: value(second) },
    { type: 'literal', value: icu.dateSeparator },
    { type: third, value: value(third) },
    { type: 'literal', value: ', ' },
    { type: 'hour', value: value('hour') },
    { type: 'literal', value: ':' },
    { type: 'minute', value: value('minute') },
    { type: 'literal', value: ':' },
    { type: 'second', value: value('second') },
  ];
}

const formatterLike = (icu: Icu): PartsFormatterFor => (timeZone) => ({ formatToParts: (instant) => partsLike(icu, timeZone, instant) });

const ICUS: Record<string, Icu> = {
  'system ICU (WebKitGTK): MM/DD/YYYY': { dateOrder: ['month', 'day', 'year'], dateSeparator: '/' },
  'day first with dots: DD.MM.YYYY': { dateOrder: ['day', 'month', 'year'], dateSeparator: '.' },
  'year first with slashes and midnight as 24': { dateOrder: ['year', 'month', 'day'], dateSeparator: '/', midnightAs24: true },
};

describe.each(Object.entries(ICUS))('date rules under %s', (_name, icu) => {
  const formatterFor = formatterLike(icu);

  it("reads today's date in the hotel's zone", () => {
    const lateUtc = new Date('2026-11-21T20:00:00Z');
    expect(todayIn('Asia/Tokyo', lateUtc, formatterFor)).toBe('2026-11-22');
    expect(todayIn('UTC', lateUtc, formatterFor)).toBe('2026-11-21');
    expect(todayIn('America/Los_Angeles', new Date('2027-01-01T07:59:00Z'), formatterFor)).toBe('2026-12-31');
  });

  it('reads the hotel-local minute, midnight as hour 0', () => {
    expect(localDateTimeIn('Asia/Tokyo', new Date('2026-06-19T09:00:00Z'), formatterFor)).toBe('2026-06-19T18:00');
    expect(localDateTimeIn('Asia/Tokyo', new Date('2026-06-19T15:30:00Z'), formatterFor)).toBe('2026-06-20T00:30');
  });

  it('turns a wall-clock time into its instant, across daylight saving', () => {
    expect(zonedTimeToUtc('2030-04-10', '15:00', 'Asia/Tokyo', formatterFor).toISOString()).toBe('2030-04-10T06:00:00.000Z');
    expect(zonedTimeToUtc('2030-07-10', '15:00', 'America/New_York', formatterFor).toISOString()).toBe('2030-07-10T19:00:00.000Z');
    expect(zonedTimeToUtc('2030-01-10', '00:00', 'America/New_York', formatterFor).toISOString()).toBe('2030-01-10T05:00:00.000Z');
  });
});

describe('a wall clock the rules cannot read', () => {
  it('fails with a clear error instead of a NaN date', () => {
    const arabicDigits: PartsFormatterFor = () => ({
      formatToParts: () => [
        { type: 'year', value: '٢٠٢٦' },
        { type: 'month', value: '١١' },
        { type: 'day', value: '٢٥' },
        { type: 'hour', value: '٠٩' },
        { type: 'minute', value: '٠٠' },
        { type: 'second', value: '٠٠' },
      ],
    });
    expect(() => wallClockIn('Asia/Tokyo', new Date(), arabicDigits)).toThrow(/Unreadable year "٢٠٢٦"/);
  });
});

describe('the engine-wide Intl printing en-CA as MM/DD/YYYY (WebKit with the system ICU)', () => {
  /** Intl.DateTimeFormat as WebKitGTK has it: every locale's dates come out month/day/year. */
  class SystemIcuDateTimeFormat extends RealDateTimeFormat {
    readonly #timeZone: string;
    constructor(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      super(locales, options);
      this.#timeZone = options?.timeZone ?? 'UTC';
    }
    override formatToParts(instant?: Date | number): Intl.DateTimeFormatPart[] {
      return partsLike(ICUS['system ICU (WebKitGTK): MM/DD/YYYY']!, this.#timeZone, new Date(instant ?? Date.now()));
    }
    override format(instant?: Date | number): string {
      return this.formatToParts(instant).slice(0, 5).map((part) => part.value).join('');
    }
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const now = new Date('2026-11-25T03:00:00Z');

  it('still gives the right dates through the default formatter', () => {
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: SystemIcuDateTimeFormat });
    // A fresh zone: the default formatter caches one per zone, and this one must be built under the stub.
    expect(todayIn('Pacific/Chatham', now)).toBe('2026-11-25');
    expect(addDays(todayIn('Pacific/Chatham', now), 1)).toBe('2026-11-26');
  });

  it('broke the code this replaced: the en-CA print is not a date, so the next rule throws', () => {
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: SystemIcuDateTimeFormat });
    const oldTodayIn = (timeZone: string, at: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
    expect(oldTodayIn('Asia/Tokyo', now)).toBe('11/25/2026');
    // What latestCheckin() hit on every results page, and the card form's expiry year read as NaN.
    expect(() => addDays(oldTodayIn('Asia/Tokyo', now), 1)).toThrow(RangeError);
    expect(Number(oldTodayIn('Asia/Tokyo', now).slice(0, 4))).toBeNaN();
  });
});
