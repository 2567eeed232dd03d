import { useNavigate } from 'react-router';
import { ThreeDSecureReturnPage } from '#app/features/payment/components/three-d-secure-return-page.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { paths } from '../paths';

export function Component() {
  const navigate = useNavigate();
  const link = useHotelLink();
  // Both ways replace the return address: going back must not replay the issuer's answer.
  return (
    <ThreeDSecureReturnPage
      onSucceeded={(pending) =>
        void navigate(link(paths.confirmation.build(pending.reservation_number, { bypass_token: pending.bypass_token })), { replace: true })
      }
      onFailed={(code, stay, current) => void navigate(link(paths.reservationFail.build(code, stay, current)), { replace: true })}
      onOpenWithEmail={(number, email) => void navigate(link(paths.confirmation.build(number, { email })), { replace: true })}
      onBackToGuestDetail={(selection) => void navigate(link(paths.guestDetail.build(selection)), { replace: true })}
    />
  );
}
