import { useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectedRoom } from '#domain/entities/selected-room.ts';
import { selectionSummary, type RoomOccupancy } from '#domain/rules/selected-rooms.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { announce } from '#app/components/ui/live-region.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import { offerKey, type OfferInfos } from '../utils/room-choices';
import { formatMoney } from '#domain/rules/money.ts';
import { useRoomName } from './room-chooser';
import styles from './selected-rooms-summary.module.css';

type SelectedRoomsSummaryProps = {
  rooms: readonly RoomOccupancy[];
  /** Each searched room's entry (null: nothing chosen yet), in room order. */
  assigned: readonly (SelectedRoom | null)[];
  selected: readonly SelectedRoom[];
  offers: OfferInfos;
  /** The room whose offers the results show. */
  activeRoom: number;
  onChooseFor: (room: number) => void;
  onRemove: (entry: SelectedRoom, room: number) => void;
  onClear: () => void;
  /** False when the chosen plans share no way to pay: one reservation is paid one way. */
  sharesPayment: boolean;
  onContinue: () => void;
  continueRef?: Ref<HTMLButtonElement>;
};

/** What is chosen for each searched room, its price and the total, and the way on to guest detail. */
export function SelectedRoomsSummary(props: SelectedRoomsSummaryProps) {
  const { rooms, assigned, selected, offers, activeRoom, onChooseFor, onRemove, onClear, sharesPayment, onContinue, continueRef } = props;
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const { currency } = useHotelSettings();
  const headingId = useId();
  const listId = useId();
  const problemRef = useRef<HTMLDivElement>(null);
  // On a narrow screen the summary is a bar at the bottom; its room list opens over the results like a sheet.
  const [open, setOpen] = useState(false);
  const [triedToContinue, setTriedToContinue] = useState(false);
  const money = (amount: number) => formatMoney(amount, currency, tag);
  const summary = selectionSummary(selected);
  const chosen = assigned.filter((entry) => entry !== null).length;
  const nameOf = useRoomName();
  const roomName = (index: number) => nameOf(index, rooms[index]);
  const missing = assigned.flatMap((entry, i) => (entry === null ? [roomName(i)] : []));


  // Rooms still to choose are named once the guest tries to go on; plans without a shared way to pay at once.
  const problem = triedToContinue && missing.length > 0 ? 'missing' : sharesPayment ? null : 'payment';

  /**
   * A removed room's Remove button goes away: the page moves focus to that room's chooser (the guest's next step is
   * choosing again), and the live region says what happened.
   */
  const remove = (entry: SelectedRoom, index: number) => {
    onRemove(entry, index);
    announce(t('selection.removed', { room: roomName(index) }));
  };

  const continueOn = () => {
    setTriedToContinue(true);
    if (missing.length === 0 && sharesPayment) {
      onContinue();
      return;
    }
    setOpen(true);
    // The reason is read out and focused, so a keyboard or screen-reader user learns at once what to do.
    requestAnimationFrame(() => problemRef.current?.focus());
  };

  return (
    <aside className={styles.summary} aria-labelledby={headingId}>
      <div className={styles.bar}>
        <h2 id={headingId} className={styles.heading}>
          {t('selection.heading')}
        </h2>
        <p className={styles.progress} role="status">
          {t('selection.progress', { chosen, total: rooms.length })}
        </p>
        <Button variant="secondary" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {open ? t('selection.hide') : t('selection.show')}
        </Button>
      </div>
      <div id={listId} className={styles.details} data-open={open}>
        <ol className={styles.rooms}>
          {assigned.map((entry, i) => {
            const info = entry ? offers[offerKey(entry)] : undefined;
            const nameId = `${listId}-room-${i}`;
            return (
              <li key={i} className={styles.room} aria-current={i === activeRoom ? 'step' : undefined}>
                <p id={nameId} className={styles.roomName}>
                  {roomName(i)}
                  {i === activeRoom && <span className={styles.badge}>{t('selection.choosingNow')}</span>}
                </p>
                {entry && info ? (
                  <>
                    <p className={styles.offer}>
                      <bdi>{info.roomTypeName}</bdi> · <bdi>{info.roomPlanName}</bdi>
                    </p>
                    <p className={styles.price}>{money(entry.salePrice)}</p>
                    <div className={styles.actions}>
                      <Button variant="secondary" aria-describedby={nameId} onClick={() => onChooseFor(i)}>
                        {t('selection.change')}
                      </Button>
                      <Button variant="secondary" aria-describedby={nameId} onClick={() => remove(entry, i)}>
                        {t('selection.remove')}
                      </Button>
                    </div>
                  </>
                ) : (
                  <>
                    <p className={styles.offer}>{t('selection.notChosen')}</p>
                    {i !== activeRoom && (
                      <div className={styles.actions}>
                        <Button variant="secondary" aria-describedby={nameId} onClick={() => onChooseFor(i)}>
                          {t('selection.choose')}
                        </Button>
                      </div>
                    )}
                  </>
                )}
              </li>
            );
          })}
        </ol>
        {chosen > 0 && (
          <Button variant="secondary" onClick={onClear}>
            {t('selection.clear')}
          </Button>
        )}
      </div>
      <dl className={styles.total}>
        <dt>{t('selection.total')}</dt>
        <dd>
          {money(summary.total)} <span className={styles.note}>{t('common:price.taxIncluded')}</span>
        </dd>
      </dl>
      <p className={styles.note}>{t('selection.priceNote')}</p>
      {problem && (
        <div ref={problemRef} tabIndex={-1}>
          <Alert>
            <p>
              {problem === 'missing' ? t('selection.missing', { rooms: missing.join(', ') }) : t('selection.noSharedPayment')}
            </p>
          </Alert>
        </div>
      )}
      <Button ref={continueRef} block onClick={continueOn}>
        {t('selection.continue')}
      </Button>
    </aside>
  );
}
