import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CANCELLATION_FEE_CHANGED_TITLE } from '#domain/contracts/reservation-management.ts';
import type { Reservation } from '#domain/entities/reservation.ts';
import { CANCELLATION_REASONS, type CancellationReason, type ReservationManagement } from '#domain/entities/reservation-management.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { Button } from '#app/components/ui/button.tsx';
import { describedBy } from '#app/components/ui/field-parts.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { reportToHost } from '#app/platform/host-bridge.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { cancelManagedReservation } from '../api/manage-calls';
import { manageKeys } from '../api/keys';
import { reservationCancelEvent } from '../utils/manage-analytics';
import type { ManageTarget } from './manage-page';
import { FailureNotice } from './refusal-notice';
import styles from './manage.module.css';

/** The guest's own words for "other" fit the server's answer limit. */
const MAX_DETAILS = 255;

type CancelSectionProps = {
  reservation: Reservation;
  management: ReservationManagement;
  target: ManageTarget;
  policyHref: (roomPlanCodes: readonly string[]) => string;
  onCancelled: (text: string) => void;
};

/**
 * Cancelling: the fee the server computed from each room's policy for this moment is shown before the guest
 * confirms, and sent back as cancellation_fee_displayed; if it moved meanwhile the server refuses and the new fee
 * is shown.
 */
export function CancelSection({ reservation, management, target, policyHref, onCancelled }: CancelSectionProps) {
  const { t } = useTranslation('manage');
  const { tag } = useLocale();
  const headingId = useId();
  const detailsId = useId();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [details, setDetails] = useState('');
  const [issues, setIssues] = useState<{ reason?: string; details?: string }>({});
  const { fee, currency } = management.cancel;
  const money = (amount: number) => formatMoney(amount, currency as Reservation['currency'], tag);

  const cancel = useMutation({
    mutationFn: (body: { reason: CancellationReason; details?: string; cancellation_fee_displayed: number }) => cancelManagedReservation(target, body),
    onSuccess: (_cancelled, body) => {
      reportToHost('ga4Event', reservationCancelEvent(reservation, body.cancellation_fee_displayed, body.reason));
      onCancelled(t('cancel.done'));
    },
    onError: (error) => {
      // The fee moved (a policy step passed): show the new one; the guest confirms again.
      if (error instanceof ApiError && error.title === CANCELLATION_FEE_CHANGED_TITLE) {
        void queryClient.invalidateQueries({ queryKey: manageKeys.management(target.hotelId, target.reservationNumber) });
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof issues = {};
    if (!reason) found.reason = t('validation.reason_required');
    const words = details.trim();
    if (reason === 'other' && !words) found.details = t('validation.details_required');
    if (words.length > MAX_DETAILS) found.details = t('validation.too_long');
    setIssues(found);
    if (!reason || Object.keys(found).length > 0) return;
    cancel.mutate({ reason, ...(words ? { details: words } : {}), cancellation_fee_displayed: fee });
  };

  const reasonErrorId = `${headingId}-reason-error`;
  const detailsErrorId = `${detailsId}-error`;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('cancel.heading')}
      </h2>
      <div>
        <p>{t('cancel.feeLabel')}</p>
        <p className={styles.fee}>{fee > 0 ? money(fee) : t('cancel.free')}</p>
        <ul>
          {management.cancel.rooms.map((room) => (
            <li key={room.id}>
              {t('cancel.roomFee', {
                plan: reservation.rooms.find((booked) => booked.id === room.id)?.room_plan_name ?? room.room_plan_code,
                percentage: room.percentage,
                price: money(room.total_price),
                fee: money(room.fee),
              })}
            </li>
          ))}
        </ul>
        <p className={styles.muted}>{t('cancel.extrasRefunded')}</p>
        <Link to={policyHref(management.cancel.rooms.map((room) => room.room_plan_code))}>{t('cancel.policyLink')}</Link>
      </div>
      <form className={styles.form} noValidate onSubmit={submit}>
        <fieldset className={styles.fieldset} aria-describedby={describedBy(issues.reason ? reasonErrorId : undefined)}>
          <legend className={styles.legend}>{t('cancel.reason')}</legend>
          {CANCELLATION_REASONS.map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="cancellation-reason"
                value={value}
                checked={reason === value}
                aria-invalid={issues.reason ? true : undefined}
                onChange={() => setReason(value)}
              />
              {t(`cancel.reasons.${value}`)}
            </label>
          ))}
          {issues.reason && (
            <p id={reasonErrorId} className={styles.error}>
              {issues.reason}
            </p>
          )}
        </fieldset>
        <div className={styles.fieldset}>
          <label htmlFor={detailsId} className={styles.legend}>
            {reason === 'other' ? t('cancel.detailsRequired') : t('cancel.details')}
          </label>
          <textarea
            id={detailsId}
            className={styles.textarea}
            value={details}
            maxLength={MAX_DETAILS}
            required={reason === 'other'}
            aria-invalid={issues.details ? true : undefined}
            aria-describedby={describedBy(issues.details ? detailsErrorId : undefined)}
            onChange={(event) => setDetails(event.target.value)}
          />
          {issues.details && (
            <p id={detailsErrorId} className={styles.error}>
              {issues.details}
            </p>
          )}
        </div>
        {cancel.isError && <FailureNotice error={cancel.error} hotelName={reservation.hotel.name} />}
        <Button type="submit" disabled={cancel.isPending}>
          {cancel.isPending ? t('cancel.cancelling') : fee > 0 ? t('cancel.confirmWithFee', { fee: money(fee) }) : t('cancel.confirmFree')}
        </Button>
      </form>
    </section>
  );
}
