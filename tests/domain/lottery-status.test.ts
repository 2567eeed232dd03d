import { describe, expect, it } from 'vitest';
import {
  deadlinePassed,
  LOTTERY_STATUSES,
  nextLotteryStatus,
  shownLotteryStatus,
  stayLengthAllowed,
  withinParticipation,
  type LotteryAction,
} from '#domain/rules/lottery-status.ts';

const ACTIONS: LotteryAction[] = ['win', 'lose', 'book', 'decline', 'expire', 'cancel_registration'];

describe('lottery status transitions (document 1 section 4)', () => {
  it('registered moves to winner_reservation_pending on a win', () => {
    expect(nextLotteryStatus('registered', 'win')).toBe('winner_reservation_pending');
  });
  it('registered moves to not_winner on a loss', () => {
    expect(nextLotteryStatus('registered', 'lose')).toBe('not_winner');
  });
  it('registered moves to registration_cancelled when the entrant cancels', () => {
    expect(nextLotteryStatus('registered', 'cancel_registration')).toBe('registration_cancelled');
  });
  it('winner_reservation_pending moves to winner_reservation_confirmed when the winner books', () => {
    expect(nextLotteryStatus('winner_reservation_pending', 'book')).toBe('winner_reservation_confirmed');
  });
  it('winner_reservation_pending moves to winner_reservation_cancelled when the deadline passes', () => {
    expect(nextLotteryStatus('winner_reservation_pending', 'expire')).toBe('winner_reservation_cancelled');
  });
  it('winner_reservation_pending moves to winner_reservation_pending_declined when the winner declines', () => {
    expect(nextLotteryStatus('winner_reservation_pending', 'decline')).toBe('winner_reservation_pending_declined');
  });
  it('a registered entry cannot be booked, declined or expired before the draw', () => {
    for (const action of ['book', 'decline', 'expire'] as const) expect(nextLotteryStatus('registered', action)).toBeNull();
  });
  it('a winner cannot cancel the registration nor be drawn again', () => {
    for (const action of ['win', 'lose', 'cancel_registration'] as const) expect(nextLotteryStatus('winner_reservation_pending', action)).toBeNull();
  });
  it('every other status is final: cancelling cannot be undone, a result is not redrawn', () => {
    const finals = LOTTERY_STATUSES.filter((status) => status !== 'registered' && status !== 'winner_reservation_pending');
    expect(finals).toEqual(['not_winner', 'winner_reservation_confirmed', 'winner_reservation_cancelled', 'winner_reservation_pending_declined', 'registration_cancelled']);
    for (const status of finals) for (const action of ACTIONS) expect(nextLotteryStatus(status, action)).toBeNull();
  });
  it('a declined win is shown as entry cancelled', () => {
    expect(shownLotteryStatus('winner_reservation_pending_declined')).toBe('registration_cancelled');
    expect(shownLotteryStatus('not_winner')).toBe('not_winner');
  });
});

describe('lottery periods, deadline and stay length', () => {
  const period = { participation_start: '2026-11-20T00:00:00Z', participation_end: '2026-12-01T00:00:00Z' };
  it('takes updates only inside the participation period, its end excluded', () => {
    expect(withinParticipation(period, new Date('2026-11-19T23:59:59Z'))).toBe(false);
    expect(withinParticipation(period, new Date('2026-11-27T12:00:00Z'))).toBe(true);
    expect(withinParticipation(period, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
  it('lets a winner book through the deadline day on the hotel clock, not after', () => {
    expect(deadlinePassed('2026-11-30', '2026-11-30')).toBe(false);
    expect(deadlinePassed('2026-11-30', '2026-12-01')).toBe(true);
  });
  it('keeps the stay between the event min and max nights', () => {
    const event = { min_nights: 2, max_nights: 3 };
    expect(stayLengthAllowed(event, '2027-01-10', '2027-01-11')).toBe(false);
    expect(stayLengthAllowed(event, '2027-01-10', '2027-01-12')).toBe(true);
    expect(stayLengthAllowed(event, '2027-01-10', '2027-01-13')).toBe(true);
    expect(stayLengthAllowed(event, '2027-01-10', '2027-01-14')).toBe(false);
  });
});
