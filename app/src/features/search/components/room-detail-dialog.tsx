import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showModalInView } from '#app/platform/show-modal-in-view.ts';
import type { RoomResult } from '#domain/entities/room-result.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Photo } from '#app/components/ui/photo.tsx';
import { formatNumber } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import styles from './room-card.module.css';
import { useContentLanguage } from '#app/shared/hotel/use-content-language.ts';
import { HotelText } from '#app/components/ui/hotel-text.tsx';

type RoomDetailDialogProps = { room: RoomResult; onClose: () => void };

/**
 * A room type's details in a modal dialog (native <dialog>: focus moves in, Escape closes, focus returns to the
 * opener). Every photo of the room type, each in its fixed frame.
 */
export function RoomDetailDialog({ room, onClose }: RoomDetailDialogProps) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const headingId = useId();
  const { booked } = useContentLanguage();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (dialog.current) void showModalInView(dialog.current);
  }, []);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={headingId} onClose={onClose}>
      <h3 id={headingId} className={styles.name}>
        <HotelText lang={booked}>{room.room_type_name}</HotelText>
      </h3>
      {room.photos.length > 0 && (
        <ul className={styles.gallery} aria-label={t('room.photos', { room: room.room_type_name })}>
          {room.photos.map((photo, index) => (
            <li key={photo}>
              <Photo
                src={photo}
                alt={t('room.photoAltNumbered', { room: room.room_type_name, number: formatNumber(index + 1, tag) })}
                eager
              />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.description}>
        <HotelText lang={booked}>{room.description}</HotelText>
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('room.size')}</dt>
          <dd>{t('room.sizeValue', { size: formatNumber(room.size_sqm, tag) })}</dd>
        </div>
        <div>
          <dt>{t('room.bed')}</dt>
          <dd>{room.bed_type}</dd>
        </div>
        <div>
          <dt>{t('room.maxOccupancy')}</dt>
          <dd>{formatNumber(room.max_occupancy, tag)}</dd>
        </div>
      </dl>
      <Button variant="secondary" onClick={() => dialog.current?.close()} autoFocus>
        {t('room.closeDetails')}
      </Button>
    </dialog>
  );
}
