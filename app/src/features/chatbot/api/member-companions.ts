import { getMemberCompanions } from '../../../../../domain/contracts/chatbot';
import type { CompanionInfo } from '../../../../../domain/entities/companion';
import { callApi } from '../../../lib/api-client';

/** The signed-in member's companion options (their programme's). */
export async function fetchMemberCompanions(hotelId: number): Promise<CompanionInfo> {
  const { data } = await callApi(getMemberCompanions, { params: { hotelId } });
  return data;
}
