import { upsertLiffMember } from '#domain/contracts/chatbot.ts';
import type { MemberSignIn } from '#domain/entities/member.ts';
import { callApi } from '#app/api/api-client.ts';

/** POST /liff/upsert: the LINE user of a LIFF access token signs in as the brand's member (created when new). */
export async function signInWithLiff(hotelCode: string, liffAccessToken: string): Promise<MemberSignIn> {
  const { data } = await callApi(upsertLiffMember, { body: { hotel_code: hotelCode, liff_access_token: liffAccessToken } });
  return { session: data.session, expires_at: data.expires_at, user: data.user, organization: data.organization };
}
