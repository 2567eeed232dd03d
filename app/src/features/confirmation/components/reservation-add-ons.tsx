import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionAnswer, Reservation } from '#domain/entities/reservation.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import { bookingQuestionsQueryOptions } from '#app/shared/answers/get-booking-questions.ts';
import detailList from '#app/shared/reservations/detail-list.module.css';
import styles from './confirmation-page.module.css';

/** The extras booked and the answers given, as the reservation holds them (shown when there are any). */
export function ReservationAddOns({ reservation, visitorLabels }: { reservation: Reservation; visitorLabels: readonly string[] }) {
  const extras = reservation.extras ?? [];
  const answers = reservation.answers ?? [];
  return (
    <>
      {extras.length > 0 && <BookedExtras reservation={reservation} />}
      {answers.length > 0 && <GivenAnswers reservation={reservation} answers={answers} visitorLabels={visitorLabels} />}
    </>
  );
}

function BookedExtras({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('booking');
  const { tag } = useLocale();
  const headingId = useId();
  return (
    <section className={styles.next} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('extras.bookedHeading')}
      </h2>
      <dl className={detailList.list}>
        {(reservation.extras ?? []).map((extra) => (
          <div key={`${extra.extra_id}-${extra.date ?? ''}`} className={detailList.row}>
            <dt>
              {extra.date === null
                ? t('extras.line', { name: extra.name, quantity: extra.quantity })
                : t('extras.datedLine', { name: extra.name, quantity: extra.quantity, date: formatDate(extra.date, tag) })}
              {extra.delivery_time && (
                <span className={detailList.note}>
                  {' '}
                  {extra.delivery_price
                    ? t('extras.deliveredAtPrice', { time: extra.delivery_time, price: formatMoney(extra.delivery_price, reservation.currency, tag) })
                    : t('extras.deliveredAt', { time: extra.delivery_time })}
                </span>
              )}
            </dt>
            <dd>{formatMoney(extra.total_price, reservation.currency, tag)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type GivenAnswersProps = { reservation: Reservation; answers: readonly QuestionAnswer[]; visitorLabels: readonly string[] };

function GivenAnswers({ reservation, answers, visitorLabels }: GivenAnswersProps) {
  const { t } = useTranslation('booking');
  const { hotel_id: hotelId } = useHotelSettings();
  const { locale } = useLocale();
  const headingId = useId();
  // The questions give the answers their titles, in the guest's language.
  const questions = useQuery(
    bookingQuestionsQueryOptions(hotelId, reservation.rooms.map((room) => room.room_plan_code), reservation.checkin_date, locale, visitorLabels),
  );
  const titled = answers.flatMap((answer) => {
    const question = questions.data?.find((candidate) => candidate.id === answer.question_id);
    if (!question) return [];
    // A time asked per room reads once per room, named as the booking numbers its rooms.
    if (answer.rooms) {
      return answer.rooms.flatMap((room) => {
        const time = room.checkin_time ?? room.checkout_time;
        const title = t('questions.roomTime', { title: question.title, room: t('labels.roomNumber', { number: room.room_index + 1 }) });
        return time ? [{ key: `${answer.question_id}-${room.room_index}`, title, shown: time }] : [];
      });
    }
    const shown = answerText(answer, (count) => t('questions.filesAttached', { files: count }));
    return shown ? [{ key: String(answer.question_id), title: question.title, shown }] : [];
  });
  if (titled.length === 0) return null;
  return (
    <section className={styles.next} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('questions.answersHeading')}
      </h2>
      <dl className={detailList.list}>
        {titled.map((answer) => (
          <div key={answer.key} className={detailList.row}>
            <dt>
              <bdi>{answer.title}</bdi>
            </dt>
            <dd>
              <bdi>{answer.shown}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What the guest answered, as one line; undefined for answers held elsewhere (the rooms' men and women counts). */
function answerText(answer: QuestionAnswer, files: (count: number) => string): string | undefined {
  if (answer.attachment_ids && answer.attachment_ids.length > 0) return files(answer.attachment_ids.length);
  if (answer.options && answer.options.length > 0) return answer.options.join(', ');
  return answer.text ?? answer.option ?? answer.checkin_time ?? answer.checkout_time;
}
