import { useTranslation } from 'react-i18next';
import type { RoomResult } from '#domain/entities/room-result.ts';
import { Photo } from '#app/components/ui/photo.tsx';

type RoomPhotoProps = {
  room: Pick<RoomResult, 'photos' | 'room_type_name'>;
  /** The frame's size: the rooms view's card photo or a plan row's thumbnail. */
  className: string | undefined;
};

/**
 * A room type's first photo, named after the room for guests who cannot see it, loaded lazily in its fixed 4:3
 * frame (ADR 133); nothing when the room type has no photo.
 */
export function RoomPhoto({ room, className }: RoomPhotoProps) {
  const { t } = useTranslation('search');
  const [first] = room.photos;
  if (first === undefined) return null;
  return (
    <div className={className}>
      <Photo src={first} alt={t('room.photoAlt', { room: room.room_type_name })} />
    </div>
  );
}
