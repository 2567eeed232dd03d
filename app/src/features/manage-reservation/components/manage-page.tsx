import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Reservation } from '#domain/entities/reservation.ts';
import type { ReservationManagement } from '#domain/entities/reservation-management.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { utcMidnight } from '#domain/rules/nights.ts';
import { Notice } from '#app/components/ui/alert.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { NotFoundNotice } from '#app/components/ui/not-found-notice.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { UnsavedChangesGuard } from '#app/shared/booking-draft/unsaved-changes-guard.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { manageKeys } from '../api/keys';
import { managedReservationQueryOptions, managementQueryOptions, type ReservationProof } from '../api/get-managed-reservation';
import { manageRefusalOf } from '../utils/manage-refusal';
import { AnswersSection } from './answers-section';
import { CancelSection } from './cancel-section';
import { ChangeSection } from './change-section';
import { GuestNamesSection } from './guest-names-section';
import { ReceiptSection } from './receipt-section';
import { ReviewLink } from './review-link';
import { FailureNotice, RefusalNotice } from './refusal-notice';
import styles from './manage.module.css';

export type ManageLinks = {
  lookupHref: string;
  policyHref: (roomPlanCodes: readonly string[]) => string;
  /** The reservation as the booking confirmation shows it (composed by the route: features do not import each other). */
  renderDetails: (reservation: Reservation) => ReactNode;
  /** The review page of a stay (a protected route). */
  reviewHref: (reservationNumber: string, hotelId: number) => string;
};
export type ManageTarget = { hotelId: number; reservationNumber: string; proof: ReservationProof };

/** /reservation/manage/:confirmationNumber: the whole reservation, and changing, cancelling and the receipt. */
export function ManagePage(links: ManageLinks) {
  const { t } = useTranslation('manage');
  const { hotel_name: hotelName, hotel_id: hotelId } = useHotelSettings();
  const { confirmationNumber } = useParams();
  const [searchParams] = useSearchParams();
  const proof: ReservationProof = {
    bypass_token: searchParams.get('bypass_token') ?? undefined,
    email: searchParams.get('email') ?? undefined,
  };
  const provable = Boolean(confirmationNumber && (proof.bypass_token || proof.email));
  return (
    <div className={styles.page}>
      <DocumentTitle page={t('manage.title')} hotelName={hotelName} />
      {provable && confirmationNumber ? (
        <Manage target={{ hotelId, reservationNumber: confirmationNumber, proof }} links={links} />
      ) : (
        <NotFound lookupHref={links.lookupHref} />
      )}
    </div>
  );
}

function NotFound({ lookupHref, message }: { lookupHref: string; message?: string }) {
  const { t } = useTranslation('manage');
  return <NotFoundNotice title={t('manage.notFoundTitle')} message={message ?? t('manage.notFound')} linkText={t('manage.lookUpAgain')} href={lookupHref} />;
}

type Done = { kind: 'changed' | 'cancelled'; text: string };

