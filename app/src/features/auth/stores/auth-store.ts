import { create } from 'zustand';
import type { MembershipProgram, MemberUser, SignedInOrganization } from '#domain/entities/member.ts';

// Who is signed in, as the identity answer said. Whether anybody is signed in at all is the session store's
// userToken ("login is determined by the session in the identity response"); this holds whom it names.
type AuthState = {
  user: MemberUser | null;
  organization: SignedInOrganization | null;
  program: MembershipProgram | null;
  /** The sign-in came from the brand's custom authentication (a partner's SSO code). */
  byBrandAuth: boolean;
  /**
   * The member signed in by their own action in this document (a sign-in form, a sign-up link confirmed here), not a
   * stored, handed-over or address sign-in. Only such a sign-in links a chat without asking (ADR 192).
   */
  signedInHere: boolean;
  /**
   * False when this browser keeps the sign-in nowhere this frame can find it on the next load (storage refused and
   * the partitioned cookie not kept, ADR 200): the guest is told, and offered sign-in in a window of its own.
   */
  signInKept: boolean;
  /**
   * The member just signed in by their own action: the notices placed place_after_sign_in show until dismissed or
   * signed out (ADR 219).
   */
  afterSignInNotices: boolean;
  /** Set once the startup's identity lookup has finished (document 1 section 4, "then a search-ready flag is set"). */
  searchReady: boolean;
};

export const SIGNED_OUT = { user: null, organization: null, program: null, byBrandAuth: false, signedInHere: false, signInKept: true, afterSignInNotices: false } as const;

export const useAuthStore = create<AuthState>()(() => ({ ...SIGNED_OUT, searchReady: false }));
