import * as z from 'zod/mini';

const OUTCOMES = ['succeeded', 'failed', 'cancelled', 'expired'] as const;
export type ThreeDSecureOutcome = (typeof OUTCOMES)[number];

/** Codes the issuer's page gives each outcome (document 2 section 8.2); one is assumed when the page gave none. */
const OUTCOME_CODES: Record<Exclude<ThreeDSecureOutcome, 'succeeded'>, string> = {
  failed: '3006',
  cancelled: '3008',
  expired: '3001',
};

export type ThreeDSecureResult = { reservationNumber: string | null; outcome: ThreeDSecureOutcome; code: string };

/**
 * What the return address says. Anything unreadable counts as a failed check: only an explicit success may
 * lead to a confirmation.
 */
export function threeDSecureResult(query: URLSearchParams): ThreeDSecureResult {
  const number = z.string().check(z.regex(/^[A-Z0-9-]{6,32}$/)).safeParse(query.get('reservation_number'));
  const parsed = z.enum(OUTCOMES).safeParse(query.get('outcome'));
  const outcome = parsed.success ? parsed.data : 'failed';
  const given = query.get('code');
  const code = outcome === 'succeeded' ? '' : given && /^[0-9]{4}$/.test(given) ? given : OUTCOME_CODES[outcome];
  return { reservationNumber: number.success ? number.data : null, outcome, code };
}
