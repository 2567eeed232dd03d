import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { Reservation } from '#domain/entities/reservation.ts';
import type { UpdateSettingsRequest, ZUpdateSettingsAnswer } from '#domain/entities/reservation-management.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { nightsBetween } from '#domain/rules/nights.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DateField } from '#app/components/ui/date-field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { reportToHost } from '#app/platform/host-bridge.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { formatDate } from '#app/i18n/format.ts';
import { changeReservation } from '../api/update-reservation';
import { useReportUnsaved, type ReportUnsaved } from '../hooks/use-report-unsaved';
import {
  CHANGEABLE_PAYMENT_TYPES,
  changeFormDefaults,
  changeRequest,
  type ChangeFormValues,
} from '../utils/change-request';
import { changeFormSchema } from '../utils/change-form';
import { reservationUpdateEvent } from '../utils/manage-analytics';
import { manageRefusalOf } from '../utils/manage-refusal';
import type { ManageTarget } from './manage-page';
import { RefusalNotice } from './refusal-notice';
import styles from './manage.module.css';

type Preview = z.output<typeof ZUpdateSettingsAnswer>;

type ChangeSectionProps = { reservation: Reservation; target: ManageTarget; onChanged: (text: string) => void; onUnsavedChange: ReportUnsaved };

/**
 * Changing the stay: dates (the plan stays as booked; the server applies its rules such as minimum nights),
 * adults per room, booked extras and, where no card is involved, the payment way. The guest sees the new total
 * and the difference from the server's dry run before confirming it.
 */
