import { updateMemberProfile } from '#domain/contracts/member-account.ts';
import type { MemberProfile, MemberProfileUpdate } from '#domain/entities/member-account.ts';
import { callApi } from '#app/api/api-client.ts';

/** Saves the changed profile fields (null clears one); answers the profile as the server now holds it. */
export async function updateProfile(hotelId: number, update: MemberProfileUpdate): Promise<MemberProfile> {
  return (await callApi(updateMemberProfile, { params: { hotelId }, body: update })).data;
}
