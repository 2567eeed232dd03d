import type { FaultRule } from './fault-rules';
import { pathMatches } from './fault-rules';

type ActiveRule = FaultRule & { remaining: number };

/** The faults currently switched on, in the order set; the first matching rule answers a request. */
export type FaultSwitch = {
  set: (rules: readonly FaultRule[]) => void;
  clear: () => void;
  list: () => FaultRule[];
  /** The rule that hits this request, counting the hit; undefined when the request goes through untouched. */
  take: (request: { method: string; path: string; origin: string | undefined }) => FaultRule | undefined;
};

export function createFaultSwitch(): FaultSwitch {
  let active: ActiveRule[] = [];
  return {
    set: (rules) => {
      active = rules.map((rule) => ({ ...rule, remaining: rule.times ?? Number.POSITIVE_INFINITY }));
    },
    clear: () => {
      active = [];
    },
    list: () => active.filter((rule) => rule.remaining > 0).map(({ remaining: _remaining, ...rule }) => rule),
    take: ({ method, path, origin }) => {
      const rule = active.find(
        (candidate) =>
          candidate.remaining > 0 &&
          (!candidate.method || candidate.method === method) &&
          (!candidate.origin || candidate.origin === origin) &&
          pathMatches(candidate.path, path),
      );
      if (!rule) return undefined;
      rule.remaining -= 1;
      const { remaining: _remaining, ...hit } = rule;
      return hit;
    },
  };
}
