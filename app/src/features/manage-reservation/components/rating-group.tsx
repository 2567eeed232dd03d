import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS } from '#domain/entities/reservation-review.ts';
import { describedBy } from '#app/components/ui/field-parts.tsx';
import manageStyles from './manage.module.css';
import styles from './review.module.css';

const SCALE = Array.from({ length: REVIEW_LIMITS.maxRating }, (_, i) => i + 1);

type RatingGroupProps = {
  name: string;
  label: string;
  value: number;
  /** An optional item offers "not rated" (0) first, so a guest can take a rating back. */
  optional: boolean;
  error?: string | undefined;
  onChange: (value: number) => void;
};

/**
 * One rating item as a native radio group (arrow keys move and choose, Tab leaves), drawn as stars that follow the
 * writing direction. Each star is named "3 of 5: Good", so a screen reader does not hear a row of symbols.
 */
export function RatingGroup({ name, label, value, optional, error, onChange }: RatingGroupProps) {
  const { t } = useTranslation('manage');
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const chosenId = `${id}-chosen`;
  return (
    <fieldset
      className={styles.rating}
      role="radiogroup"
      aria-required={optional ? undefined : true}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(chosenId, errorId)}
    >
      <legend className={styles.ratingLegend}>{label}</legend>
      <div className={styles.stars}>
        {optional && (
          <label className={styles.notRated}>
            <input type="radio" name={name} value="0" checked={value === 0} onChange={() => onChange(0)} className={styles.radio} />
            <span className={styles.notRatedText}>{t('review.notRated')}</span>
          </label>
        )}
        {SCALE.map((rating) => (
          <label key={rating} className={styles.star}>
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className={styles.radio}
            />
            <span className={rating <= value ? styles.starOn : styles.starOff} aria-hidden="true">
              {rating <= value ? '★' : '☆'}
            </span>
            <span className={styles.visuallyHidden}>{t('review.star', { rating, word: t(`review.scale.${rating}`) })}</span>
          </label>
        ))}
      </div>
      <p id={chosenId} className={styles.chosen}>
        {value > 0 ? t(`review.scale.${value}`) : optional ? t('review.notRated') : t('review.chooseRating')}
      </p>
      {error && (
        <p id={errorId} className={manageStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
