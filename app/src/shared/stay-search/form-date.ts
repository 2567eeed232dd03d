import * as z from 'zod/mini';
import { ZIsoDate, type IsoDate } from '#domain/entities/common.ts';

// The query and date helpers the travel-agency hotel search and the stay-plus-flight search share: both hold
// dates as typed, YYYY/MM/DD (document 2 section 9.3), and read counts from the address the same way.

export function toFormDate(date: IsoDate): string {
  return date.replaceAll('-', '/');
}

/** YYYY/MM/DD (full-width digits and one-digit months or days accepted) as an ISO date; null when it is none. */
export function fromFormDate(text: string): IsoDate | null {
  const match = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text.normalize('NFKC').trim());
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return ZIsoDate.safeParse(iso).success ? iso : null;
}

/** A whole number from the address within min..max; null when it is missing or out of range. */
export function wholeParam(text: string | null, min: number, max: number): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** A date as the guest types it (YYYY/MM/DD), as an ISO date; 'dateFormat' (an errors key of both catalogs) when it is none. */
export const ZFormDate = z.pipe(
  z.string(),
  z.transform((text: string, context): IsoDate => {
    const date = fromFormDate(text);
    if (date) return date;
    context.issues.push({ code: 'custom', message: 'dateFormat', input: text });
    return z.NEVER;
  }),
);
