import { useNavigate } from 'react-router';
import { AmazonPayReturnPage } from '#app/features/payment/components/payment-hub-return-page.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { paths } from '../paths';

export function Component() {
  const navigate = useNavigate();
  const link = useHotelLink();
  // Both ways replace the return address: going back must not complete the session again.
  return (
    <AmazonPayReturnPage
      onSucceeded={(pending) =>
        void navigate(link(paths.confirmation.build(pending.reservation_number, { bypass_token: pending.bypass_token })), { replace: true })
      }
      onFailed={(code, stay, current) => void navigate(link(paths.reservationFail.build(code, stay, current)), { replace: true })}
      onOpenWithEmail={(number, email) => void navigate(link(paths.confirmation.build(number, { email })), { replace: true })}
    />
  );
}
