import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { POINTS_NOT_RETURNED_CODE, userMessageKey } from '#domain/constants/error-codes.ts';
import { CANCELLATION_FEE_CHANGED_TITLE } from '#domain/contracts/reservation-management.ts';
import type { Reservation } from '#domain/entities/reservation.ts';
import { CANCELLATION_REASONS, type CancellationReason, type ReservationManagement } from '#domain/entities/reservation-management.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { Button } from '#app/components/ui/button.tsx';
import { describedBy } from '#app/components/ui/field-parts.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { reportToHost } from '#app/platform/host-bridge.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { cancelManagedReservation } from '../api/update-reservation';
import { manageKeys } from '../api/keys';
import { CANCEL_DETAILS_MAX, ZCancelForm, type CancelForm, type CancelFormInput } from '../utils/cancel-form';
import { reservationCancelEvent } from '../utils/manage-analytics';
import type { ManageTarget } from './manage-page';
import { FailureNotice } from './refusal-notice';
import styles from './manage.module.css';

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
  const { t } = useTranslation(['manage', 'booking']);
  const { tag } = useLocale();
  const headingId = useId();
  const detailsId = useId();
  const queryClient = useQueryClient();
  // Checked when the guest confirms; the messages stay until the next try.
  const form = useForm<CancelFormInput, unknown, CancelForm>({
    resolver: zodResolver(ZCancelForm),
    defaultValues: { details: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const reason = form.watch('reason');
  const { errors } = form.formState;
  const issues = {
    reason: errors.reason?.message && t(`validation.${errors.reason.message}`),
    details: errors.details?.message && t(`validation.${errors.details.message}`),
  };
  const { fee, currency } = management.cancel;
  const money = (amount: number) => formatMoney(amount, currency as Reservation['currency'], tag);

  const cancel = useMutation({
    mutationFn: (body: { reason: CancellationReason; details?: string; cancellation_fee_displayed: number }) => cancelManagedReservation(target, body),
    onSuccess: (cancelled, body) => {
      reportToHost('ga4Event', reservationCancelEvent(reservation, body.cancellation_fee_displayed, body.reason));
      // The cancellation went through; what could not be undone (3504: points not returned) is said with it. Points
      // spent on it are otherwise given back in the cancellation's transaction (ADR 220): the guest is told how many.
      const warnings = cancelled.warnings ?? [];
      const notReturned = warnings.some((warning) => warning.code === POINTS_NOT_RETURNED_CODE);
      const refunded = notReturned ? 0 : (cancelled.price?.spending_point_value ?? 0);
      const warningTexts = warnings.flatMap((warning) => {
        const key = userMessageKey(warning.code);
        return key ? [t(`booking:failure.messages.${key}`)] : [];
      });
      onCancelled([t('cancel.done'), ...(refunded > 0 ? [t('booking:loyalty.cancel.pointsRefunded', { count: refunded })] : []), ...warningTexts].join(' '));
    },
    onError: (error) => {
      // The fee moved (a policy step passed): show the new one; the guest confirms again.
      if (error instanceof ApiError && error.title === CANCELLATION_FEE_CHANGED_TITLE) {
        void queryClient.invalidateQueries({ queryKey: manageKeys.management(target.hotelId, target.reservationNumber) });
      }
    },
  });

  const submit = form.handleSubmit(({ reason: chosen, details }) =>
    cancel.mutate({ reason: chosen, ...(details ? { details } : {}), cancellation_fee_displayed: fee }),
  );

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
              <input type="radio" value={value} aria-invalid={issues.reason ? true : undefined} {...form.register('reason')} />
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
            maxLength={CANCEL_DETAILS_MAX}
            required={reason === 'other'}
            aria-invalid={issues.details ? true : undefined}
            aria-describedby={describedBy(issues.details ? detailsErrorId : undefined)}
            {...form.register('details')}
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
