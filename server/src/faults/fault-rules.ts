import * as z from 'zod/mini';

// The faults a test or a demo can inject into the stand-in API (design.md section 1): the answers the app must
// survive without a real provider misbehaving on cue.
export const FAULT_KINDS = ['unauthorized', 'idp_expired', 'unavailable', 'latency', 'malformed_body'] as const;

export const ZFaultRule = z.object({
  kind: z.enum(FAULT_KINDS),
  /** Only requests with this method; any method when absent. */
  method: z.optional(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])),
  /**
   * Only requests a page of this origin sends (its Origin header): the app's own calls, not the look-ups the app's
   * document server makes for the same path (its frame-ancestors, scripts/lib/app-csp.ts).
   */
  origin: z.optional(z.string()),
  /** A path pattern: `:name` matches one segment, a trailing `*` anything after it. */
  path: z.string().check(z.regex(/^\//, 'path must start with /')),
  /** How many matching requests it hits before it stops; every one when absent. */
  times: z.optional(z.int().check(z.positive())),
  /** For latency: how long to hold the request before it goes on (capped so a typo cannot hang a run). */
  delay_ms: z.optional(z.int().check(z.nonnegative(), z.maximum(30_000))),
});
export type FaultRule = z.infer<typeof ZFaultRule>;

export const ZFaultRules = z.object({ faults: z.array(ZFaultRule) });

/** True when the request path matches the rule's pattern. */
export function pathMatches(pattern: string, path: string): boolean {
  const wildcard = pattern.endsWith('*');
  const patternParts = (wildcard ? pattern.slice(0, -1) : pattern).split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (wildcard ? pathParts.length < patternParts.length : pathParts.length !== patternParts.length) return false;
  return patternParts.every((part, index) => part.startsWith(':') || part === pathParts[index]);
}
