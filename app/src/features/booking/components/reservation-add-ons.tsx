import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionAnswer, Reservation } from '../../../../../domain/entities/reservation';
import { formatMoney } from '../../../../../domain/rules/money';
import { formatDate } from '../../../lib/format';
import { useHotelSettings } from '../../../lib/hotel-settings';
import { useLocale } from '../../../lib/use-locale';
import { bookingQuestionsQueryOptions } from '../api/get-booking-questions';
import detailList from './detail-list.module.css';
import styles from './confirmation-page.module.css';

/** The extras booked and the answers given, as the reservation holds them (shown when there are any). */
export function ReservationAddOns({ reservation }: { reservation: Reservation }) {
  const extras = reservation.extras ?? [];
  const answers = reservation.answers ?? [];
  return (
    <>
      {extras.length > 0 && <BookedExtras reservation={reservation} />}
      {answers.length > 0 && <GivenAnswers reservation={reservation} answers={answers} />}
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
              {extra.delivery_time && <span className={detailList.note}> {t('extras.deliveredAt', { time: extra.delivery_time })}</span>}
            </dt>
            <dd>{formatMoney(extra.total_price, reservation.currency, tag)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function GivenAnswers({ reservation, answers }: { reservation: Reservation; answers: readonly QuestionAnswer[] }) {
  const { t } = useTranslation('booking');
  const { hotel_id: hotelId } = useHotelSettings();
  const { locale } = useLocale();
  const headingId = useId();
  // The questions give the answers their titles, in the guest's language.
  const questions = useQuery(
    bookingQuestionsQueryOptions(hotelId, reservation.rooms.map((room) => room.room_plan_code), reservation.checkin_date, locale),
  );
  const titled = answers.flatMap((answer) => {
    const question = questions.data?.find((candidate) => candidate.id === answer.question_id);
    const shown = answerText(answer, (count) => t('questions.filesAttached', { files: count }));
    return question && shown ? [{ id: answer.question_id, title: question.title, shown }] : [];
  });
  if (titled.length === 0) return null;
  return (
    <section className={styles.next} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('questions.answersHeading')}
      </h2>
      <dl className={detailList.list}>
        {titled.map((answer) => (
          <div key={answer.id} className={detailList.row}>
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