function Manage({ target, links }: { target: ManageTarget; links: ManageLinks }) {
  const { t } = useTranslation('manage');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const reservation = useQuery(managedReservationQueryOptions(target.hotelId, target.reservationNumber, target.proof));
  // Asked alongside the reservation: for another facility's page only the management call says why (wrong_facility).
  const management = useQuery(managementQueryOptions(target.hotelId, target.reservationNumber, target.proof));
  const { hotel_name: hotelName } = useHotelSettings();
  const [done, setDone] = useState<Done | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // The outcome replaces the form the guest was in: focus moves to it so it is read out and the place is kept.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (reservation.isPending) {
    return (
      <>
        <PageHeading>{t('manage.title')}</PageHeading>
        <LoadingStatus label={t('manage.loading')} />
      </>
    );
  }
  if (reservation.isError) {
    const refusal = manageRefusalOf(management.error);
    if (refusal) {
      return (
        <>
          <PageHeading>{t('manage.title')}</PageHeading>
          <RefusalNotice refusal={refusal} hotelName={hotelName} />
          <Link to={links.lookupHref}>{t('manage.lookUpAnother')}</Link>
        </>
      );
    }
    if (management.isPending) {
      return (
        <>
          <PageHeading>{t('manage.title')}</PageHeading>
          <LoadingStatus label={t('manage.loading')} />
        </>
      );
    }
    const unknown = reservation.error instanceof ApiError && [400, 403, 404].includes(reservation.error.status);
    return <NotFound lookupHref={links.lookupHref} message={unknown ? undefined : errorText(reservation.error)} />;
  }

  const finish = (outcome: Done) => {
    setDone(outcome);
    void queryClient.invalidateQueries({ queryKey: manageKeys.reservation(target.hotelId, target.reservationNumber) });
  };

  return (
    <>
      <PageHeading>{t('manage.title')}</PageHeading>
      {done && (
        <div ref={doneRef} tabIndex={-1} role="status" className={styles.done}>
          {done.text}
        </div>
      )}
      <StatusNote reservation={reservation.data} />
      <ReviewLink reservation={reservation.data} reviewHref={links.reviewHref} />
      {links.renderDetails(reservation.data)}
      {management.isPending && <LoadingStatus label={t('manage.loadingOptions')} />}
      {management.isError && <FailureNotice error={management.error} hotelName={reservation.data.hotel.name} />}
      {management.isSuccess && reservation.data.status === 'done' && (
        <Actions
          reservation={reservation.data}
          management={management.data}
          target={target}
          links={links}
          onChanged={(text) => finish({ kind: 'changed', text })}
          onCancelled={(text) => finish({ kind: 'cancelled', text })}
        />
      )}
      {reservation.data.status !== 'payment_pending' && <ReceiptSection reservation={reservation.data} target={target} />}
      <Link to={links.lookupHref}>{t('manage.lookUpAnother')}</Link>
    </>
  );
}

function StatusNote({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('manage');
  const { tag } = useLocale();
  if (reservation.status === 'cancelled') {
    const fee = reservation.cancellation?.fee ?? 0;
    return (
      <Notice>
        <p>
          <strong>{t('manage.cancelledNote')}</strong>
        </p>
        <p>{fee > 0 ? t('manage.cancelledFee', { fee: formatMoney(fee, reservation.currency, tag) }) : t('manage.cancelledFree')}</p>
      </Notice>
    );
  }
  if (reservation.status === 'payment_pending') return <Notice>{t('manage.paymentPending')}</Notice>;
  return null;
}

type ActionsProps = {
  reservation: Reservation;
  management: ReservationManagement;
  target: ManageTarget;
  links: ManageLinks;
  onChanged: (text: string) => void;
  onCancelled: (text: string) => void;
};

function Actions({ reservation, management, target, links, onChanged, onCancelled }: ActionsProps) {
  const { t } = useTranslation('manage');
  const { tag } = useLocale();
  const hotelName = reservation.hotel.name;
  const { update, cancel } = management;
  const [date, time] = management.update_deadline.split('T');
  // Which sections hold edits not yet saved: leaving the page with any asks first.
  const [unsaved, setUnsaved] = useState<Readonly<Record<string, boolean>>>({});
  const reportUnsaved = useMemo(() => {
    const reporter = (section: string) => (isUnsaved: boolean) =>
      setUnsaved((current) => (current[section] === isUnsaved ? current : { ...current, [section]: isUnsaved }));
    return { change: reporter('change'), guests: reporter('guests'), answers: reporter('answers') };
  }, []);
  return (
    <>
      <UnsavedChangesGuard when={Object.values(unsaved).some(Boolean)} />
      {update.allowed && date && time && (
        <p className={styles.lead}>{t('manage.deadline', { date: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(utcMidnight(date)), time })}</p>
      )}
      {update.reason && <RefusalNotice refusal={update.reason} hotelName={hotelName} />}
      {update.allowed && <ChangeSection reservation={reservation} target={target} onChanged={onChanged} onUnsavedChange={reportUnsaved.change} />}
      {update.allowed && <GuestNamesSection reservation={reservation} target={target} onSaved={onChanged} onUnsavedChange={reportUnsaved.guests} />}
      {update.allowed && <AnswersSection reservation={reservation} target={target} onSaved={onChanged} onUnsavedChange={reportUnsaved.answers} />}
      {cancel.reason && cancel.reason !== update.reason && <RefusalNotice refusal={cancel.reason} hotelName={hotelName} />}
      {cancel.allowed && <CancelSection reservation={reservation} management={management} target={target} policyHref={links.policyHref} onCancelled={onCancelled} />}
    </>
  );
}
