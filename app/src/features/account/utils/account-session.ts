import type { MemberSignIn } from '#domain/entities/member.ts';

/**
 * What my account asks of the sign-in kept by the app (the auth feature's, composed by the route): a password
 * change, a programme switch and a confirmed link each answer a new session that replaces the one held, and a
 * deleted account leaves nobody signed in (ADR 213).
 */
export type AccountSession = {
  /** Keeps the new session (storage or the partitioned cookie, as any sign-in) and whom it names. */
  adopt: (signIn: MemberSignIn, options?: { signedInHere?: boolean }) => Promise<void>;
  /** Forgets the sign-in here: its sessions have ended on the server. */
  forget: () => Promise<void>;
};

/** The signed-in member's programmes as my account's switch offers them. */
export type ProgramChoice = { currentId: number; currentName: string | null; otherIds: readonly number[] };
