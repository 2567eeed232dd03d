import { isForVisitor } from './targeting-labels';

export type DisplayWindow = { display_start_date: string | null; display_end_date: string | null };

/**
 * "Notifications show only when the check-in date lies within display_start_date and display_end_date (either
 * may be absent; an undated search uses today)." Both ends are included.
 */
export function isWithinDisplayWindow(window: DisplayWindow, checkin: string | null | undefined, today: string): boolean {
  const date = checkin ?? today;
  if (window.display_start_date !== null && date < window.display_start_date) return false;
  return window.display_end_date === null || date <= window.display_end_date;
}

/** "Brand notifications keep only those targeting all facilities or the current hotel." null is all facilities. */
export function isForHotel(question: { hotel_ids: readonly number[] | null }, hotelId: number): boolean {
  return question.hotel_ids === null || question.hotel_ids.includes(hotelId);
}

export type NotificationContext = {
  placement: string;
  checkin: string | null | undefined;
  today: string;
  hotelId: number;
  /** "Facility notifications are hidden in lottery flows." */
  isLotteryFlow: boolean;
  /** The visitor's targeting labels (rules/targeting-labels.ts): when given, only notifications aimed at them show. */
  visitorLabels?: readonly string[];
};

type Notification = DisplayWindow & {
  question_type: string;
  labels: readonly string[];
  ownable_type: 'Hotel' | 'HotelBrand';
  hotel_ids: readonly number[] | null;
  enabled: boolean;
};

/** The notifications to show at one placement, in the order given. */
export function notificationsToShow<N extends Notification>(questions: readonly N[], context: NotificationContext): N[] {
  return questions.filter(
    (question) =>
      question.question_type === 'notification' &&
      question.enabled &&
      question.labels.includes(context.placement) &&
      !(context.isLotteryFlow && question.ownable_type === 'Hotel') &&
      (question.ownable_type === 'Hotel' || isForHotel(question, context.hotelId)) &&
      isWithinDisplayWindow(question, context.checkin, context.today) &&
      (context.visitorLabels === undefined || isForVisitor(question.labels, context.visitorLabels)),
  );
}
