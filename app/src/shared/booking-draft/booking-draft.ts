import * as z from 'zod/mini';
import { COUNTS } from '#domain/constants/limits.ts';
import { ZDraftId } from '#domain/contracts/file-attachments.ts';
import { ZIsoDate } from '#domain/entities/common.ts';
import { BOOKING_PAYMENT_TYPES } from '#domain/rules/booking-payment.ts';
import { randomId } from '#app/platform/random-id.ts';
import { readStoredJson, removeStored, writeStoredJson } from '#app/platform/safe-storage.ts';
import type { BookerDraftValues } from './booker-form-schema';

// The guest detail draft lives in session storage, per hotel: a reload or a failed submit loses nothing, and
// closing the tab forgets the guest's details.
// Never a card field: only these are written (saveDraftValues parses through this schema).
const ZDraftValues = z.partial(
  z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    email_confirmation: z.string(),
    phone: z.string(),
    payment_type: z.enum(BOOKING_PAYMENT_TYPES),
    coupon_code: z.string().check(z.maxLength(64)),
    rooms: z
      .array(
        z.partial(
          z.object({
            someone_else: z.boolean(),
            guest: z.partial(z.object({ first_name: z.string(), last_name: z.string(), first_name_kana: z.string(), last_name_kana: z.string() })),
            men_count: z.string().check(z.regex(/^[0-9]{0,2}$/)),
            women_count: z.string().check(z.regex(/^[0-9]{0,2}$/)),
          }),
        ),
      )
      .check(z.maxLength(10)),
    first_name_kana: z.string(),
    last_name_kana: z.string(),
    address: z.partial(
      z.object({
        postal_code: z.string(),
        prefecture_or_state: z.string(),
        street_address: z.string(),
        building_name_and_number: z.string(),
      }),
    ),
    /** The additional questions' answers, by answer key; files as the ids the server gave them. */
    answers: z.record(
      z.string().check(z.regex(/^q[0-9]+$/)),
      z.object({
        value: z.string().check(z.maxLength(COUNTS.maxAnswerLength * 2)),
        choices: z._default(z.array(z.string()).check(z.maxLength(COUNTS.maxTextLength)), []),
        files: z.array(z.object({ id: z.string(), filename: z.string(), size: z.int() })).check(z.maxLength(COUNTS.maxAttachments)),
        /** Each room's time, for check-in and check-out questions asked per room. */
        rooms: z._default(z.array(z.string().check(z.maxLength(8))).check(z.maxLength(10)), []),
      }),
    ),
    /** The uploads' reservation draft id: the server counts a draft's files against the limit. */
    attachment_draft_id: ZDraftId,
    extras: z.array(
      z.object({ extra_id: z.int(), date: z.nullable(ZIsoDate), quantity: z.int(), delivery_time: z.string() }),
    ),
  }),
);

const ZBookingDraft = z.object({
  values: ZDraftValues,
  /**
   * The booking attempt in progress (ADR 197): its idempotency key, kept from the first send until an answer ends
   * the attempt, whatever the guest changes meanwhile, so the server can never book it twice. `unknown` while the
   * last send got no answer (network failure, timeout, 5xx): the page asks the server what happened before it
   * sends anything again, also after a reload.
   */
  attempt: z.optional(z.object({ key: z.string(), unknown: z._default(z.boolean(), false) })),
  /**
   * The guest detail address (its query) the guest left for the payment step (the card issuer's check): where the
   * payment page's session error sends them back to, to find this draft again (ADR 251).
   */
  guest_detail_query: z.optional(z.record(z.string().check(z.maxLength(32)), z.string().check(z.maxLength(2000)))),
});
export type BookingDraft = z.infer<typeof ZBookingDraft>;

function storageKey(hotelCode: string): string {
  return `hbw:booking-draft:${hotelCode}`;
}

export function readBookingDraft(hotelCode: string): BookingDraft {
  const parsed = ZBookingDraft.safeParse(readStoredJson('session', storageKey(hotelCode)));
  return parsed.success ? parsed.data : { values: {} };
}

/**
 * Merges the given fields into the draft (the form and the coupon each save their own). Keeps the listed fields
 * only: whatever else a caller passes (a card field above all) is never written.
 */
export function saveDraftValues(hotelCode: string, values: BookerDraftValues): void {
  const kept = ZDraftValues.safeParse(values);
  if (!kept.success) return;
  const draft = readBookingDraft(hotelCode);
  writeStoredJson('session', storageKey(hotelCode), { ...draft, values: { ...draft.values, ...kept.data } });
  for (const listener of draftListeners) listener(hotelCode);
}

const draftListeners = new Set<(hotelCode: string) => void>();

/** Told of every saved change of a draft (the travel-agency site keeps it on the server too, ADR 242). */
export function onDraftSaved(listener: (hotelCode: string) => void): () => void {
  draftListeners.add(listener);
  return () => draftListeners.delete(listener);
}

/** The key of the attempt in progress, or of a new one. */
export function attemptKey(hotelCode: string): string {
  const draft = readBookingDraft(hotelCode);
  if (draft.attempt) return draft.attempt.key;
  const attempt = { key: randomId(), unknown: false };
  writeStoredJson('session', storageKey(hotelCode), { ...draft, attempt });
  return attempt.key;
}

/** Whether the last send of the attempt in progress got no answer: the server is asked before anything is sent. */
export function markOutcomeUnknown(hotelCode: string, unknown: boolean): void {
  const draft = readBookingDraft(hotelCode);
  if (!draft.attempt) return;
  writeStoredJson('session', storageKey(hotelCode), { ...draft, attempt: { ...draft.attempt, unknown } });
}

/** The server answered the attempt with a refusal, so nothing was booked: the next send is a new attempt. */
export function endAttempt(hotelCode: string): void {
  const { values, guest_detail_query: query } = readBookingDraft(hotelCode);
  writeStoredJson('session', storageKey(hotelCode), { values, ...(query ? { guest_detail_query: query } : {}) });
}

/** Keeps the guest detail address the guest leaves for the payment step (its query), beside the draft. */
export function keepGuestDetailQuery(hotelCode: string, query: Record<string, string>): void {
  const draft = readBookingDraft(hotelCode);
  writeStoredJson('session', storageKey(hotelCode), { ...draft, guest_detail_query: query });
}

export function clearBookingDraft(hotelCode: string): void {
  removeStored('session', storageKey(hotelCode));
}
