import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { EmailVerificationStep } from '#app/features/ota-booking/components/email-verification-step.tsx';
import { useKeptBooking } from '#app/features/ota-booking/hooks/use-kept-booking.ts';
import { readEmailVerification } from '#app/shared/booking-draft/email-verification.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { otaPaths } from '../ota/ota-paths';
import { GuestDetailComposition } from './guest-detail-route';

/**
 * Guest detail on the travel-agency site (ADR 242): the booker's address is verified first (the server refuses an
 * OTA booking without it), then who stays and the answers, its e-mail fields filled with the verified address; the
 * way to pay and the booking are the site's own /reservation/payment, for the same choice (ADR 260). A
 * verification kept from a reload or another tab within its hour goes straight to the form, and what the guest
 * typed is kept on the server, so another tab of the booking starts with it.
 */
export function Component() {
  const { t } = useTranslation('booking');
  const { hotel_code: hotelCode, hotel_name: hotelName } = useHotelSettings();
  const navigate = useNavigate();
  const link = useHotelLink();
  const { search } = useLocation();
  const [verified, setVerified] = useState(() => readEmailVerification(hotelCode) !== undefined);
  const restored = useKeptBooking(hotelCode);
  if (!restored) return <LoadingStatus label={t('guestDetail.loading')} />;
  if (!verified) return <EmailVerificationStep hotelCode={hotelCode} hotelName={hotelName} onVerified={() => setVerified(true)} />;
  return <GuestDetailComposition split={{ part: 'details', onContinue: () => void navigate(link(`${otaPaths.payment.build()}${search}`)) }} />;
}
