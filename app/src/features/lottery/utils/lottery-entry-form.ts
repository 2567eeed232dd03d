import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import type { UiLocale } from '#domain/constants/locales.ts';
import type { LotteryEntry, LotteryEntryRequest, LotteryEntryUpdate, LotteryEvent } from '#domain/entities/lottery.ts';
import { ZBooker, ZPersonName } from '#domain/entities/reservation.ts';
import { addDays, nightsBetween } from '#domain/rules/nights.ts';
import { stayLengthAllowed } from '#domain/rules/lottery-status.ts';
import { nameFitsLocale } from '#domain/rules/name-scripts.ts';
import { bookerExtraIssues, bookerExtras, EMPTY_BOOKER_EXTRAS, type BookerExtrasRequired, type BookerExtraValues } from '#app/shared/booking-draft/booker-extras.ts';

// The lottery guest detail (lottery entry mode): the stay inside the event's window and length, and who enters.
// Messages are keys of the common catalog's validation section, or the lottery catalog's own (lottery:validation).

/**
 * The kana (where asksKana says) and the address (where customer_address_required) are asked as checkout asks
 * them (BookerExtraValues): the win is booked with them (ADR 226, 231).
 */
export type LotteryEntryValues = BookerExtraValues & {
  checkin: string;
  nights: string;
  adults: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
};

