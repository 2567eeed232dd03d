import { queryOptions } from '@tanstack/react-query';
import { showMemberProfile } from '#domain/contracts/member-account.ts';
import { callApi } from '#app/api/api-client.ts';
import { accountKeys } from './keys';

/** The signed-in member's profile (names, address, receipt, pending login e-mail, what a provider owns). */
export function profileQueryOptions(hotelId: number, userToken: string | null) {
  return queryOptions({
    queryKey: accountKeys.profile(userToken),
    queryFn: async ({ signal }) => (await callApi(showMemberProfile, { params: { hotelId }, signal })).data,
  });
}
