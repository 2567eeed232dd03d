import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { signOut } from '../api/member-session';
import { useAuthHotel } from '../hooks/use-auth-hotel';

export type SignOutPageProps = {
  resultsPath: string;
  /** Where a guest who is not signed in goes, to come back here afterwards (the route is protected). */
  signInPath: (urlBack: string) => string;
};

/**
 * The sign-out route. It is protected, but guards itself rather than through the shell's guard: its own sign-out
 * makes the guest signed out while this page may still be the rendered one (router updates are transitions),
 * and the shell's guard would then send them to sign-in. Signed in on arrival: the call, then the local
 * sign-out whatever the outcome, then the booking result, read again.
 */
export function SignOutPage({ resultsPath, signInPath }: SignOutPageProps) {
  const { t } = useTranslation('auth');
  const hotel = useAuthHotel();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const link = useHotelLink();
  const queryClient = useQueryClient();
  const [signedInOnArrival] = useState(() => useSessionStore.getState().userToken !== null);
  const started = useRef(false);

  useEffect(() => {
    if (!signedInOnArrival || started.current) return;
    started.current = true;
    void (async () => {
      await signOut(hotel);
      await navigate(link(resultsPath), { replace: true });
      await queryClient.invalidateQueries();
    })();
  }, [signedInOnArrival, navigate, link, resultsPath, hotel, queryClient]);

  if (!signedInOnArrival) return <Navigate to={link(signInPath(`${pathname}${search}`))} replace />;
  return <LoadingStatus label={t('signOut.status')} />;
}

