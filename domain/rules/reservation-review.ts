/**
 * Who may review a stay, and when (the review page of document 1 section 2, a protected route). The spec names no
 * review items or rules; ours, like the large booking sites': only the member or organisation the reservation
 * belongs to (the permission rules of document 1 section 6), only a stay that happened (not cancelled, check-out
 * day over in the hotel's time zone), and once.
 */
export const REVIEW_BLOCK_REASONS = ['review_not_active', 'review_stay_not_over', 'review_already_submitted'] as const;
export type ReviewBlockReason = (typeof REVIEW_BLOCK_REASONS)[number];

/** A reservation booked signed out has no account to review it from: the review page is for signed-in members. */
export const REVIEW_GUEST_RESERVATION = 'review_guest_reservation';

export type ReviewFacts = {
  status: string;
  /** YYYY-MM-DD, as booked; a day use checks out on its check-in day. */
  checkout: string;
  reviewed: boolean;
};

/**
 * Why the stay cannot be reviewed on the hotel-local day `today` (YYYY-MM-DD), or undefined when it can. The
 * check-out date has passed once the hotel's calendar has moved past it, so the guest has left whatever the
 * hotel's check-out time.
 */
export function reviewBlockReason(facts: ReviewFacts, today: string): ReviewBlockReason | undefined {
  if (facts.status !== 'done') return 'review_not_active';
  if (today <= facts.checkout) return 'review_stay_not_over';
  if (facts.reviewed) return 'review_already_submitted';
  return undefined;
}
