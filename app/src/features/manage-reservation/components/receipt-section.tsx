import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '#domain/entities/reservation.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { fetchReceipt, saveFile } from '../api/download-receipt';
import { RECEIPT_TEXT_MAX, ZReceiptForm, type ReceiptForm, type ReceiptFormInput } from '../utils/receipt-form';
import type { ManageTarget } from './manage-page';
import styles from './manage.module.css';

/** The receipt as a PDF in the guest's language, made out to the name they give (a company, say). */
export function ReceiptSection({ reservation, target }: { reservation: Reservation; target: ManageTarget }) {
  const { t } = useTranslation('manage');
  const { locale } = useLocale();
  const headingId = useId();
  const errorText = useErrorText();
  // Checked when sent, as the guest asks for the file; the field is not focused (the button stays where they are).
  const form = useForm<ReceiptFormInput, unknown, ReceiptForm>({
    resolver: zodResolver(ZReceiptForm),
    defaultValues: { name: reservation.receipt_name ?? reservation.name, title: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const download = useMutation({
    mutationFn: ({ name, title }: ReceiptForm) =>
      fetchReceipt({ hotelId: target.hotelId, reservationNumber: target.reservationNumber, proof: target.proof, name, receiptTitle: title, locale }),
    onSuccess: (file) => saveFile(file, `receipt-${reservation.reservation_number}.pdf`),
  });
  const nameError = form.formState.errors.name?.message;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('receipt.heading')}
      </h2>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => download.mutate(values))}>
        <TextField
          label={t('receipt.name')}
          hint={t('receipt.nameHint')}
          maxLength={RECEIPT_TEXT_MAX}
          error={nameError ? t(`validation.${nameError}`) : undefined}
          {...form.register('name')}
        />
        <TextField label={t('receipt.title')} hint={t('receipt.titleHint')} maxLength={RECEIPT_TEXT_MAX} {...form.register('title')} />
        {download.isError && (
          <Alert>
            <p>{errorText(download.error)}</p>
          </Alert>
        )}
        {download.isSuccess && (
          <p role="status" className={styles.muted}>
            {t('receipt.downloaded')}
          </p>
        )}
        <Button type="submit" variant="secondary" disabled={download.isPending}>
          {download.isPending ? t('receipt.preparing') : t('receipt.download')}
        </Button>
      </form>
    </section>
  );
}
