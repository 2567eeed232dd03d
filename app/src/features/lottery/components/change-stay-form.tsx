import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOTTERY_NOT_APPLICABLE_CODE } from '#domain/constants/error-codes.ts';
import type { LotteryEntry, LotteryEvent } from '#domain/entities/lottery.ts';
import { nightsBetween } from '#domain/rules/nights.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { announce } from '#app/components/ui/live-region.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { lotteryEntryQueryOptions, lotteryEventQueryOptions } from '../api/get-lottery';
import { lotteryKeys } from '../api/keys';
import { changeEntryStay } from '../api/lottery-entry-actions';
import { useLotteryErrorText, useLotteryFieldText } from '../utils/lottery-error';
import { lotteryStayDefaults, lotteryStaySchema, lotteryStayUpdate, type LotteryStayValues } from '../utils/lottery-entry-form';
import { StayFields } from './stay-fields';
import styles from './lottery.module.css';

type ChangeStayProps = {
  entry: LotteryEntry;
  /** Closes the form: saved, kept as it was, or refused with a message for the page (the entry is read again). */
  onClose: (refusal?: string) => void;
};

/**
 * A registered entry's new stay inside the participation period (document 2 section 7.10): the event's check-in
 * days, min to max nights and adults, as the entry form offers them; the server checks them against the event again.
 */
export function ChangeStayForm({ entry, onClose }: ChangeStayProps) {
  const { t } = useTranslation('lottery');
  const settings = useHotelSettings();
  const { locale } = useLocale();
  const errorText = useLotteryErrorText();
  const event = useQuery(lotteryEventQueryOptions(settings.hotel_id, entry.lottery_event_id, locale, null));
  const heading = useRef<HTMLHeadingElement>(null);

  // Opening the form moves focus to it, so a keyboard or screen reader user lands on the stay.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={styles.section} aria-labelledby="lottery-stay-heading">
      <h2 id="lottery-stay-heading" ref={heading} tabIndex={-1} className={styles.subheading}>
        {t('confirmation.changeStayTitle')}
      </h2>
      {event.isPending && <Skeleton lines={2} />}
      {event.isError && <Alert>{errorText(event.error)}</Alert>}
      {event.data && <StayForm entry={entry} event={event.data} onClose={onClose} />}
      {!event.data && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onClose()}>
            {t('confirmation.keepStay')}
          </Button>
        </div>
      )}
    </section>
  );
}

function StayForm({ entry, event, onClose }: ChangeStayProps & { event: LotteryEvent }) {
  const { t } = useTranslation('lottery');
  const settings = useHotelSettings();
  const { locale, tag } = useLocale();
  const userToken = useSessionStore((state) => state.userToken);
  const queryClient = useQueryClient();
  const errorText = useLotteryErrorText();
  const fieldText = useLotteryFieldText();
  const resolver = useMemo(() => zodResolver(lotteryStaySchema(event)), [event]);
  const form = useForm<LotteryStayValues>({ resolver, defaultValues: lotteryStayDefaults(entry), reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;
  const entryKey = lotteryEntryQueryOptions(userToken, settings.hotel_id, entry.entry_number, locale).queryKey;

  const submit = form.handleSubmit(async (values) => {
    try {
      const next = await changeEntryStay(settings.hotel_id, entry.entry_number, lotteryStayUpdate(values));
      queryClient.setQueryData(entryKey, next);
      await queryClient.invalidateQueries({ queryKey: lotteryKeys.entries(userToken), refetchType: 'none' });
      const nights = t('nightCount', { count: nightsBetween(next.checkin, next.checkout) });
      const adults = t('adultCount', { count: next.adults });
      announce(t('confirmation.stayChanged', { checkin: formatDate(next.checkin, tag), checkout: formatDate(next.checkout, tag), nights, adults }));
      onClose();
    } catch (error) {
      // A stay the event does not take: said at the nights, where the entry form says it.
      if (error instanceof ApiError && !error.local && error.codes.map(Number).includes(LOTTERY_NOT_APPLICABLE_CODE)) {
        form.setError('nights', { message: 'lottery_stay' }, { shouldFocus: true });
        return;
      }
      // Outside the period (3752), drawn meanwhile (3757) or anything else: the page says it and shows the entry as it now is.
      await queryClient.invalidateQueries({ queryKey: entryKey });
      onClose(errorText(error));
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={(submitEvent) => void submit(submitEvent)} aria-labelledby="lottery-stay-heading">
      <p className={styles.meta}>
        {t('confirmation.changeStayText', {
          min: event.min_nights,
          max: event.max_nights,
          start: formatDate(event.stay_start, tag),
          end: formatDate(event.stay_end, tag),
          adults: t('adultCount', { count: event.max_adults }),
        })}
      </p>
      <div className={styles.pair}>
        <StayFields
          event={event}
          checkin={form.register('checkin')}
          nights={form.register('nights')}
          adults={form.register('adults')}
          errors={{ checkin: fieldText(errors.checkin), nights: fieldText(errors.nights), adults: fieldText(errors.adults) }}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting} aria-disabled={isSubmitting}>
          {isSubmitting ? t('confirmation.working') : t('confirmation.saveStay')}
        </Button>
        <Button variant="secondary" disabled={isSubmitting} onClick={() => onClose()}>
          {t('confirmation.keepStay')}
        </Button>
      </div>
    </form>
  );
}
