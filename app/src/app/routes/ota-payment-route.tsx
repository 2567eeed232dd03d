import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import { KeptBookingMissing } from '#app/features/ota-booking/components/kept-booking-missing.tsx';
import { PaymentCurrencyToggle } from '#app/features/ota-booking/components/payment-currency-toggle.tsx';
import { useKeptBooking } from '#app/features/ota-booking/hooks/use-kept-booking.ts';
import { useShownCurrency } from '#app/features/ota-booking/hooks/use-shown-currency.ts';
import { readBookingDraft } from '#app/shared/booking-draft/booking-draft.ts';
import { readEmailVerification } from '#app/shared/booking-draft/email-verification.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { readBookingSelection } from '#app/shared/stay/booking-selection.ts';
import { maxAdultsPerRoom } from '#app/shared/stay/stay-query.ts';
import { isCurrencySelectorVisible, isMultiCurrencyEnabled, namedCurrencies } from '../shell/currency/currency-rules';
import { otaPaths } from '../ota/ota-paths';
import { GuestDetailComposition } from './guest-detail-route';

/**
 * /reservation/payment on the travel-agency site (ADR 260): the way to pay, the add-ons and the booking for the
 * details given on guest detail. What the guest typed comes from the tab's draft, else from the booking kept on
 * the server for this browser's session, so a reload or a return from 3-D Secure loses nothing; with nothing kept
 * (an hour has passed) the guest is sent back to give the details again.
 */
export function Component() {
  const { t } = useTranslation('booking');
  const settings = useHotelSettings();
  const { hotel_code: hotelCode, hotel_name: hotelName } = settings;
  const link = useHotelLink();
  const { search } = useLocation();
  const [searchParams] = useSearchParams();
  const { tag } = useLocale();
  const restored = useKeptBooking(hotelCode, 'payment');
  const [shown, setShown] = useShownCurrency(hotelCode);
  const selection = useMemo(() => readBookingSelection(searchParams, maxAdultsPerRoom(settings)), [searchParams, settings]);
  const currencies = useMemo(() => namedCurrencies(tag), [tag]);
  const detailsHref = link(`${otaPaths.guestDetail.path}${search}`);

  // The address is verified on guest detail, before anything else: without it there is nothing to pay for yet.
  if (readEmailVerification(hotelCode) === undefined) return <Navigate to={detailsHref} replace />;
  if (!restored) return <LoadingStatus label={t('guestDetail.loading')} />;
  const { values } = readBookingDraft(hotelCode);
  if (!values.first_name || !values.email) return <KeptBookingMissing hotelName={hotelName} guestDetailHref={detailsHref} />;

  const multiCurrency = isMultiCurrencyEnabled({ brandId: settings.hotel_brand_id, mcpEnabled: settings.mcp_enabled, fromOldWidget: false });
  const toggle = selection && isCurrencySelectorVisible({ pathname: otaPaths.payment.path, multiCurrency, otaPaymentToggle: true });
  return (
    <GuestDetailComposition
      split={{
        part: 'payment',
        detailsHref,
        totalAside: toggle
          ? (total) => (
              <PaymentCurrencyToggle
                hotelId={settings.hotel_id}
                selection={selection}
                hotelCurrency={settings.currency}
                total={total}
                currencies={currencies}
                shown={shown}
                onShownChange={setShown}
              />
            )
          : undefined,
      }}
    />
  );
}
