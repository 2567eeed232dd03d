import { useTranslation } from 'react-i18next';
import { Alert } from '#app/components/ui/alert.tsx';
import { CheckboxField } from '#app/components/ui/checkbox-field.tsx';

type OverlapWarningProps = {
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
};

/**
 * Document 2 section 8.3's overlapping-reservation warning (ADR 239): the server found the guest's own reservation
 * at this hotel over some of these nights. Ticking the box lets the next send book a second one deliberately;
 * without it the server refuses again, so nothing is ever booked twice silently.
 */
export function OverlapWarning({ confirmed, onConfirmedChange }: OverlapWarningProps) {
  const { t } = useTranslation('booking');
  return (
    <Alert quiet>
      <p>{t('warnings.overlap.message')}</p>
      <CheckboxField label={t('warnings.overlap.confirm')} checked={confirmed} onChange={(event) => onConfirmedChange(event.target.checked)} />
    </Alert>
  );
}
