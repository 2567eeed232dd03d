import { TIME } from '#domain/constants/limits.ts';
import { readStored, writeStored } from '#app/platform/safe-storage.ts';

/**
 * "A recommender preview lasts 5 minutes": in preview mode staff see a recommender the hotel has not switched on
 * yet, for five minutes from the first look. The start is kept for the browser tab, so reloading does not extend
 * it; a fresh tab (a new preview link opened) starts a new one.
 */
export type RecommenderAccess = 'open' | 'preview' | 'preview_ended' | 'inactive';

export function recommenderAccess({
  isActive,
  preview,
  previewStartedAt,
  now,
}: {
  isActive: boolean;
  preview: boolean;
  previewStartedAt: number | null;
  now: number;
}): RecommenderAccess {
  if (isActive) return 'open';
  if (!preview || previewStartedAt === null) return 'inactive';
  return now - previewStartedAt < TIME.previewMs ? 'preview' : 'preview_ended';
}

/** When this tab's preview of the hotel's recommender began, starting it now if it had not. */
export function previewStart(hotelCode: string, now: number): number {
  const key = `hbw:recommender-preview:${hotelCode}`;
  const stored = Number(readStored('session', key));
  if (Number.isFinite(stored) && stored > 0 && stored <= now) return stored;
  writeStored('session', key, String(now));
  return now;
}

export function previewEndsAt(previewStartedAt: number): number {
  return previewStartedAt + TIME.previewMs;
}

/** Milliseconds of the preview left (never below zero), for the timer that ends it on screen. */
export function previewRemainingMs(previewStartedAt: number, now: number): number {
  return Math.max(0, previewEndsAt(previewStartedAt) - now);
}
