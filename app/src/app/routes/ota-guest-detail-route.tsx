import { useState } from 'react';
import { EmailVerificationStep } from '#app/features/ota-booking/components/email-verification-step.tsx';
import { readEmailVerification } from '#app/shared/booking-draft/email-verification.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { Component as GuestDetailRoute } from './guest-detail-route';

/**
 * Guest detail on the travel-agency site (ADR 242): the booker's address is verified first (the server refuses an
 * OTA booking without it), then the standard guest detail, its e-mail fields filled with the verified address.
 * A verification kept from a reload or another tab within its hour goes straight to the form.
 */
export function Component() {
  const { hotel_code: hotelCode, hotel_name: hotelName } = useHotelSettings();
  const [verified, setVerified] = useState(() => readEmailVerification(hotelCode) !== undefined);
  if (!verified) return <EmailVerificationStep hotelCode={hotelCode} hotelName={hotelName} onVerified={() => setVerified(true)} />;
  return <GuestDetailRoute />;
}
