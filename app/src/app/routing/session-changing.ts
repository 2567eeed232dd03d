import type { UIMatch } from 'react-router';

/**
 * The route handle of pages that end or replace the member's session as they open (signing out, confirming an
 * e-mail change, the chat's, LINE's and a provider's sign-in hand-overs). A member call sent meanwhile with the token
 * the page opened with races the change and is refused; the calls that run on every page wait for another page.
 */
export const SESSION_CHANGING = { changesSession: true } as const;

/** Whether the matched routes include a page that changes the session. */
export function changesSession(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => (match.handle as Partial<typeof SESSION_CHANGING> | undefined)?.changesSession === true);
}
