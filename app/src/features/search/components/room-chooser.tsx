import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectedRoom } from '#domain/entities/selected-room.ts';
import type { RoomOccupancy } from '#domain/rules/selected-rooms.ts';
import styles from './room-chooser.module.css';

/** "Room 2 · 1 adult": how the results and the summary name a searched room. */
export function useRoomName(): (index: number, room: RoomOccupancy | undefined) => string {
  const { t } = useTranslation('search');
  return (index, room) => {
    const adults = room ? t('common:stay.adults', { count: room.adults }) : '';
    const guests = room && room.children > 0 ? `${adults}, ${t('summary.children', { count: room.children })}` : adults;
    return t('selection.roomWithGuests', { number: index + 1, guests });
  };
}

type RoomChooserProps = {
  rooms: readonly RoomOccupancy[];
  assigned: readonly (SelectedRoom | null)[];
  activeRoom: number;
  onShow: (room: number) => void;
  ref?: Ref<HTMLFieldSetElement>;
};

/** Which searched room the results are showing offers for; a room with a choice says so. */
export function RoomChooser({ rooms, assigned, activeRoom, onShow, ref }: RoomChooserProps) {
  const { t } = useTranslation('search');
  const roomName = useRoomName();
  const name = useId();
  return (
    <fieldset ref={ref} className={styles.chooser}>
      <legend className={styles.legend}>{t('selection.chooserLegend')}</legend>
      <div className={styles.options}>
        {rooms.map((room, i) => (
          <label key={i} className={styles.option}>
            <input type="radio" name={name} value={i} checked={i === activeRoom} onChange={() => onShow(i)} />
            <span>
              {roomName(i, room)}
              <span className={styles.state}>{assigned[i] ? t('selection.chosen') : t('selection.notChosen')}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
