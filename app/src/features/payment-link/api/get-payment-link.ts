import { queryOptions } from '@tanstack/react-query';
import { getPaymentLink } from '#domain/contracts/payment-links.ts';
import { callApi } from '#app/api/api-client.ts';
import { paymentLinkKeys } from './keys';

/**
 * The link and its status. Never refetched on its own: the answer's opened_at is the start of the page's hour,
 * which only the guest's reload starts again (the page asks for one after an hour).
 */
export function paymentLinkQueryOptions(hotelId: number, paymentNumber: string) {
  return queryOptions({
    queryKey: paymentLinkKeys.link(hotelId, paymentNumber),
    queryFn: ({ signal }) => callApi(getPaymentLink, { params: { hotelId, paymentNumber }, signal }).then((answer) => answer.data),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
