import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { get, useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { REVIEW_ASPECTS, REVIEW_LIMITS, type ReviewRatingItem, type ReviewRequest, type ReviewState } from '#domain/entities/reservation-review.ts';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { describedBy } from '#app/components/ui/field-parts.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { formatDate, formatNumber } from '#app/i18n/format.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { reviewQueryOptions } from '../api/get-review';
import { submitReview } from '../api/submit-review';
import {
  EMPTY_REVIEW,
  REVIEW_ERROR_PATHS,
  reviewIssues,
  reviewRefusalOf,
  serverReviewErrors,
  ZReviewForm,
  type Recommend,
  type ReviewField,
  type ReviewFormValues,
  type ReviewRefusal,
} from '../utils/review-form';
import { RatingGroup } from './rating-group';
import { ReviewSummary } from './review-summary';
import styles from './manage.module.css';
import reviewStyles from './review.module.css';

/**
 * /review-reservation/:confirmationNumber?hotelId=… (protected: the shell sends nobody signed in to sign-in and
 * back). The stay, and the review form when it may be reviewed now, or the review already given, or why not.
 */
export function ReviewPage({ searchHref }: { searchHref: string }) {
  const { t } = useTranslation('manage');
  const { hotel_name: hotelName, hotel_id: pageHotelId } = useHotelSettings();
  const { confirmationNumber } = useParams();
  const [searchParams] = useSearchParams();
  // The spec's hotelId names the reserved hotel; without it, the page's own hotel is meant.
  const hotelId = Number(searchParams.get('hotelId')) || pageHotelId;
  return (
    <div className={styles.page}>
      <DocumentTitle page={t('review.title')} hotelName={hotelName} />
      <PageHeading>{t('review.title')}</PageHeading>
      {confirmationNumber ? <Review hotelId={hotelId} reservationNumber={confirmationNumber} /> : <NotFound />}
      <Link to={searchHref}>{t('review.searchAgain')}</Link>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('manage');
  return (
    <Alert>
      <p>{t('review.notFound')}</p>
    </Alert>
  );
}

function Review({ hotelId, reservationNumber }: { hotelId: number; reservationNumber: string }) {
  const { t } = useTranslation('manage');
  const errorText = useErrorText();
  const userToken = useSessionStore((state) => state.userToken);
  const state = useQuery(reviewQueryOptions(hotelId, reservationNumber, userToken));
  const [thanked, setThanked] = useState(false);

  if (state.isPending) return <LoadingStatus label={t('review.loading')} />;
  if (state.isError) {
    const refusal = reviewRefusalOf(state.error);
    if (refusal) return <ReviewRefusalNotice refusal={refusal} />;
    if (state.error instanceof ApiError && state.error.status === 404) return <NotFound />;
    return (
      <Alert>
        <p>{errorText(state.error)}</p>
      </Alert>
    );
  }
  const { data } = state;
  return (
    <>
      <StaySummary state={data} />
      {data.review ? (
        <>
          {/* Coming back (or refused a second time): say why there is no form before showing the review. */}
          {!thanked && <ReviewRefusalNotice refusal="review_already_submitted" />}
          <ReviewSummary review={data.review} thanked={thanked} />
        </>
      ) : data.reason ? (
        <ReviewRefusalNotice refusal={data.reason} />
      ) : (
        <ReviewForm state={data} hotelId={hotelId} onSubmitted={() => setThanked(true)} />
      )}
    </>
  );
}

function StaySummary({ state }: { state: ReviewState }) {
  const { t } = useTranslation('manage');
  const { tag } = useLocale();
  return (
    <dl className={styles.stay}>
      <dt>{t('review.hotel')}</dt>
      <dd>{state.hotel.name}</dd>
      <dt>{t('review.dates')}</dt>
      <dd>{t('review.dateRange', { checkin: formatDate(state.checkin_date, tag), checkout: formatDate(state.checkout_date, tag) })}</dd>
      <dt>{t('review.rooms')}</dt>
      <dd>{state.room_type_names.join(', ')}</dd>
      <dt>{t('review.number')}</dt>
      <dd>{state.reservation_number}</dd>
    </dl>
  );
}

function ReviewRefusalNotice({ refusal }: { refusal: ReviewRefusal }) {
  const { t } = useTranslation('manage');
  return (
    <Notice>
      <p>
        <strong>{t(`review.refusals.${refusal}.title`)}</strong>
      </p>
      <p>{t(`review.refusals.${refusal}.text`)}</p>
    </Notice>
  );
}

const RECOMMEND_CHOICES: readonly { value: Recommend; key: 'recommendYes' | 'recommendNo' | 'recommendSkip' }[] = [
  { value: 'yes', key: 'recommendYes' },
  { value: 'no', key: 'recommendNo' },
  { value: '', key: 'recommendSkip' },
];

function ReviewForm({ state, hotelId, onSubmitted }: { state: ReviewState; hotelId: number; onSubmitted: () => void }) {
  const { t } = useTranslation('manage');
  const { tag } = useLocale();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const userToken = useSessionStore((store) => store.userToken);
  const commentId = useId();
  // Checked when sent; the summary above the form takes the focus instead of the first field.
  const form = useForm<ReviewFormValues, unknown, ReviewRequest>({
    resolver: zodResolver(ZReviewForm),
    defaultValues: EMPTY_REVIEW,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const errorSummaryRef = useRef<HTMLDivElement>(null);
  const options = reviewQueryOptions(hotelId, state.reservation_number, userToken);
  const submit = useMutation({
    mutationFn: (body: ReviewRequest) => submitReview(hotelId, state.reservation_number, body),
    onSuccess: (review) => {
      onSubmitted();
      queryClient.setQueryData(options.queryKey, { ...state, eligible: false, reason: 'review_already_submitted', review });
    },
    onError: (error) => {
      for (const { path, error: message } of serverReviewErrors(error)) form.setError(path, { type: 'server', message });
      // Submitted meanwhile (another tab): the page shows that review, read-only, with the reason.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
  });
  // The form's and the server's errors read alike: the catalog's review.validation keys, by field.
  const issues = reviewIssues(
    REVIEW_ERROR_PATHS.flatMap((path) => {
      const message = (get(errors, path) as { message?: string } | undefined)?.message;
      return message === undefined ? [] : [{ path, error: message }];
    }),
  );
  const hasIssues = Object.keys(issues).length > 0;
  const serverRefused = submit.isError;
  useEffect(() => {
    if (hasIssues) errorSummaryRef.current?.focus();
  }, [hasIssues, submitCount, serverRefused]);

  const issueText = (field: ReviewField) => (issues[field] ? t(`review.validation.${issues[field]}`) : undefined);
  const refusal = reviewRefusalOf(submit.error);

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((body) => submit.mutate(body))}>
      <p className={styles.lead}>{t('review.lead')}</p>
      {hasIssues && (
        <div ref={errorSummaryRef} tabIndex={-1} role="alert" className={styles.error}>
          {t('review.checkFields')}
        </div>
      )}
      <ReviewRating control={form.control} item="overall" label={t('review.items.overall')} optional={false} error={issueText('overall')} />
      <fieldset className={reviewStyles.aspects}>
        <legend className={styles.subHeading}>{t('review.aspects')}</legend>
        {REVIEW_ASPECTS.map((aspect) => (
          <ReviewRating key={aspect} control={form.control} item={aspect} label={t(`review.items.${aspect}`)} optional error={issueText(aspect)} />
        ))}
      </fieldset>
      <TextField
        label={t('review.titleLabel')}
        hint={t('review.titleHint', { max: formatNumber(REVIEW_LIMITS.titleLength, tag) })}
        maxLength={REVIEW_LIMITS.titleLength}
        error={issueText('title')}
        {...form.register('title')}
      />
      <div className={styles.fieldset}>
        <label htmlFor={commentId} className={styles.legend}>
          {t('review.commentLabel')}
        </label>
        <p id={`${commentId}-hint`} className={styles.muted}>
          {t('review.commentHint', { max: formatNumber(REVIEW_LIMITS.commentLength, tag) })}
        </p>
        <textarea
          id={commentId}
          className={styles.textarea}
          maxLength={REVIEW_LIMITS.commentLength}
          aria-invalid={issues.comment ? true : undefined}
          aria-describedby={describedBy(`${commentId}-hint`, issues.comment ? `${commentId}-error` : undefined)}
          {...form.register('comment')}
        />
        {issues.comment && (
          <p id={`${commentId}-error`} className={styles.error}>
            {issueText('comment')}
          </p>
        )}
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('review.recommend')}</legend>
        {RECOMMEND_CHOICES.map((choice) => (
          <label key={choice.key} className={styles.choice}>
            <input type="radio" value={choice.value} {...form.register('recommend')} />
            {t(`review.${choice.key}`)}
          </label>
        ))}
      </fieldset>
      {submit.isError &&
        !hasIssues &&
        (refusal ? (
          <ReviewRefusalNotice refusal={refusal} />
        ) : (
          <Alert>
            <p>{errorText(submit.error)}</p>
          </Alert>
        ))}
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? t('review.submitting') : t('review.submit')}
      </Button>
    </form>
  );
}

type ReviewRatingProps = { control: Control<ReviewFormValues, unknown, ReviewRequest>; item: ReviewRatingItem; label: string; optional: boolean; error: string | undefined };

/** One rating item of the review form: the star radio group bound to its value in the form. */
function ReviewRating({ control, item, label, optional, error }: ReviewRatingProps) {
  const { field } = useController({ control, name: `ratings.${item}` });
  return <RatingGroup name={item} label={label} value={field.value} optional={optional} error={error} onChange={field.onChange} />;
}