export function ChangeSection({ reservation, target, onChanged, onUnsavedChange }: ChangeSectionProps) {
  const { t } = useTranslation('manage');
  const { tag } = useLocale();
  const headingId = useId();
  const errorText = useErrorText();
  // Checked when the guest asks for the new price, without moving focus; the messages stay until the next try.
  const form = useForm<ChangeFormValues>({
    resolver: zodResolver(changeFormSchema(reservation)),
    defaultValues: changeFormDefaults(reservation),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { register } = form;
  const [unchanged, setUnchanged] = useState(false);
  const [pending, setPending] = useState<{ body: UpdateSettingsRequest; preview: Preview } | null>(null);
  const dayUse = reservation.is_day_use === true;
  const money = (amount: number) => formatMoney(amount, reservation.currency, tag);

  const preview = useMutation({
    mutationFn: (body: UpdateSettingsRequest) => changeReservation(target, body, true),
    onSuccess: (answer, body) => setPending({ body, preview: answer }),
    onError: (error) => refusePayment(error),
  });
  const confirm = useMutation({
    mutationFn: ({ body, total }: { body: UpdateSettingsRequest; total: number }) => changeReservation(target, { ...body, expected_total_price: total }, false),
    onSuccess: (answer) => {
      // The change is made: it is the form's new starting point, and nothing is unsaved any more.
      form.reset(form.getValues());
      setPending(null);
      reportToHost('ga4Event', reservationUpdateEvent(answer.reservation, answer.price_difference));
      // A bank transfer guest has money to send (ADR 250, 259): the new amount, by when, and the reference to quote.
      const transfer = answer.reservation.payment.bank_transfer;
      onChanged(
        transfer
          ? t('change.doneBankTransfer', { amount: formatMoney(transfer.amount, transfer.currency, tag), date: formatDate(transfer.due_date, tag), reference: transfer.reference })
          : t('change.done'),
      );
    },
    onError: (error) => {
      setPending(null);
      refusePayment(error);
    },
  });
  // The server's refusal of the payment way (the plans do not allow it) sits at the payment field.
  function refusePayment(error: unknown) {
    if (error instanceof ApiError && error.errors.payment_type) form.setError('payment_type', { type: 'server', message: 'paymentNotAllowed' });
  }

  useReportUnsaved(form.formState.isDirty && !confirm.isPending, onUnsavedChange);

  // Any edit makes the shown price and "nothing changed" stale.
  useEffect(() => {
    const subscription = form.watch(() => {
      setPending(null);
      setUnchanged(false);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const submit = form.handleSubmit((values) => {
    const body = changeRequest(reservation, values);
    if (!body) {
      setUnchanged(true);
      return;
    }
    confirm.reset();
    preview.mutate(body);
  });

  const failure = confirm.error ?? preview.error;
  const refusal = manageRefusalOf(failure);
  const issueText = (path: string) => {
    const issue = (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
    return issue ? t(`validation.${issue}`) : undefined;
  };
  const payment = form.watch('payment_type');

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('change.heading')}
      </h2>
      <p className={styles.muted}>{t('change.planKept')}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <div className={styles.pair}>
          <DateField
            label={dayUse ? t('change.date') : t('change.checkin')}
            error={issueText('checkin')}
            {...register('checkin')}
          />
          {!dayUse && (
            <DateField
              label={t('change.checkout')}
              error={issueText('checkout')}
              {...register('checkout')}
            />
          )}
        </div>
        <div className={styles.pair}>
          {reservation.rooms.map((room, i) => (
            <TextField
              key={room.id}
              type="number"
              inputMode="numeric"
              min={1}
              label={reservation.rooms.length > 1 ? t('change.adultsInRoom', { room: i + 1 }) : t('change.adults')}
              hint={room.children > 0 ? t('change.childrenKept', { count: room.children }) : undefined}
              error={issueText(`rooms.${i}.adults`)}
              {...register(`rooms.${i}.adults`, { valueAsNumber: true })}
            />
          ))}
        </div>
        {(reservation.extras ?? []).length > 0 && (
          <div className={styles.pair}>
            {(reservation.extras ?? []).map((extra, i) => (
              <TextField
                key={`${extra.extra_id}-${extra.date ?? ''}`}
                type="number"
                inputMode="numeric"
                min={0}
                label={extra.date ? t('change.extraOnDate', { name: extra.name, date: formatDate(extra.date, tag) }) : t('change.extra', { name: extra.name })}
                hint={t('change.extraHint')}
                error={issueText(`extras.${i}.quantity`)}
                {...register(`extras.${i}.quantity`, { valueAsNumber: true })}
              />
            ))}
          </div>
        )}
        {payment !== null && (
          <SelectField
            label={t('change.payment')}
            options={CHANGEABLE_PAYMENT_TYPES.map((type) => ({ value: type, label: t(`common:payment.${type}`) }))}
            error={form.formState.errors.payment_type?.message ? t(`change.${form.formState.errors.payment_type.message}`) : undefined}
            {...register('payment_type')}
          />
        )}
        {unchanged && <p className={styles.error}>{t('change.nothingChanged')}</p>}
        {failure && !(failure instanceof ApiError && failure.errors.payment_type) && (
          refusal ? (
            <RefusalNotice refusal={refusal} hotelName={reservation.hotel.name} />
          ) : (
            <Alert>
              <p>{failure instanceof ApiError && failure.status === 422 ? t('change.notPossible', { reason: errorText(failure) }) : errorText(failure)}</p>
            </Alert>
          )
        )}
        <Button type="submit" variant="secondary" disabled={preview.isPending || confirm.isPending}>
          {preview.isPending ? t('change.checking') : t('change.check')}
        </Button>
      </form>
      {pending && (
        <div className={styles.section} role="region" aria-label={t('change.previewHeading')}>
          <h3 className={styles.subHeading}>{t('change.previewHeading')}</h3>
          <p>
            {pending.preview.reservation.is_day_use
              ? formatDate(pending.preview.reservation.checkin_date, tag)
              : t('change.previewStay', {
                  checkin: formatDate(pending.preview.reservation.checkin_date, tag),
                  checkout: formatDate(pending.preview.reservation.checkout_date, tag),
                  count: nightsBetween(pending.preview.reservation.checkin_date, pending.preview.reservation.checkout_date),
                })}
          </p>
          <p>{t('change.newTotal', { total: money(pending.preview.total_price), previous: money(pending.preview.previous_total_price) })}</p>
          <p className={styles.fee}>
            {pending.preview.price_difference > 0
              ? t('change.moreToPay', { amount: money(pending.preview.price_difference) })
              : pending.preview.price_difference < 0
                ? t('change.refund', { amount: money(-pending.preview.price_difference) })
                : t('change.samePrice')}
          </p>
          {pending.preview.refunded_points !== null && <p>{t('change.pointsRefunded', { count: pending.preview.refunded_points })}</p>}
          <div className={styles.actions}>
            <Button disabled={confirm.isPending} onClick={() => confirm.mutate({ body: pending.body, total: pending.preview.total_price })}>
              {confirm.isPending ? t('change.saving') : t('change.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setPending(null)}>
              {t('change.back')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
