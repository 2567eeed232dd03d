import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS, REVIEW_RATING_ITEMS, type ReservationReview } from '#domain/entities/reservation-review.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import manageStyles from './manage.module.css';
import styles from './review.module.css';

/** A submitted review, read-only: every rating given in words as well as stars, then the guest's own words. */
export function ReviewSummary({ review, thanked }: { review: ReservationReview; thanked: boolean }) {
  const { t } = useTranslation('manage');
  const { tag } = useLocale();
  const thanksRef = useRef<HTMLDivElement>(null);
  // Just submitted: the thanks replace the form the guest was in, so focus moves there and it is read out.
  useEffect(() => {
    if (thanked) thanksRef.current?.focus();
  }, [thanked]);
  const submittedOn = new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(review.submitted_at));
  return (
    <section className={manageStyles.section} aria-labelledby="review-summary-heading">
      {thanked && (
        <div ref={thanksRef} tabIndex={-1} role="status" className={manageStyles.done}>
          {t('review.thanks')}
        </div>
      )}
      <h2 id="review-summary-heading" className={manageStyles.sectionHeading}>
        {t('review.yourReview')}
      </h2>
      <p className={manageStyles.muted}>{t('review.submittedOn', { date: submittedOn })}</p>
      <dl className={manageStyles.stay}>
        {REVIEW_RATING_ITEMS.flatMap((item) => {
          const rating = review.ratings[item];
          if (rating === undefined) return [];
          return [
            <dt key={`${item}-label`}>{t(`review.items.${item}`)}</dt>,
            <dd key={`${item}-value`}>
              <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(REVIEW_LIMITS.maxRating - rating)} </span>
              {t('review.ratingValue', { rating, word: t(`review.scale.${rating}`) })}
            </dd>,
          ];
        })}
        {review.would_recommend !== null && (
          <>
            <dt>{t('review.recommend')}</dt>
            <dd>{review.would_recommend ? t('review.recommendYes') : t('review.recommendNo')}</dd>
          </>
        )}
      </dl>
      {review.title && <h3 className={manageStyles.subHeading}>{review.title}</h3>}
      {review.comment && <p className={styles.quote}>{review.comment}</p>}
    </section>
  );
}
