import * as z from 'zod/mini';
import { ZMemberSignIn } from '../entities/member';
import { ZConfirmSignUpRequest, ZMemberSignUpRequest, ZPendingSignUp, ZResendConfirmationRequest } from '../entities/member-sign-up';
import { defineContract, ZNone } from './contract';
import { ZHotelIdParams } from './query-params';

// Document 2 section 7.7: sign_up, confirm and resend_confirmation under /hotels/{id}/memberships/.

/** Keeps the sign-up pending and mails its confirmation link (201). An address already a member's is 422. */
export const memberSignUp = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/memberships/sign_up',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZMemberSignUpRequest,
  response: z.object({ data: ZPendingSignUp }),
  session: true,
});

/**
 * The mailed link's token makes the member and signs them in. An expired link is 422 code 1401, one already used
 * 422 code 1402, an unknown one 422 code 3401. With email_update the token is an e-mail change's: the new address
 * becomes the login (expired 1250, used 3403, unknown 3401) and the member is signed in. redirect_url is answered
 * back only when its origin is the app's or one the brand's hotels allow (else 422, nothing spent).
 */
export const confirmMemberSignUp = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/memberships/confirm',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZConfirmSignUpRequest,
  response: z.object({ data: z.extend(ZMemberSignIn, { redirect_url: z.optional(z.nullable(z.string())) }) }),
  session: true,
});

/** A new link for a pending sign-up (the old one stops working); 422 when the address has none. */
export const resendSignUpConfirmation = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/memberships/resend_confirmation',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZResendConfirmationRequest,
  response: z.object({ data: ZPendingSignUp }),
  session: true,
});
