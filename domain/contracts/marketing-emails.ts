import * as z from 'zod/mini';
import { defineContract, ZNone } from './contract';

// Document 2 section 7.11: the marketing e-mail calls the unsubscribe pages make (ADR 232). The token comes from the
// mail's link and names one address of one brand; the answer shows the address masked.

const ZUnsubscribeToken = z.string().check(z.minLength(16), z.maxLength(128));

export const ZSubscriptionStatus = z.object({
  /** The address the link names, masked (h***@example.com): the link may have been forwarded. */
  email: z.string(),
  subscribed: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/** 404 with 3872 for a token that names nobody of the session's brand. */
export const getSubscriptionStatus = defineContract({
  method: 'GET',
  path: '/api/v1/marketing_emails/subscription_status',
  params: ZNone,
  query: z.object({ token: ZUnsubscribeToken }),
  body: z.undefined(),
  response: z.object({ data: ZSubscriptionStatus }),
  session: true,
});

/** Unsubscribes the address the token names (again is fine: the answer is the same). */
export const unsubscribeMarketingEmails = defineContract({
  method: 'POST',
  path: '/api/v1/marketing_emails/unsubscribe',
  params: ZNone,
  query: ZNone,
  body: z.object({ token: ZUnsubscribeToken }),
  response: z.object({ data: ZSubscriptionStatus }),
  session: true,
});
