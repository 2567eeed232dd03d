import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { authHotelOf, type AuthHotel } from '../api/member-session';

/** The current hotel as the sign-in calls need it. */
export function useAuthHotel(): AuthHotel {
  return authHotelOf(useHotelSettings());
}
