import type { AdditionalQuestion } from '../entities/additional-question';

/**
 * Check-in and check-out times are asked once per room when several rooms are booked (document 1 section 3: the
 * answer is "rooms with checkin_time, checkout_time, ..."); one room answers them for the reservation. Guest
 * detail asks them so and the management page answers them again the same way.
 */
export function asksPerRoom(question: Pick<AdditionalQuestion, 'question_type'>, roomCount: number): boolean {
  return roomCount > 1 && (question.question_type === 'checkin' || question.question_type === 'checkout');
}
