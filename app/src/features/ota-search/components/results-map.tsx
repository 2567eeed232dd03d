import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtaHotel } from '#domain/entities/ota-hotel.ts';
import { coastPaths, fitBox, insetFrame, prefecturePaths, project } from '../utils/japan-map';
import styles from './results-map.module.css';

type Props = {
  hotels: readonly OtaHotel[];
  selected: string | null;
  onSelect: (hotelCode: string) => void;
};

const COASTS = coastPaths();
const PREFECTURES = prefecturePaths();
const INSET = insetFrame();

/**
 * The results on a simplified map of Japan (ADR 254), zoomed to them. The drawing is decoration; each hotel is a
 * real button over it, numbered as in the list and named, so it is reached and chosen with the keyboard like the
 * list. The map is not mirrored in right-to-left languages: geography keeps its sides.
 */
export function ResultsMap({ hotels, selected, onSelect }: Props) {
  const { t } = useTranslation('ota');
  const placed = useMemo(
    () => hotels.flatMap((hotel, index) => (hotel.details ? [{ hotel, index, at: project(hotel.details.lon, hotel.details.lat) }] : [])),
    [hotels],
  );
  const box = useMemo(() => fitBox(placed.map(({ at }) => at)), [placed]);
  const percent = (value: number, start: number, size: number) => `${(((value - start) / size) * 100).toFixed(2)}%`;

  return (
    <div className={styles.map} role="group" aria-label={t('ai.map.label', { count: placed.length })} dir="ltr">
      <svg className={styles.drawing} viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`} aria-hidden="true" focusable="false">
        <rect className={styles.sea} x={box.x} y={box.y} width={box.width} height={box.height} />
        {PREFECTURES.map(({ code, path }) => (
          <path key={code} className={styles.prefecture} d={path} vectorEffect="non-scaling-stroke" />
        ))}
        {COASTS.map((path) => (
          <path key={path} className={styles.coast} d={path} vectorEffect="non-scaling-stroke" />
        ))}
        <rect className={styles.inset} x={INSET.x} y={INSET.y} width={INSET.width} height={INSET.height} vectorEffect="non-scaling-stroke" />
      </svg>
      {/* In the list's order (the tab order); the better ranked are stacked on top where markers overlap. */}
      {placed.map(({ hotel, index, at }) => (
        <button
          key={hotel.hotel_code}
          type="button"
          className={styles.marker}
          style={{ left: percent(at[0], box.x, box.width), top: percent(at[1], box.y, box.height), zIndex: placed.length - index }}
          aria-pressed={selected === hotel.hotel_code}
          aria-label={t('ai.map.marker', { index: index + 1, hotel: hotel.name })}
          onClick={() => onSelect(hotel.hotel_code)}
        >
          {index + 1}
        </button>
      ))}
    </div>
  );
}
