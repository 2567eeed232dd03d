import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '#domain/constants/locales.ts';
import { getLotteryEntry, getLotteryEvent, listMyLotteryEntries } from '#domain/contracts/lottery.ts';
import { callApi } from '#app/api/api-client.ts';
import { lotteryKeys } from './keys';

/** The event, in the guest's language; a preview link's token shows it before it opens (5 minutes). */
export function lotteryEventQueryOptions(hotelId: number, eventId: number, locale: UiLocale, accessToken: string | null) {
  return queryOptions({
    queryKey: lotteryKeys.event(hotelId, eventId, locale, accessToken),
    queryFn: ({ signal }) =>
      callApi(getLotteryEvent, {
        params: { hotelId, eventId },
        query: { locale, ...(accessToken === null ? {} : { lottery_access_token: accessToken }) },
        signal,
      }).then((answer) => answer.data),
    retry: false,
  });
}

/** One of the member's entries; another member's is refused (403), which is not worth a retry. */
export function lotteryEntryQueryOptions(userToken: string | null, hotelId: number, entryNumber: string, locale: UiLocale) {
  return queryOptions({
    queryKey: lotteryKeys.entry(userToken, hotelId, entryNumber, locale),
    queryFn: ({ signal }) => callApi(getLotteryEntry, { params: { hotelId, entryNumber }, query: { locale }, signal }).then((answer) => answer.data),
    retry: false,
  });
}

/** The signed-in member's entries at the brand, newest first. */
export function myLotteryEntriesQueryOptions(userToken: string | null, locale: UiLocale) {
  return queryOptions({
    queryKey: lotteryKeys.mine(userToken, locale),
    queryFn: ({ signal }) => callApi(listMyLotteryEntries, { query: { locale }, signal }).then((answer) => answer.data),
  });
}
