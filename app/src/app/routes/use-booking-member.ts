import type { BookingMember } from '#app/features/checkout/hooks/use-member-deductions.ts';
import { useAuthStore } from '#app/features/auth/stores/auth-store.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';

/**
 * The member booking, for guest detail's points, coupons and vouchers (ADR 224): read here, where the route composes
 * the features, as checkout may not import auth. Only a member signed in to a brand with membership login (not an
 * organisation user) has them; points only when their programme keeps points.
 */
export function useBookingMember(): BookingMember | null {
  const settings = useHotelSettings();
  const userToken = useSessionStore((store) => store.userToken);
  const user = useAuthStore((store) => store.user);
  const organization = useAuthStore((store) => store.organization);
  const pointsKept = useAuthStore((store) => store.program?.point_program_enabled === true);
  if (!user || organization || userToken === null || settings.membership?.login_enabled !== true) return null;
  return { userToken, pointsKept };
}
