import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '#domain/entities/reservation.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { fetchReceipt, saveFile } from '../api/download-receipt';
import type { ManageTarget } from './manage-page';
import styles from './manage.module.css';

/** The name the receipt is made out to and what it is for, within the server's text limit. */
const MAX_TEXT = 255;

/** The receipt as a PDF in the guest's language, made out to the name they give (a company, say). */
export function ReceiptSection({ reservation, target }: { reservation: Reservation; target: ManageTarget }) {
  const { t } = useTranslation('manage');
  const { locale } = useLocale();
  const headingId = useId();
  const errorText = useErrorText();
  const [name, setName] = useState(reservation.receipt_name ?? reservation.name);
  const [title, setTitle] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const download = useMutation({
    mutationFn: () =>
      fetchReceipt({ hotelId: target.hotelId, reservationNumber: target.reservationNumber, proof: target.proof, name: name.trim(), receiptTitle: title.trim(), locale }),
    onSuccess: (file) => saveFile(file, `receipt-${reservation.reservation_number}.pdf`),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = name.trim() === '' ? t('validation.required') : undefined;
    setNameError(error);
    if (!error) download.mutate();
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('receipt.heading')}
      </h2>
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField label={t('receipt.name')} hint={t('receipt.nameHint')} value={name} maxLength={MAX_TEXT} error={nameError} onChange={(event) => setName(event.target.value)} />
        <TextField label={t('receipt.title')} hint={t('receipt.titleHint')} value={title} maxLength={MAX_TEXT} onChange={(event) => setTitle(event.target.value)} />
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
