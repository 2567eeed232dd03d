import { deleteMemberAccount, switchProgram } from '#domain/contracts/member-account.ts';
import type { DeletionReason } from '../utils/delete-account-form';
import type { MemberSignIn } from '#domain/entities/member.ts';
import { callApi } from '#app/api/api-client.ts';

/** Signs the member in to another of the brand's programmes: a new session. */
export async function switchMembershipProgram(hotelId: number, programId: number): Promise<MemberSignIn> {
  return (await callApi(switchProgram, { params: { hotelId }, body: { program_id: programId } })).data;
}

/** Deletes the account (a POST): personal data removed, bookings kept for the hotels; answers how many were kept. */
export async function deleteAccount(hotelId: number, body: { reason: DeletionReason; details?: string; current_password?: string }): Promise<number> {
  return (await callApi(deleteMemberAccount, { params: { hotelId }, body })).data.kept_reservations;
}
