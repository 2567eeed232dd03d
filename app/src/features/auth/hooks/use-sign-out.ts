import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { signOut } from '../api/member-session';
import { leavesPageOnLogout } from '../utils/login-display';
import { useAuthHotel } from './use-auth-hotel';

/**
 * Logout as the menu does it: the call, then the local sign-out whatever the outcome; the lottery confirmation
 * page goes back to booking result; then the view reloads (every loaded answer is read again, signed out).
 */
export function useSignOut(resultsPath: string): () => Promise<void> {
  const hotel = useAuthHotel();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const link = useHotelLink();
  return useCallback(async () => {
    await signOut(hotel);
    if (leavesPageOnLogout(pathname)) await navigate(link(resultsPath));
    await queryClient.invalidateQueries();
  }, [hotel, pathname, navigate, link, resultsPath, queryClient]);
}
