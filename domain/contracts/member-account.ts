import * as z from 'zod/mini';
import { ZMemberSignIn } from '../entities/member';
import {
  ZDeleteAccountRequest,
  ZDeletedAccount,
  ZForgotPasswordRequest,
  ZMemberProfile,
  ZMemberProfileUpdate,
  ZMyReservations,
  ZMyReservationsQuery,
  ZPendingEmail,
  ZResendConfirmEmailRequest,
  ZSwitchProgramRequest,
  ZUpdateEmailRequest,
  ZUpdatePasswordRequest,
} from '../entities/member-account';
import { defineContract, ZNoBody, ZNone } from './contract';
import { ZHotelIdParams } from './query-params';

// Document 2 section 7.7: the member's own account under /hotels/{id}/memberships/, and GET /user/reservations
// (section 7.5). Every call but the two mailed-link ones needs the member's bearer token; it acts only on the
// member that token names, so no call takes a member id.

/** Mails a reset link when the address is a member's; the same 200 answer either way. */
export const startResetPasswordProcess = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/memberships/start_reset_password_process',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZForgotPasswordRequest,
  response: z.object({ data: z.object({ email: z.string() }) }),
  session: true,
});

/**
 * A new password, by reset token (ends every session of the member, 1250 expired, 3403 used, 3401 unknown) or by
 * the current password when signed in (ends the member's other sessions and answers a new one). 1300 too weak,
 * 1302 used before.
 */
export const updatePassword = defineContract({
  method: 'PUT',
  path: '/hotels/:hotelId/memberships/update_password',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZUpdatePasswordRequest,
  response: z.object({ data: z.nullable(ZMemberSignIn) }),
  session: true,
});

export const showMemberProfile = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/memberships/show',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: ZMemberProfile }),
  session: true,
});

/** 403 code 3860 when an external provider's member sends a field the provider owns. */
export const updateMemberProfile = defineContract({
  method: 'PUT',
  path: '/hotels/:hotelId/memberships/update',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZMemberProfileUpdate,
  response: z.object({ data: ZMemberProfile }),
  session: true,
});

/** Keeps the new login e-mail pending and mails its link to the new address (confirm with email_update). */
export const updateMemberEmail = defineContract({
  method: 'PUT',
  path: '/hotels/:hotelId/memberships/update_email',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZUpdateEmailRequest,
  response: z.object({ data: ZPendingEmail }),
  session: true,
});

/** Withdraws a pending e-mail change: its link stops working. */
export const cancelEmailUpdate = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/memberships/cancel',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: ZPendingEmail }),
  session: true,
});

/** A new link for what waits on the address (sign-up or e-mail change); the same answer for any address. */
export const resendConfirmEmail = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/memberships/resend_confirm_email',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZResendConfirmEmailRequest,
  response: z.object({ data: z.object({ email: z.string() }) }),
  session: true,
});

/** Signs the member in to another of the brand's programmes (a new session). */
export const switchProgram = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/memberships/switch',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZSwitchProgramRequest,
  response: z.object({ data: ZMemberSignIn }),
  session: true,
});

/** "Delete account is a POST" (path not shown): personal data removed, bookings kept, every session ended. */
export const deleteMemberAccount = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/memberships/delete_account',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZDeleteAccountRequest,
  response: z.object({ data: ZDeletedAccount }),
  session: true,
});

/** The signed-in member's reservations of this brand: tab (status), filters and page. */
export const listMyReservations = defineContract({
  method: 'GET',
  path: '/user/reservations',
  params: ZNone,
  query: ZMyReservationsQuery,
  body: ZNoBody,
  response: ZMyReservations,
  session: true,
});
