import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomResult } from '#domain/entities/room-result.ts';
import { Photo } from '#app/components/ui/photo.tsx';
import { formatNumber } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import styles from './room-gallery.module.css';

type RoomGalleryProps = {
  room: Pick<RoomResult, 'photos' | 'room_type_name'>;
  /** The first card's first photo is on the first screen: it loads at once. */
  eager?: boolean;
};

/**
 * A room type's photos in a strip that snaps photo by photo (a swipe on a phone), with previous and next buttons
 * and "2 / 5". Each photo is named with its number and the room; the buttons say which room's photos they move.
 */
export const RoomGallery = memo(function RoomGallery({ room, eager = false }: RoomGalleryProps) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const strip = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(0);
  const count = room.photos.length;
  if (count === 0) return null;

  const go = (index: number) => {
    const target = strip.current?.children[index];
    // Scrolling the strip alone (not the page): the item's offset is the distance from the strip's start edge.
    if (target instanceof HTMLElement && strip.current) strip.current.scrollTo({ left: target.offsetLeft - (strip.current.firstElementChild as HTMLElement).offsetLeft, behavior: 'smooth' });
    setShown(index);
  };
  const onScroll = () => {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    // Right to left, scrollLeft runs negative: its size is the distance all the same.
    setShown(Math.min(count - 1, Math.round(Math.abs(element.scrollLeft) / element.clientWidth)));
  };

  return (
    <div className={styles.gallery}>
      <ul ref={strip} className={styles.strip} onScroll={onScroll} tabIndex={count > 1 ? 0 : undefined} aria-label={t('room.photos', { room: room.room_type_name })}>
        {room.photos.map((photo, index) => (
          <li key={photo} className={styles.item}>
            <Photo
              src={photo}
              alt={count > 1 ? t('room.photoAltNumbered', { room: room.room_type_name, number: formatNumber(index + 1, tag) }) : t('room.photoAlt', { room: room.room_type_name })}
              eager={eager && index === 0}
            />
          </li>
        ))}
      </ul>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.button} disabled={shown === 0} onClick={() => go(shown - 1)} aria-label={t('room.previousPhoto', { room: room.room_type_name })}>
            <span aria-hidden="true" className={styles.arrow}>‹</span>
          </button>
          <span className={styles.counter}>{t('room.photoCount', { number: formatNumber(shown + 1, tag), total: formatNumber(count, tag) })}</span>
          <button type="button" className={styles.button} disabled={shown >= count - 1} onClick={() => go(shown + 1)} aria-label={t('room.nextPhoto', { room: room.room_type_name })}>
            <span aria-hidden="true" className={styles.arrow}>›</span>
          </button>
        </div>
      )}
    </div>
  );
}, sameGallery);

/** The gallery reads the room's photos and name: a filter's copy of the same room leaves it as it was (ADR 278). */
function sameGallery(a: RoomGalleryProps, b: RoomGalleryProps): boolean {
  return a.eager === b.eager && a.room.photos === b.room.photos && a.room.room_type_name === b.room.room_type_name;
}
