import type { Database } from '../db/open-database';
import { purgeOrphanUploads } from '../attachments/file-attachments';
import { expireStalePayments } from '../reservations/three-d-secure';
import { cancelUnbookedAdyenAuthorisations } from '../payments/adyen-modifications';
import { earnAllStayPoints } from '../loyalty/stay-points';
import { purgeCodeReferences } from '../loyalty/saved-card-code-references';
import {
  purgeCardTokens,
  purgeChatbotCredentials,
  purgeClientSessions,
  purgeIdempotencyKeys,
  purgeMemberSessions,
  purgeOutboxMails,
  purgeSignInFailures,
} from './purges';

/** One job of the sweep: does its work as of `now` and answers how many rows it touched. */
export type SweepStep = { name: string; run: (db: Database, now: Date) => number };

/**
 * Everything that expires, in order (ADR 198). Stale payments go first, so their card tokens and sessions are
 * released before the purges look at them; idempotency keys before the sessions they point at.
 */
export const SWEEP_STEPS: readonly SweepStep[] = [
  { name: 'stale 3-D Secure payments', run: expireStalePayments },
  { name: 'unbooked Adyen authorisations', run: cancelUnbookedAdyenAuthorisations },
  { name: 'idempotency keys', run: purgeIdempotencyKeys },
  { name: 'unused card tokens', run: purgeCardTokens },
  { name: 'saved card code references', run: purgeCodeReferences },
  { name: 'outbox mails', run: purgeOutboxMails },
  { name: 'member sessions', run: purgeMemberSessions },
  { name: 'chatbot credentials', run: purgeChatbotCredentials },
  { name: 'sign-in failures', run: purgeSignInFailures },
  { name: 'stay points', run: earnAllStayPoints },
  // Before client sessions: an upload keeps its session, so the session goes on the sweep after its uploads.
  { name: 'orphan uploads', run: purgeOrphanUploads },
  { name: 'client sessions', run: purgeClientSessions },
];

/** Often enough that a lapsed 3-D Secure booking frees its room within a minute of its 15. */
export const SWEEP_INTERVAL_MS = 30_000;

export type SweepResult = Record<string, number>;

/**
 * Runs every step once, each in its own transaction: a step that fails is logged and the others still run (the
 * next sweep tries it again). Answers the rows each step touched.
 */
export function runSweep(db: Database, now: Date, steps: readonly SweepStep[] = SWEEP_STEPS): SweepResult {
  const result: SweepResult = {};
  for (const step of steps) {
    try {
      result[step.name] = db.transaction(() => step.run(db, now)).immediate();
    } catch (error) {
      console.error(`sweep step "${step.name}" failed`, error);
    }
  }
  return result;
}

export type Sweeper = { stop: () => void };

/**
 * Runs the sweep now and then every `intervalMs`, off the request path. The timer does not keep the process alive;
 * `stop` ends it (the server's stop calls it before closing the database).
 */
export function startSweep(db: Database, options: { intervalMs?: number; now?: () => Date } = {}): Sweeper {
  const { intervalMs = SWEEP_INTERVAL_MS, now = () => new Date() } = options;
  runSweep(db, now());
  const timer = setInterval(() => runSweep(db, now()), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
