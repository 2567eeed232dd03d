import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import type { SearchCriteriaState } from '../utils/search-criteria';
import { searchSummaryText } from '../utils/summary-text';
import styles from './search-summary.module.css';

type SearchSummaryProps = {
  criteria: SearchCriteriaState;
  /** Whether the form is open, and the element it opens in (inline on a wide screen). */
  editing: boolean;
  panelId: string | undefined;
  onEdit: () => void;
};

/** The search the results answer, in one line ("26–27 Nov · 1 night · 2 adults"), and Edit, which opens the form. */
export function SearchSummary({ criteria, editing, panelId, onEdit }: SearchSummaryProps) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const { kids_setting: kids } = useHotelSettings();
  const text = searchSummaryText(criteria, kids.kids_type, tag, t);
  return (
    <div className={styles.summary}>
      <p className={styles.text}>
        <span className={styles.visuallyHidden}>{t('summary.label')} </span>
        {text}
      </p>
      {/* The name holds the visible word ("Edit"), so a voice user can say what they see. */}
      <Button variant="secondary" className={styles.edit} aria-label={t('summary.editLabel')} aria-expanded={editing} aria-controls={panelId} onClick={onEdit}>
        {t('summary.edit')}
      </Button>
    </div>
  );
}
