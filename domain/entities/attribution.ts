import * as z from 'zod/mini';
import { ZAmount } from './common';

// Document 1 sections 2 and 3: the marketing fields of the search criteria, read from the landing address and
// carried to the reservation, where the hotel reads which campaign, ad, metasearch or link brought the booking.
// Every field is optional and bounded: the API refuses a malformed one, the app drops it before sending.

/** An identifier an ad platform, a metasearch or the hotel's own link gives (campaign, ad group, site, segment). */
const ZMarketingId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[\w.:-]+$/, 'invalid_marketing_id'));

/** Free text an ad platform passes (a click id, a keyword, a promotion code): printable, one line, bounded. */
const ZMarketingText = z.string().check(z.trim(), z.minLength(1), z.maxLength(256), z.regex(/^[^\p{Cc}]+$/u, 'invalid_marketing_text'));

/** At most this many segment ids or room plan codes: far above any real landing link. */
export const MAX_ATTRIBUTION_LIST = 20;

export const ZAttribution = z.object({
  /** Google Ads click id, and Yahoo's. */
  gclid: z.optional(ZMarketingText),
  yclid: z.optional(ZMarketingText),
  campaignid: z.optional(ZMarketingId),
  adgroupid: z.optional(ZMarketingId),
  keyword: z.optional(ZMarketingText),
  /** The metasearch that sent the guest (trivago, Google Hotel Ads...). */
  metasearch_source: z.optional(ZMarketingId),
  segment_ids: z.optional(z.array(ZMarketingId).check(z.minLength(1), z.maxLength(MAX_ATTRIBUTION_LIST))),
  /** Google Hotel Ads: the Google site (localuniversal, mapresults...) and the promotion the ad showed. */
  google_site: z.optional(ZMarketingId),
  google_promo_code: z.optional(ZMarketingText),
  /** The room plans and room count the landing asked for. */
  room_plan_codes: z.optional(z.array(ZMarketingId).check(z.minLength(1), z.maxLength(MAX_ATTRIBUTION_LIST))),
  room_count: z.optional(z.int().check(z.minimum(1), z.maximum(99))),
  voucher_coupon_code: z.optional(ZMarketingText),
  /** The total a metasearch displayed for the stay, in the hotel's currency: compared with what was booked. */
  price_displayed_total: z.optional(ZAmount),
  /** The reservation number the landing link names (a link from a confirmation mail or a chat). */
  reservation_no: z.optional(ZMarketingId),
});
export type Attribution = z.infer<typeof ZAttribution>;

/** Sign-up analytics (document 1 section 3): the campaign the member signed up from, as the utm cookie kept it. */
export const ZSignUpUtm = z.object({
  utm_source: z.optional(ZMarketingText),
  utm_medium: z.optional(ZMarketingText),
  utm_campaign: z.optional(ZMarketingText),
});
export type SignUpUtm = z.infer<typeof ZSignUpUtm>;
