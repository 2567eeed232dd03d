import { getMemberCompanions } from '#domain/contracts/chatbot.ts';
import type { CompanionInfo } from '#domain/entities/companion.ts';
import { callApi } from '#app/api/api-client.ts';

/** The signed-in member's companion options (their programme's). */
export async function fetchMemberCompanions(hotelId: number): Promise<CompanionInfo> {
  const { data } = await callApi(getMemberCompanions, { params: { hotelId } });
  return data;
}
