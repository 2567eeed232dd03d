import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Booker, Reservation } from '../../../../../domain/entities/reservation';
import { formatMoney } from '../../../../../domain/rules/money';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { PageHeading } from '../../../components/ui/page-heading';
import { useHotelSettings } from '../../../lib/hotel-settings';
import { roomKeys } from '../../../lib/query-keys';
import { maxAdultsPerRoom, readSelectionQuery, type RoomSelection, type Stay } from '../../../lib/stay-query';
import { useErrorText } from '../../../lib/use-error-text';
import { useLocale } from '../../../lib/use-locale';
import { useCreateReservation } from '../api/create-reservation';
import { selectedPlanQueryOptions, type SelectedPlan } from '../api/get-selected-plan';
import type { BookerDraftValues } from '../utils/booker-form-schema';
import { clearBookingDraft, endAttempt, idempotencyKeyFor, readBookingDraft, saveDraftValues } from '../utils/booking-draft';
import { bookingRefusal, isDefinitiveRefusal } from '../utils/booking-refusal';
import { reservationRequest } from '../utils/reservation-request';
import { BookingSummary } from './booking-summary';
import { GuestDetailForm } from './guest-detail-form';
import styles from './guest-detail-page.module.css';

type GuestDetailPageProps = {
  /** The results address, for the given stay (or the default search). */
  resultsHref: (stay?: Stay) => string;
  onBooked: (reservation: Reservation) => void;
};

/** /reservation/guest-detail: the chosen room again, the guest's details, on-site payment, and the booking. */
export function GuestDetailPage({ resultsHref, onBooked }: GuestDetailPageProps) {
  const { t } = useTranslation('booking');
  const settings = useHotelSettings();
  const [searchParams] = useSearchParams();
  const selection = useMemo(() => readSelectionQuery(searchParams, maxAdultsPerRoom(settings)), [searchParams, settings]);

  return (
    <div className={styles.page}>
      <DocumentTitle page={t('guestDetail.title')} hotelName={settings.hotel_name} />
      <PageHeading>{t('guestDetail.title')}</PageHeading>
      {selection ? (
        <ChosenRoom selection={selection} resultsHref={resultsHref} onBooked={onBooked} />
      ) : (
        <SelectionUnavailable resultsHref={resultsHref()} />
      )}
    </div>
  );
}

function SelectionUnavailable({ resultsHref }: { resultsHref: string }) {
  const { t } = useTranslation('booking');
  return (
    <Alert>
      <p>{t('guestDetail.selectionUnavailable')}</p>
      <p>
        <Link to={resultsHref}>{t('guestDetail.backToResults')}</Link>
      </p>
    </Alert>
  );
}

type ChosenRoomProps = GuestDetailPageProps & { selection: RoomSelection };

/** Reads the chosen room and plan again, for their current price and availability. */
function ChosenRoom({ selection, resultsHref, onBooked }: ChosenRoomProps) {
  const { t } = useTranslation('booking');
  const { hotel_id: hotelId } = useHotelSettings();
  const { locale } = useLocale();
  const errorText = useErrorText();
  const chosen = useQuery(selectedPlanQueryOptions(hotelId, selection, locale));

  if (chosen.isPending) return <LoadingStatus label={t('guestDetail.loading')} />;
  if (chosen.isError) {
    return (
      <Alert>
        <p>{errorText(chosen.error)}</p>
        <Button variant="secondary" onClick={() => void chosen.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (!chosen.data) return <SelectionUnavailable resultsHref={resultsHref(selection)} />;
  return <BookingStep selection={selection} chosen={chosen.data} resultsHref={resultsHref(selection)} onBooked={onBooked} />;
}

type BookingStepProps = {
  selection: RoomSelection;
  chosen: SelectedPlan;
  resultsHref: string;
  onBooked: (reservation: Reservation) => void;
};

function BookingStep({ selection, chosen, resultsHref, onBooked }: BookingStepProps) {
  const { t } = useTranslation('booking');
  const { hotel_id: hotelId, hotel_code: hotelCode, currency } = useHotelSettings();
  const { locale, tag } = useLocale();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const booking = useCreateReservation(hotelId);
  const [draft] = useState(() => readBookingDraft(hotelCode).values);
  /** The new total the server named when it refused a changed price; the guest must accept it. */
  const [changedTotal, setChangedTotal] = useState<number | null>(null);
  const total = changedTotal ?? chosen.plan.total_price;

  const saveDraft = useCallback((values: BookerDraftValues) => saveDraftValues(hotelCode, values), [hotelCode]);

  const submit = (booker: Booker) => {
    if (booking.isPending) return;
    const body = reservationRequest({ selection, booker, locale, expectedTotal: total });
    const idempotencyKey = idempotencyKeyFor(hotelCode, JSON.stringify(body));
    booking.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (reservation) => {
          clearBookingDraft(hotelCode);
          onBooked(reservation);
        },
        onError: (error) => {
          if (isDefinitiveRefusal(error)) endAttempt(hotelCode);
          const refusal = bookingRefusal(error);
          if (refusal.kind === 'price_changed') setChangedTotal(refusal.total);
          if (refusal.kind !== 'other') {
            // The results are out of date; they refetch when the guest goes back to them.
            void queryClient.invalidateQueries({ queryKey: roomKeys.all, refetchType: 'none' });
          }
        },
      },
    );
  };

  const formattedTotal = formatMoney(total, currency, tag);
  const refusal = booking.isError ? bookingRefusal(booking.error) : null;
  let formError = null;
  if (refusal?.kind === 'sold_out') {
    formError = (
      <Alert>
        <p>{t('guestDetail.soldOut')}</p>
        <p>
          <Link to={resultsHref}>{t('guestDetail.chooseAnotherRoom')}</Link>
        </p>
      </Alert>
    );
  } else if (refusal?.kind === 'price_changed') {
    formError = (
      <Alert>
        <p>{t('guestDetail.priceChanged.message', { total: formattedTotal })}</p>
      </Alert>
    );
  } else if (refusal) {
    formError = (
      <Alert>
        <p>{errorText(refusal.error)}</p>
      </Alert>
    );
  }

  return (
    <>
      <BookingSummary selection={selection} chosen={chosen} total={total} />
      <GuestDetailForm
        draft={draft}
        onDraftChange={saveDraft}
        onSubmit={submit}
        submitting={booking.isPending}
        formError={formError}
        newTotal={changedTotal === null ? undefined : formattedTotal}
      />
    </>
  );
}
