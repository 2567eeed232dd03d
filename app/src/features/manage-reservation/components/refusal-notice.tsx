import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/alert';
import type { ManageRefusal } from '../utils/manage-refusal';

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
