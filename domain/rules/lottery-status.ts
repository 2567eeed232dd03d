import { nightsBetween } from './nights';

// Document 1 section 4 "Lottery statuses", as one table both sides read: the server moves an entry only along it,
// the app offers only the actions it allows.

export const LOTTERY_STATUSES = [
  'registered',
  'not_winner',
  'winner_reservation_pending',
  'winner_reservation_confirmed',
  'winner_reservation_cancelled',
  'winner_reservation_pending_declined',
  'registration_cancelled',
] as const;
export type LotteryStatus = (typeof LOTTERY_STATUSES)[number];

/**
 * What moves an entry: the draw (win or lose), the winner booking, declining, or letting the deadline pass
 * (expire: the win is cancelled, ADR 229), and the entrant cancelling the registration.
 */
export type LotteryAction = 'win' | 'lose' | 'book' | 'decline' | 'expire' | 'cancel_registration';

const TRANSITIONS: Record<LotteryStatus, Partial<Record<LotteryAction, LotteryStatus>>> = {
  registered: { win: 'winner_reservation_pending', lose: 'not_winner', cancel_registration: 'registration_cancelled' },
  winner_reservation_pending: {
    book: 'winner_reservation_confirmed',
    expire: 'winner_reservation_cancelled',
    decline: 'winner_reservation_pending_declined',
  },
  // The rest are final: "cancelling cannot be undone", and a result is not drawn twice.
  not_winner: {},
  winner_reservation_confirmed: {},
  winner_reservation_cancelled: {},
  winner_reservation_pending_declined: {},
  registration_cancelled: {},
};

/** The status the action leads to, or null when the entry's status does not allow it. */
export function nextLotteryStatus(status: LotteryStatus, action: LotteryAction): LotteryStatus | null {
  return TRANSITIONS[status][action] ?? null;
}

export function lotteryActionAllowed(status: LotteryStatus, action: LotteryAction): boolean {
  return nextLotteryStatus(status, action) !== null;
}

/** "winner_reservation_pending_declined (shown as entry cancelled)": the status a screen names. */
export function shownLotteryStatus(status: LotteryStatus): LotteryStatus {
  return status === 'winner_reservation_pending_declined' ? 'registration_cancelled' : status;
}

/** "Updates are disabled after the participation period ends": an instant at or after its end is outside it. */
export function withinParticipation(period: { participation_start: string; participation_end: string }, now: Date): boolean {
  const at = now.getTime();
  return at >= Date.parse(period.participation_start) && at < Date.parse(period.participation_end);
}

/** "A winner must finish booking by a deadline": the deadline is a date on the hotel's clock, its last day included. */
export function deadlinePassed(deadline: string, hotelToday: string): boolean {
  return hotelToday > deadline;
}

/** "Lottery stay length must lie between the event's min and max nights." */
export function stayLengthAllowed(event: { min_nights: number; max_nights: number }, checkin: string, checkout: string): boolean {
  const nights = nightsBetween(checkin, checkout);
  return nights >= event.min_nights && nights <= event.max_nights;
}
