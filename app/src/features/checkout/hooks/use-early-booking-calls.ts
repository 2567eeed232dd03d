import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useMcpCurrencyParam } from '#app/shared/hotel/use-shown-amount.ts';
import { bookingQuestionsQueryOptions } from '#app/shared/answers/get-booking-questions.ts';
import { readBookingDraft } from '#app/shared/booking-draft/booking-draft.ts';
import type { BookingSelection } from '#app/shared/stay/booking-selection.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { bookingPriceQueryOptions, firstPriceChoices } from '../api/get-booking-price';
import { startGuestDetailAddressReads } from '../api/guest-detail-address-reads';

type EarlyBookingCallsInput = {
  selection: BookingSelection;
  visitorLabels: readonly string[];
  /** The travel-agency site's split prices in the hotel's currency (ADR 260), as useBookReservation asks it. */
  hotelCurrencyOnly: boolean;
};

/**
 * Starts guest detail's reads that need only the address and the hotel's settings together with the rooms search
 * (ADR 282): the first price and the questions, which also read the guest's draft, currency and labels, and the
 * address's own reads (the startup has usually sent those already: then nothing is sent again). Each goes into the
 * query cache under the key its reader uses when the rooms have answered, so none is asked twice; the readers keep
 * every check they make on the answers. Nothing that books, charges or needs a member is started here.
 */
export function useEarlyBookingCalls({ selection, visitorLabels, hotelCurrencyOnly }: EarlyBookingCallsInput): void {
  const queryClient = useQueryClient();
  const settings = useHotelSettings();
  const { hotel_id: hotelId, hotel_code: hotelCode } = settings;
  const { locale } = useLocale();
  const chosenCurrency = useMcpCurrencyParam();
  const mcpCurrency = hotelCurrencyOnly ? undefined : chosenCurrency;

  useEffect(() => {
    const planCodes = selection.rooms.map((room) => room.room_plan_code);
    const choices = firstPriceChoices(readBookingDraft(hotelCode).values, mcpCurrency);
    void queryClient.prefetchQuery(bookingPriceQueryOptions(hotelId, selection, choices, locale));
    void queryClient.prefetchQuery(bookingQuestionsQueryOptions(hotelId, planCodes, selection.checkin, locale, visitorLabels));
    startGuestDetailAddressReads(queryClient, settings, selection, locale);
    // Once, as the page opens: a later change (the currency, the way to pay, a coupon) is asked by the reader itself
    // with the guest's choices then, and asking the first choices again would be a call the page never needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the opening's values count
  }, []);
}