/** The check-in days the event takes: from its first stay day to the last one that leaves room for its min nights. */
export function checkinOptions(event: Pick<LotteryEvent, 'stay_start' | 'stay_end' | 'min_nights'>): string[] {
  const last = addDays(event.stay_end, -event.min_nights);
  const days: string[] = [];
  for (let day = event.stay_start; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

export function nightOptions(event: Pick<LotteryEvent, 'min_nights' | 'max_nights'>): number[] {
  return Array.from({ length: event.max_nights - event.min_nights + 1 }, (_, i) => event.min_nights + i);
}

/** The adults a room of the event takes: 1 to its max_adults. */
export function adultOptions(event: Pick<LotteryEvent, 'max_adults'>): number[] {
  return Array.from({ length: event.max_adults }, (_, i) => i + 1);
}

type StayRules = Pick<LotteryEvent, 'stay_start' | 'stay_end' | 'min_nights' | 'max_nights' | 'max_adults'>;

/** The chosen stay: a check-in day, a number of nights and the adults, as the form's selects hold them. */
export type LotteryStayValues = Pick<LotteryEntryValues, 'checkin' | 'nights' | 'adults'>;

/** "Lottery stay length must lie between the event's min and max nights", and inside its stay window. */
export function stayFitsEvent(event: Omit<StayRules, 'max_adults'>, values: Pick<LotteryStayValues, 'checkin' | 'nights'>): boolean {
  // An empty field has its own message (required); there is no stay to measure, and no day to count from.
  if (values.checkin === '' || !(Number(values.nights) >= 1)) return false;
  const checkout = addDays(values.checkin, Number(values.nights));
  return values.checkin >= event.stay_start && checkout <= event.stay_end && stayLengthAllowed(event, values.checkin, checkout);
}

/** The stay both forms ask (entering, and changing an entry): a check-in, a number of nights, the adults the event takes. */
const stayShape = (event: StayRules) => ({
  checkin: z.string().check(z.minLength(1, 'required')),
  nights: z.string().check(z.minLength(1, 'required')),
  adults: z.string().check(z.refine((value) => Number(value) >= 1 && Number(value) <= event.max_adults, 'required')),
});

// Both forms say a stay that does not fit at the nights field.
const stayFits = (event: StayRules) => z.refine<LotteryStayValues>((values) => stayFitsEvent(event, values), { message: 'lottery_stay', path: ['nights'] });

/** A name in romanised letters or the locale's script, as the win's booking will check it (nameFitsLocale). */
const localeName = (locale: UiLocale) => ZPersonName.check(z.refine((value) => value === '' || nameFitsLocale(value, locale), 'unsupported_characters'));

export function lotteryEntrySchema(event: StayRules, locale: UiLocale) {
  return z
    .extend(ZBooker, { ...stayShape(event), first_name: localeName(locale), last_name: localeName(locale) })
    .check(stayFits(event));
}

/** Changing a registered entry's stay: the same check-in, nights and adults rules as entering. */
export function lotteryStaySchema(event: StayRules) {
  return z.object(stayShape(event)).check(stayFits(event));
}

/** The change form starts from the entry's own stay. */
export function lotteryStayDefaults(entry: Pick<LotteryEntry, 'checkin' | 'checkout' | 'adults'>): LotteryStayValues {
  return { checkin: entry.checkin, nights: String(nightsBetween(entry.checkin, entry.checkout)), adults: String(entry.adults) };
}

/** The update the server takes: the new stay and guests (the server checks them against the event again). */
export function lotteryStayUpdate(values: LotteryStayValues): LotteryEntryUpdate {
  const checkout = addDays(values.checkin, Number(values.nights));
  if (nightsBetween(values.checkin, checkout) < 1) throw new Error('a lottery stay without a night passed the form');
  return { checkin: values.checkin, checkout, adults: Number(values.adults) };
}

/**
 * The schema's messages and, for what the hotel asks (kana, address), the booking's own messages (bookerExtraIssues),
 * every one at its field at once.
 */
export function lotteryEntryResolver(event: StayRules, asked: BookerExtrasRequired, locale: UiLocale): Resolver<LotteryEntryValues> {
  const schema = zodResolver(lotteryEntrySchema(event, locale));
  return async (values, context, options) => {
    const result = await schema(values, context, options as never);
    const extras = bookerExtraIssues(values, asked);
    const errors = { ...(result.errors as FieldErrors<LotteryEntryValues>), ...(extras as FieldErrors<LotteryEntryValues>) };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

export function lotteryEntryDefaults(event: LotteryEvent, member: { first_name: string; last_name: string; email: string } | null): LotteryEntryValues {
  return {
    checkin: checkinOptions(event)[0] ?? '',
    nights: String(event.min_nights),
    adults: String(Math.min(2, event.max_adults)),
    first_name: member?.first_name ?? '',
    last_name: member?.last_name ?? '',
    email: member?.email ?? '',
    phone: '',
    ...EMPTY_BOOKER_EXTRAS,
  };
}

export function lotteryEntryRequest(event: LotteryEvent, values: LotteryEntryValues, locale: UiLocale, asked: BookerExtrasRequired): LotteryEntryRequest {
  const checkout = addDays(values.checkin, Number(values.nights));
  if (nightsBetween(values.checkin, checkout) < 1) throw new Error('a lottery entry without a night passed the form');
  return {
    lottery_event_id: event.id,
    checkin: values.checkin,
    checkout,
    adults: Number(values.adults),
    locale,
    booker: {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      ...bookerExtras(values, asked),
    },
  };
}

type EntryFieldPath = 'nights' | 'first_name' | 'last_name' | 'first_name_kana' | 'last_name_kana' | 'email' | 'phone' | 'address.postal_code';

/** The server's field names for an entry (its booker and stay) and the form field where each refusal is said. */
const SERVER_ENTRY_FIELDS: Record<string, EntryFieldPath> = {
  checkin: 'nights',
  checkout: 'nights',
  'booker.first_name': 'first_name',
  'booker.last_name': 'last_name',
  'booker.first_name_kana': 'first_name_kana',
  'booker.last_name_kana': 'last_name_kana',
  'booker.email': 'email',
  'booker.phone': 'phone',
  'booker.address': 'address.postal_code',
};

/**
 * A refusal the server gives at fields the guest typed (a stay the event does not take, a name not in the locale's
 * script, missing kana or address) goes back to those fields with the form's own message keys, as the form's own
 * check would have said it. Empty when the refusal is about none of them (the page says it instead).
 */
export function lotteryEntryRefusalFields(details: Record<string, readonly { error: string }[]>): [EntryFieldPath, string][] {
  const fields = new Map<EntryFieldPath, string>();
  for (const [serverField, issues] of Object.entries(details)) {
    const field = SERVER_ENTRY_FIELDS[serverField];
    const issue = issues[0];
    if (!field || !issue || fields.has(field)) continue;
    fields.set(field, field === 'nights' ? 'lottery_stay' : issue.error);
  }
  return [...fields];
}
