import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LotteryEvent } from '#domain/entities/lottery.ts';
import { asksKana } from '#domain/rules/name-order.ts';
import { ApiError } from '#app/api/api-error.ts';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { formatDate, formatDateTime } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { AddressFields } from '#app/shared/booking-draft/address-fields.tsx';
import type { BookerExtrasRequired } from '#app/shared/booking-draft/booker-extras.ts';
import { NameFields } from '#app/shared/booking-draft/name-fields.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { lotteryEventQueryOptions } from '../api/get-lottery';
import { lotteryKeys } from '../api/keys';
import { submitLotteryEntry } from '../api/lottery-entry-actions';
import { useLotteryErrorText, useLotteryFieldText } from '../utils/lottery-error';
import { lotteryEntryDefaults, lotteryEntryRefusalFields, lotteryEntryRequest, lotteryEntryResolver, type LotteryEntryValues } from '../utils/lottery-entry-form';
import { LotteryFrame } from './lottery-frame';
import { StayFields } from './stay-fields';
import styles from './lottery.module.css';

type Member = { first_name: string; last_name: string; email: string };

type LotteryGuestDetailPageProps = {
  /** lottery_event from the address; null when it names none. */
  eventId: number | null;
  /** A preview link's token (lottery_access_token). */
  accessToken: string | null;
  member: Member | null;
  confirmationPath: (entryNumber: string) => string;
};

/** /room-lottery/guest-detail: the event (notification, min and max nights) and the entry form, in lottery entry mode. */
export function LotteryGuestDetailPage({ eventId, accessToken, member, confirmationPath }: LotteryGuestDetailPageProps) {
  const { t } = useTranslation('lottery');
  const settings = useHotelSettings();
  const { locale } = useLocale();
  const errorText = useLotteryErrorText();
  const event = useQuery({ ...lotteryEventQueryOptions(settings.hotel_id, eventId ?? 0, locale, accessToken), enabled: eventId !== null });
  const title = t('guestDetail.title');

  if (eventId === null) {
    return (
      <LotteryFrame title={title} step="details">
        <Alert>{t('booking:failure.messages.lotteryUnavailable')}</Alert>
      </LotteryFrame>
    );
  }
  return (
    <LotteryFrame title={title} step="details">
      {event.isPending && <Skeleton lines={6} />}
      {event.isError && <Alert>{errorText(event.error)}</Alert>}
      {event.data && (
        <>
          <EventSummary event={event.data} />
          {event.data.is_open ? (
            <EntryForm event={event.data} member={member} confirmationPath={confirmationPath} />
          ) : (
            <Notice>{event.data.is_preview ? t('guestDetail.preview') : t('guestDetail.notOpen')}</Notice>
          )}
        </>
      )}
    </LotteryFrame>
  );
}

function EventSummary({ event }: { event: LotteryEvent }) {
  const { t } = useTranslation('lottery');
  const { tag } = useLocale();
  const settings = useHotelSettings();
  const rows: [string, string][] = [
    [t('guestDetail.room'), `${event.room_type_name} · ${event.room_plan_name}`],
    [t('guestDetail.stayLength'), t('guestDetail.nightsRange', { min: event.min_nights, max: event.max_nights })],
    [t('guestDetail.stayWindow'), `${formatDate(event.stay_start, tag)} – ${formatDate(event.stay_end, tag)}`],
    [t('guestDetail.participationEnd'), formatDateTime(event.participation_end, tag, settings.time_zone)],
    [t('guestDetail.resultDate'), formatDate(event.result_date, tag)],
  ];
  return (
    <section className={styles.section} aria-labelledby="lottery-event-heading">
      <h2 id="lottery-event-heading" className={styles.subheading}>
        <bdi>{event.name}</bdi>
      </h2>
      <p className={styles.notification}>{event.notification}</p>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className={styles.meta}>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function EntryForm({ event, member, confirmationPath }: { event: LotteryEvent; member: Member | null; confirmationPath: (entryNumber: string) => string }) {
  const { t } = useTranslation('lottery');
  const { locale } = useLocale();
  const settings = useHotelSettings();
  const link = useHotelLink();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useLotteryErrorText();
  const fieldText = useLotteryFieldText();
  const [failure, setFailure] = useState<string | null>(null);
  // The winner booking needs the booker's kana and address where checkout asks them (ADR 226, 231), so the entry asks them too.
  const kanaAsked = asksKana(locale, settings.kanji_name_required);
  const addressAsked = settings.customer_address_required;
  const asked: BookerExtrasRequired = useMemo(() => ({ kana: kanaAsked, address: addressAsked }), [kanaAsked, addressAsked]);
  const resolver = useMemo(() => lotteryEntryResolver(event, asked, locale), [event, asked, locale]);
  const form = useForm<LotteryEntryValues>({ resolver, defaultValues: lotteryEntryDefaults(event, member), reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const entry = await submitLotteryEntry(settings.hotel_id, lotteryEntryRequest(event, values, locale, asked));
      await queryClient.invalidateQueries({ queryKey: lotteryKeys.all });
      await navigate(link(confirmationPath(entry.entry_number)));
    } catch (error) {
      // What the guest typed and the server refused is said at its field; anything else above the form.
      const fields = error instanceof ApiError && !error.local ? lotteryEntryRefusalFields(error.errors) : [];
      if (fields.length === 0) {
        setFailure(errorText(error));
        return;
      }
      fields.forEach(([field, message], index) => form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
    }
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={(submitEvent) => void submit(submitEvent)} aria-labelledby="lottery-entry-heading">
        <h2 id="lottery-entry-heading" className={styles.subheading}>
          {t('guestDetail.formHeading')}
        </h2>
        {failure && <Alert>{failure}</Alert>}
        <fieldset className={styles.fieldset}>
          <legend>{t('guestDetail.stayHeading')}</legend>
          <div className={styles.pair}>
            <StayFields
              event={event}
              checkin={form.register('checkin')}
              nights={form.register('nights')}
              adults={form.register('adults')}
              errors={{ checkin: fieldText(errors.checkin), nights: fieldText(errors.nights), adults: fieldText(errors.adults) }}
            />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('guestDetail.bookerHeading')}</legend>
          {/* In the locale's name order, as guest detail asks them (family name first in ja, ko and zh). */}
          <div className={styles.pair}>
            <NameFields
              fields={{
                given: { label: t('guestDetail.firstName'), autoComplete: 'given-name', registration: form.register('first_name'), error: errors.first_name?.message },
                family: { label: t('guestDetail.lastName'), autoComplete: 'family-name', registration: form.register('last_name'), error: errors.last_name?.message },
              }}
            />
          </div>
          {kanaAsked && (
            <div className={styles.pair}>
              <NameFields
                hint={t('booking:guestDetail.kanaHint')}
                fields={{
                  given: { label: t('booking:guestDetail.firstNameKana'), registration: form.register('first_name_kana'), error: errors.first_name_kana?.message },
                  family: { label: t('booking:guestDetail.lastNameKana'), registration: form.register('last_name_kana'), error: errors.last_name_kana?.message },
                }}
              />
            </div>
          )}
          <TextField label={t('guestDetail.email')} type="email" autoComplete="email" required error={fieldText(errors.email)} {...form.register('email')} />
          <TextField label={t('guestDetail.phone')} type="tel" autoComplete="tel" required error={fieldText(errors.phone)} {...form.register('phone')} />
        </fieldset>
        {addressAsked && <AddressFields />}
        <Button type="submit" block disabled={isSubmitting} aria-disabled={isSubmitting}>
          {isSubmitting ? t('guestDetail.submitting') : t('guestDetail.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
