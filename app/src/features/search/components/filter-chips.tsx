import { useTranslation } from 'react-i18next';
import { ROOM_SEARCH_FILTERS, type RoomSearchFilter } from '#domain/rules/room-filters.ts';
import { SegmentedText } from '#app/components/ui/segmented-text.tsx';
import styles from './filter-chips.module.css';

type FilterChipsProps = {
  filter: readonly RoomSearchFilter[];
  includeSoldOut: boolean;
  onChange: (next: { filter: RoomSearchFilter[]; includeSoldOut: boolean }) => void;
};

/**
 * The plan filters as chips: toggle buttons (aria-pressed) in one row that scrolls sideways on a phone. A chip
 * re-filters the answer at hand at once (filters are applied in the app), so no Search press is needed.
 */
export function FilterChips({ filter, includeSoldOut, onChange }: FilterChipsProps) {
  const { t } = useTranslation('search');
  const toggle = (item: RoomSearchFilter) =>
    onChange({ filter: filter.includes(item) ? filter.filter((current) => current !== item) : [...filter, item], includeSoldOut });
  return (
    <div role="group" aria-label={t('form.filters')} className={styles.chips}>
      {ROOM_SEARCH_FILTERS.map((item) => (
        <button key={item} type="button" className={styles.chip} aria-pressed={filter.includes(item)} onClick={() => toggle(item)}>
          <SegmentedText>{t(`filter.${item}`)}</SegmentedText>
        </button>
      ))}
      <button
        type="button"
        className={styles.chip}
        aria-pressed={includeSoldOut}
        onClick={() => onChange({ filter: [...filter], includeSoldOut: !includeSoldOut })}
      >
        <SegmentedText>{t('filter.soldOut')}</SegmentedText>
      </button>
    </div>
  );
}
