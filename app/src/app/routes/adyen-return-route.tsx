import { useNavigate } from 'react-router';
import { PAYMENT_FAILED_CODE } from '#domain/constants/error-codes.ts';
import { AdyenReturnPage } from '#app/features/checkout/components/adyen-return-page.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { paths } from '../paths';

export function Component() {
  const navigate = useNavigate();
  const link = useHotelLink();
  // Every way replaces the return address: going back must not hand Adyen's result over again.
  return (
    <AdyenReturnPage
      onConfirmed={(number, bypassToken) => void navigate(link(paths.confirmation.build(number, { bypass_token: bypassToken })), { replace: true })}
      onBackToGuestDetail={(selection) => void navigate(link(paths.guestDetail.build(selection)), { replace: true })}
      onLost={() => void navigate(link(paths.reservationFail.build(String(PAYMENT_FAILED_CODE))), { replace: true })}
    />
  );
}
