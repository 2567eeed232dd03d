import { queryOptions } from '@tanstack/react-query';
import { getSubscriptionStatus } from '#domain/contracts/marketing-emails.ts';
import { callApi } from '#app/api/api-client.ts';
import { unsubscribeKeys } from './keys';

/** The address the link names (masked) and whether it still receives the brand's marketing mails. */
export function subscriptionStatusQueryOptions(token: string) {
  return queryOptions({
    queryKey: unsubscribeKeys.status(token),
    queryFn: ({ signal }) => callApi(getSubscriptionStatus, { query: { token }, signal }).then((answer) => answer.data),
    retry: false,
  });
}
