import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RESERVATION_SEARCH_FAILED_TITLE } from '#domain/contracts/reservation-management.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { lookUpReservation } from '../api/look-up-reservation';
import { ZLookupForm, type LookupForm, type LookupFormInput } from '../utils/lookup-form';
import styles from './manage.module.css';

/**
 * /search: a guest finds their reservation with its number and the booking email. A match opens its management
 * page with the reservation's bypass token, so the email never travels in an address.
 */
export function LookupPage({ manageHref }: { manageHref: (reservationNumber: string, bypassToken: string) => string }) {
  const { t } = useTranslation('manage');
  const { hotel_name: hotelName, hotel_brand_id: brandId } = useHotelSettings();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const form = useForm<LookupFormInput, unknown, LookupForm>({ resolver: zodResolver(ZLookupForm), defaultValues: { number: '', email: '' } });
  const lookup = useMutation({
    mutationFn: (values: LookupForm) => lookUpReservation(brandId, values.number, values.email),
    onSuccess: (reservation) => navigate(manageHref(reservation.reservation_number, reservation.bypass_token)),
  });
  const failed = lookup.error instanceof ApiError && lookup.error.title === RESERVATION_SEARCH_FAILED_TITLE;
  const fieldError = (message: string | undefined) => (message ? t(`validation.${message}`) : undefined);
  const { errors } = form.formState;

  return (
    <div className={styles.page}>
      <DocumentTitle page={t('lookup.title')} hotelName={hotelName} />
      <PageHeading>{t('lookup.title')}</PageHeading>
      <p className={styles.lead}>{t('lookup.lead')}</p>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => lookup.mutate(values))}>
        {lookup.isError && (
          <Alert>
            <p>{failed ? t('lookup.failed') : errorText(lookup.error)}</p>
          </Alert>
        )}
        <TextField
          label={t('lookup.number')}
          hint={t('lookup.numberHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={fieldError(errors.number?.message)}
          {...form.register('number')}
        />
        <TextField label={t('lookup.email')} type="email" autoComplete="email" error={fieldError(errors.email?.message)} {...form.register('email')} />
        <Button type="submit" disabled={lookup.isPending}>
          {lookup.isPending ? t('lookup.searching') : t('lookup.submit')}
        </Button>
      </form>
    </div>
  );
}
