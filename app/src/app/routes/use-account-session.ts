import { useMemo } from 'react';
import type { AccountSession, ProgramChoice } from '#app/features/account/utils/account-session.ts';
import { adoptSignIn, forgetKeptSignIn, loadProgram, signOutAsAsked } from '#app/features/auth/api/member-session.ts';
import { useAuthHotel } from '#app/features/auth/hooks/use-auth-hotel.ts';
import { useAuthStore } from '#app/features/auth/stores/auth-store.ts';

/**
 * My account's hold on the sign-in, made of the auth feature's rules (ADR 213): a new session the server answered
 * (password change, programme switch, a confirmed link) is adopted as any sign-in is, in storage or in the API's
 * partitioned cookie when the frame's storage is refused, keeping how the member signed in; a deleted account is
 * signed out here, the cookie included.
 */
export function useAccountSession(): AccountSession {
  const hotel = useAuthHotel();
  return useMemo(
    () => ({
      adopt: async (signIn, options = {}) => {
        const { byBrandAuth, signedInHere } = useAuthStore.getState();
        adoptSignIn(hotel, signIn, { byBrandAuth, signedInHere: options.signedInHere ?? signedInHere });
        await loadProgram(hotel);
      },
      forget: async () => {
        await forgetKeptSignIn(hotel);
        signOutAsAsked(hotel.brandId);
      },
    }),
    [hotel],
  );
}

/** The signed-in member's programme and the brand's others, for my account's switch. */
export function useProgramChoice(): ProgramChoice | null {
  const user = useAuthStore((state) => state.user);
  const program = useAuthStore((state) => state.program);
  return useMemo(
    () => (user ? { currentId: user.program_id, currentName: program?.name ?? null, otherIds: user.non_signed_in_program_ids } : null),
    [user, program],
  );
}
