import { useTranslation } from 'react-i18next';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { manageRefusalOf, type ManageRefusal } from '../utils/manage-refusal';

/** Why the guest cannot do this online, in words, and what to do instead (the manage catalog's refusals). */
export function RefusalNotice({ refusal, hotelName }: { refusal: ManageRefusal; hotelName: string }) {
  const { t } = useTranslation('manage');
  return (
    <Notice>
      <p>
        <strong>{t(`refusals.${refusal}.title`)}</strong>
      </p>
      <p>{t(`refusals.${refusal}.text`, { hotel: hotelName })}</p>
    </Notice>
  );
}

/** A management call that failed: a refusal explained in place, anything else as the failure's own message. */
export function FailureNotice({ error, hotelName }: { error: unknown; hotelName: string }) {
  const errorText = useErrorText();
  const refusal = manageRefusalOf(error);
  if (refusal) return <RefusalNotice refusal={refusal} hotelName={hotelName} />;
  return (
    <Alert>
      <p>{errorText(error)}</p>
    </Alert>
  );
}
