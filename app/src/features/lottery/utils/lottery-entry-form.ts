import * as z from 'zod/mini';
import type { UiLocale } from '#domain/constants/locales.ts';
import type { LotteryEntryRequest, LotteryEvent } from '#domain/entities/lottery.ts';
import { ZBooker } from '#domain/entities/reservation.ts';
import { addDays, nightsBetween } from '#domain/rules/nights.ts';
import { stayLengthAllowed } from '#domain/rules/lottery-status.ts';

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

export function lotteryEntrySchema(event: Pick<LotteryEvent, 'stay_start' | 'stay_end' | 'min_nights' | 'max_nights' | 'max_adults'>) {
  return z.extend(ZBooker, {
    checkin: z.string().check(z.minLength(1, 'required')),
    nights: z.string().check(z.minLength(1, 'required')),
    adults: z.string().check(z.refine((value) => Number(value) >= 1 && Number(value) <= event.max_adults, 'required')),
  }).check(
    // "Lottery stay length must lie between the event's min and max nights", and inside its stay window.
    z.refine(
      (values) => {
        const checkout = addDays(values.checkin, Number(values.nights));
        return values.checkin >= event.stay_start && checkout <= event.stay_end && stayLengthAllowed(event, values.checkin, checkout);
      },
      { message: 'lottery_stay', path: ['nights'] },
    ),
  );
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
  };
}

export function lotteryEntryRequest(event: LotteryEvent, values: LotteryEntryValues, locale: UiLocale): LotteryEntryRequest {
  const checkout = addDays(values.checkin, Number(values.nights));
  if (nightsBetween(values.checkin, checkout) < 1) throw new Error('a lottery entry without a night passed the form');
  return {
    lottery_event_id: event.id,
    checkin: values.checkin,
    checkout,
    adults: Number(values.adults),
    locale,
    booker: { first_name: values.first_name.trim(), last_name: values.last_name.trim(), email: values.email.trim(), phone: values.phone.trim() },
  };
}
