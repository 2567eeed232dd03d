import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listMyReservations } from '#domain/contracts/member-account.ts';
import { MY_RESERVATIONS_PAGE_SIZE } from '#domain/entities/member-account.ts';
import { callApi } from '#app/api/api-client.ts';
import type { ReservationListState } from '../utils/reservation-list-state';
import { accountKeys } from './keys';

/** One page of the member's reservations for a tab and its filters; the last page stays shown while the next loads. */
export function myReservationsQueryOptions(userToken: string | null, state: ReservationListState) {
  return queryOptions({
    queryKey: accountKeys.reservations(userToken, state),
    queryFn: ({ signal }) =>
      callApi(listMyReservations, {
        query: { status: state.tab, payment_type: state.payment, channel: state.channel, page: state.page, per_page: MY_RESERVATIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
