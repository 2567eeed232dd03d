import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CSV_DOWNLOAD_LIMIT_CODE } from '#domain/constants/error-codes.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import { CSV_DOWNLOAD_ROW_LIMIT, type OrganizationReportFilters } from '#domain/entities/organization-report.ts';
import { ApiError } from '#app/api/api-error.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Sheet } from '#app/components/ui/sheet.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { downloadReportCsv } from '../api/download-report-csv';
import { downloadPasswordSchema, type DownloadPasswordValues } from '../utils/password-form';
import { saveTextFile } from '../utils/save-file';
import styles from './organization-admin.module.css';

type DownloadPasswordDialogProps = {
  brandId: number;
  organizationId: number;
  filters: OrganizationReportFilters;
  locale: UiLocale;
  onClose: () => void;
  /** Told once the file is handed to the browser, for the page to announce it. */
  onDownloaded: (rows: number) => void;
};

/**
 * The download-password modal (document 1 section 2): the admin's own password again before the CSV of the current
 * filters is made. A modal <dialog> (Sheet): labelled by its heading, focus kept inside, Escape closes it.
 */
export function DownloadPasswordDialog({ brandId, organizationId, filters, locale, onClose, onDownloaded }: DownloadPasswordDialogProps) {
  const { t } = useTranslation('organization-admin');
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DownloadPasswordValues>({ resolver: zodResolver(downloadPasswordSchema), defaultValues: { password: '' }, reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const file = await downloadReportCsv(brandId, organizationId, { ...filters, password, locale });
      saveTextFile(file.content, file.filename, 'text/csv;charset=utf-8');
      onDownloaded(file.rows);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.codes.includes(CSV_DOWNLOAD_LIMIT_CODE)) {
        setFailure(t('download.limit', { limit: CSV_DOWNLOAD_ROW_LIMIT }));
      } else if (error instanceof ApiError && error.status === 422 && error.errors.password) {
        form.setError('password', { message: 'incorrect' }, { shouldFocus: true });
      } else {
        setFailure(errorText(error));
      }
    }
  });

  const passwordError = errors.password && t(errors.password.message === 'incorrect' ? 'download.wrongPassword' : 'download.passwordRequired');

  return (
    <Sheet title={t('download.title')} closeLabel={t('download.close')} onClose={onClose}>
      <form className={styles.dialogForm} noValidate onSubmit={(event) => void submit(event)}>
        <p>{t('download.lead')}</p>
        {failure && <Alert>{failure}</Alert>}
        <TextField label={t('download.password')} type="password" autoComplete="current-password" required error={passwordError} {...form.register('password')} />
        <Button type="submit" block disabled={isSubmitting} aria-disabled={isSubmitting}>
          {isSubmitting ? t('download.preparing') : t('download.submit')}
        </Button>
      </form>
    </Sheet>
  );
}
