import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import type { UiLocale } from '#domain/constants/locales.ts';
import type { LotteryEntry, LotteryEntryRequest, LotteryEntryUpdate, LotteryEvent } from '#domain/entities/lottery.ts';
import { ZBooker } from '#domain/entities/reservation.ts';
import { addDays, nightsBetween } from '#domain/rules/nights.ts';
import { stayLengthAllowed } from '#domain/rules/lottery-status.ts';
import { bookerExtraIssues, EMPTY_BOOKER_EXTRAS } from '#app/shared/booking-draft/booker-extras.ts';

// The lottery guest detail (lottery entry mode): the stay inside the event's window and length, and who enters.
// Messages are keys of the common catalog's validation section, or the lottery catalog's own (lottery:validation).

export type LotteryEntryValues = {
  checkin: string;
  nights: string;
  adults: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** Asked where asksKana says (kanji_name_required, in Japanese), as checkout asks them: the win books with them. */
  first_name_kana: string;
  last_name_kana: string;
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

type StayRules = Pick<LotteryEvent, 'stay_start' | 'stay_end' | 'min_nights' | 'max_nights'>;

/** The chosen stay: a check-in day and a number of nights, as the form's selects hold them. */
export type LotteryStayValues = Pick<LotteryEntryValues, 'checkin' | 'nights'>;

/** "Lottery stay length must lie between the event's min and max nights", and inside its stay window. */
export function stayFitsEvent(event: StayRules, values: LotteryStayValues): boolean {
  // An empty field has its own message (required); there is no stay to measure, and no day to count from.
  if (values.checkin === '' || !(Number(values.nights) >= 1)) return false;
  const checkout = addDays(values.checkin, Number(values.nights));
  return values.checkin >= event.stay_start && checkout <= event.stay_end && stayLengthAllowed(event, values.checkin, checkout);
}

const stayDates = {
  checkin: z.string().check(z.minLength(1, 'required')),
  nights: z.string().check(z.minLength(1, 'required')),
};

// Both forms (entering, and changing an entry's dates) say a stay that does not fit at the nights field.
const stayFits = (event: StayRules) => z.refine<LotteryStayValues>((values) => stayFitsEvent(event, values), { message: 'lottery_stay', path: ['nights'] });

export function lotteryEntrySchema(event: Pick<LotteryEvent, 'stay_start' | 'stay_end' | 'min_nights' | 'max_nights' | 'max_adults'>) {
  return z
    .extend(ZBooker, {
      ...stayDates,
      adults: z.string().check(z.refine((value) => Number(value) >= 1 && Number(value) <= event.max_adults, 'required')),
      // Checked by the booking's kana rule in lotteryEntryResolver when asked; kept here so they reach the request.
      first_name_kana: z.string(),
      last_name_kana: z.string(),
    })
    .check(stayFits(event));
}

/** Changing a registered entry's dates: the same check-in and nights rule as entering. */
export function lotteryStaySchema(event: StayRules) {
  return z.object(stayDates).check(stayFits(event));
}

/** The change-dates form starts from the entry's own stay. */
export function lotteryStayDefaults(entry: Pick<LotteryEntry, 'checkin' | 'checkout'>): LotteryStayValues {
  return { checkin: entry.checkin, nights: String(nightsBetween(entry.checkin, entry.checkout)) };
}

/** The update the server takes: the new stay with the entry's guests unchanged (only the dates are asked). */
export function lotteryStayUpdate(entry: Pick<LotteryEntry, 'adults'>, values: LotteryStayValues): LotteryEntryUpdate {
  const checkout = addDays(values.checkin, Number(values.nights));
  if (nightsBetween(values.checkin, checkout) < 1) throw new Error('a lottery stay without a night passed the form');
  return { checkin: values.checkin, checkout, adults: entry.adults };
}

type EventRules = Parameters<typeof lotteryEntrySchema>[0];

/** The schema's messages and, when the kana are asked, the booking's kana messages (kanaIssue), every one at its field at once. */
export function lotteryEntryResolver(event: EventRules, kanaAsked: boolean): Resolver<LotteryEntryValues> {
  const schema = zodResolver(lotteryEntrySchema(event));
  return async (values, context, options) => {
    const result = await schema(values, context, options as never);
    const kana = bookerExtraIssues({ ...EMPTY_BOOKER_EXTRAS, first_name_kana: values.first_name_kana, last_name_kana: values.last_name_kana }, { kana: kanaAsked, address: false });
    const errors = { ...(result.errors as FieldErrors<LotteryEntryValues>), ...(kana as FieldErrors<LotteryEntryValues>) };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: result.values as LotteryEntryValues, errors: {} };
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
    first_name_kana: '',
    last_name_kana: '',
  };
}

export function lotteryEntryRequest(event: LotteryEvent, values: LotteryEntryValues, locale: UiLocale, kanaAsked: boolean): LotteryEntryRequest {
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
      ...(kanaAsked ? { first_name_kana: values.first_name_kana.trim(), last_name_kana: values.last_name_kana.trim() } : {}),
    },
  };
}
