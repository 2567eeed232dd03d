import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { LotteryEntry } from '#domain/entities/lottery.ts';
import { lotteryActionAllowed } from '#domain/rules/lottery-status.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { lotteryEntryQueryOptions } from '../api/get-lottery';
import { lotteryKeys } from '../api/keys';
import { actOnEntry, type EntryAction } from '../api/lottery-entry-actions';
import { useLotteryErrorText } from '../utils/lottery-error';
import { ChangeStayForm } from './change-stay-form';
import { EntryDetails } from './entry-details';
import { LotteryFrame } from './lottery-frame';
import styles from './lottery.module.css';

export type LotteryConfirmationPaths = {
  complete: (entryNumber: string) => string;
  incomplete: (entryNumber: string, code?: number) => string;
  /** My account's lottery tab. */
  myEntries: string;
};

/**
 * /room-lottery/confirmation/{entry}: the entry and what its entrant may do now (document 1 section 4): change the
 * stay (dates and guests) of a registered entry in its period or cancel it (confirmed first: it cannot be undone),
 * book or give up a win before its deadline. Another member's entry is refused by the server and said so here.
 */
export function LotteryConfirmationPage({ entryNumber, paths }: { entryNumber: string; paths: LotteryConfirmationPaths }) {
  const { t } = useTranslation('lottery');
  const settings = useHotelSettings();
  const { locale } = useLocale();
  const userToken = useSessionStore((state) => state.userToken);
  const errorText = useLotteryErrorText();
  const entry = useQuery(lotteryEntryQueryOptions(userToken, settings.hotel_id, entryNumber, locale));
  const link = useHotelLink();

  return (
    <LotteryFrame title={t('confirmation.title')} step="done">
      {entry.isPending && <Skeleton lines={6} />}
      {entry.isError && <Alert>{errorText(entry.error)}</Alert>}
      {entry.data && (
        <>
          <Outcome entry={entry.data} />
          <EntryDetails entry={entry.data} />
          <EntryActions entry={entry.data} paths={paths} />
        </>
      )}
      <p>
        <Link to={link(paths.myEntries)}>{t('confirmation.myEntries')}</Link>
      </p>
    </LotteryFrame>
  );
}

/** What the status means for the entrant, announced as the page's outcome. */
function Outcome({ entry }: { entry: LotteryEntry }) {
  const { t } = useTranslation('lottery');
  const { tag } = useLocale();
  const text = {
    registered: entry.updatable ? t('confirmation.registered', { date: formatDate(entry.result_date, tag) }) : t('confirmation.closed'),
    not_winner: t('confirmation.notWinner'),
    winner_reservation_pending: t('confirmation.winner', { date: entry.reservation_deadline ? formatDate(entry.reservation_deadline, tag) : '' }),
    winner_reservation_confirmed: t('confirmation.confirmed'),
    winner_reservation_cancelled: t('confirmation.cancelledWin'),
    winner_reservation_pending_declined: t('confirmation.cancelled'),
    registration_cancelled: t('confirmation.cancelled'),
  }[entry.status];
  return (
    <p role="status" className={styles.lead}>
      {text}
    </p>
  );
}

function EntryActions({ entry, paths }: { entry: LotteryEntry; paths: LotteryConfirmationPaths }) {
  const { t } = useTranslation('lottery');
  const settings = useHotelSettings();
  const { locale } = useLocale();
  const userToken = useSessionStore((state) => state.userToken);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const link = useHotelLink();
  const errorText = useLotteryErrorText();
  const [confirming, setConfirming] = useState<'cancel' | 'decline' | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const [changing, setChanging] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Back where the guest started once the form has closed: after the commit that shows the button again (the
  // close comes after the save's awaits, so a frame callback could run before that commit). After a refusal the
  // button may be gone with the period, and the page says why.
  useEffect(() => {
    if (changing || !returnFocus.current) return;
    returnFocus.current = false;
    changeButton.current?.focus();
  }, [changing]);

  const act = async (action: EntryAction) => {
    setFailure(null);
    setBusy(true);
    try {
      const next = await actOnEntry(settings.hotel_id, entry.entry_number, action);
      queryClient.setQueryData(lotteryEntryQueryOptions(userToken, settings.hotel_id, entry.entry_number, locale).queryKey, next);
      await queryClient.invalidateQueries({ queryKey: lotteryKeys.entries(userToken), refetchType: 'none' });
      setConfirming(null);
      if (action === 'book') await navigate(link(paths.complete(entry.entry_number)));
    } catch (error) {
      // A win that could not be booked has its own page, which says why (section 2 "reservation incomplete").
      const code = error instanceof ApiError && !error.local ? Number(error.codes[0]) : undefined;
      if (action === 'book' && code !== undefined && Number.isFinite(code)) {
        await navigate(link(paths.incomplete(entry.entry_number, code)));
        return;
      }
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const ask = (what: 'cancel' | 'decline') => {
    setFailure(null);
    setConfirming(what);
    // The step that cannot be undone is announced and takes focus, so nobody cancels without reading it.
    requestAnimationFrame(() => confirmHeading.current?.focus());
  };

  const closeChange = (refusal?: string) => {
    returnFocus.current = true;
    setChanging(false);
    setFailure(refusal ?? null);
  };

  if (changing) return <ChangeStayForm entry={entry} onClose={closeChange} />;

  if (confirming) {
    return (
      <section className={styles.section} aria-labelledby="lottery-confirm-heading">
        <h2 id="lottery-confirm-heading" ref={confirmHeading} tabIndex={-1} className={styles.subheading}>
          {t(`confirmation.${confirming}ConfirmTitle`)}
        </h2>
        <p>{t(`confirmation.${confirming}ConfirmText`)}</p>
        {failure && <Alert>{failure}</Alert>}
        <div className={styles.actions}>
          <Button disabled={busy} aria-disabled={busy} onClick={() => void act(confirming)}>
            {busy ? t('confirmation.working') : t(`confirmation.${confirming}Confirm`)}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setConfirming(null)}>
            {t(confirming === 'cancel' ? 'confirmation.keepEntry' : 'confirmation.keepWin')}
          </Button>
        </div>
      </section>
    );
  }

  const canBook = lotteryActionAllowed(entry.status, 'book');
  const canCancel = entry.updatable && lotteryActionAllowed(entry.status, 'cancel_registration');
  // Only a registered entry's stay changes, and only inside the period (updatable): the server refuses the rest.
  const canChange = entry.updatable && entry.status === 'registered';
  if (!canBook && !canCancel && !canChange && !entry.reservation) return failure ? <Alert>{failure}</Alert> : null;
  return (
    <div className={styles.actions}>
      {failure && <Alert>{failure}</Alert>}
      {canBook && (
        <>
          <Button disabled={busy} aria-disabled={busy} onClick={() => void act('book')}>
            {busy ? t('confirmation.working') : t('confirmation.book')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => ask('decline')}>
            {t('confirmation.decline')}
          </Button>
        </>
      )}
      {canChange && (
        <Button
          ref={changeButton}
          onClick={() => {
            setFailure(null);
            setChanging(true);
          }}
        >
          {t('confirmation.changeStay')}
        </Button>
      )}
      {canCancel && (
        <Button variant="secondary" onClick={() => ask('cancel')}>
          {t('confirmation.cancelEntry')}
        </Button>
      )}
      {entry.reservation && <ButtonLink to={link(paths.complete(entry.entry_number))}>{t('confirmation.viewReservation')}</ButtonLink>}
    </div>
  );
}
