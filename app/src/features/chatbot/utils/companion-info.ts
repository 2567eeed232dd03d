import { forgetHostReports, reportCompanionInfo } from '#app/platform/host-bridge.ts';
import { fetchMemberCompanions } from '../api/member-companions';
import { followMember, type SignedInMember } from './signed-in-member';

export type CompanionInfoOptions = {
  hotelId: number;
  /** The hotel's companion support (settings companion_support). */
  companionSupport: boolean;
  /** The member's access token now (the session of the identity answer), or null. */
  accessToken: () => string | null;
};

/**
 * Tells the host each signed-in member's companion options (`receiveCompanionInfo`, remembered for reconnects)
 * when the account has an access token and the hotel has companion support on (document 1 section 6,
 * `mayShareCompanionInfo`); nothing is even fetched otherwise. A sign-out forgets it. Returns a function that stops.
 */
export function followSignInsForCompanionInfo(options: CompanionInfoOptions, member: SignedInMember): () => void {
  if (!options.companionSupport) return () => undefined;
  return followMember(member, (memberId) => {
    if (memberId === null) {
      forgetHostReports('receiveCompanionInfo');
      return;
    }
    fetchMemberCompanions(options.hotelId)
      .then((info) => reportCompanionInfo({ access_token: options.accessToken() }, options.companionSupport, info))
      // The host simply learns nothing; a 401 has its own answer rule.
      .catch(() => undefined);
  });
}
