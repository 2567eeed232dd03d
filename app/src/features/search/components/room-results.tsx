import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomsResponse } from '../../../../../domain/entities/room-result';
import { Alert, Notice } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingStatus } from '../../../components/ui/loading-status';
import type { RoomSelection, Stay } from '../../../lib/stay-query';
import { useErrorText } from '../../../lib/use-error-text';
import { RoomCard } from './room-card';
import styles from './room-results.module.css';

type RoomResultsProps = {
  rooms: UseQueryResult<RoomsResponse>;
  stay: Stay;
  onBook: (selection: RoomSelection) => void;
};

/** The answer to the search: a loading status, the error with a retry, the empty case, or the room list. */
export function RoomResults({ rooms, stay, onBook }: RoomResultsProps) {
  const { t } = useTranslation('search');
  const errorText = useErrorText();
  const headingId = useId();

  let body;
  if (rooms.isPending) {
    body = (
      <>
        <LoadingStatus label={t('results.loading')} />
        <div className={styles.skeletons} aria-hidden="true">
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
        </div>
      </>
    );
  } else if (rooms.isError) {
    body = (
      <Alert>
        <p className={styles.lead}>{t('results.error')}</p>
        <p>{errorText(rooms.error)}</p>
        <Button variant="secondary" onClick={() => void rooms.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (rooms.data.rooms.length === 0) {
    body = (
      <Notice>
        <p className={styles.lead}>{t('results.empty.title')}</p>
        <p>{t('results.empty.body')}</p>
      </Notice>
    );
  } else {
    body = (
      <>
        <p role="status" className={styles.count}>
          {t('results.count', { count: rooms.data.rooms.length })}
        </p>
        <ul className={styles.list}>
          {rooms.data.rooms.map((room) => (
            <li key={room.room_type_code}>
              <RoomCard room={room} stay={stay} onBook={onBook} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className={styles.results} aria-labelledby={headingId} aria-busy={rooms.isFetching}>
      <h2 id={headingId} className={styles.heading}>
        {t('results.heading')}
      </h2>
      {body}
    </section>
  );
}
