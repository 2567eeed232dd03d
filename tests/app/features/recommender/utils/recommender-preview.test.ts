// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { TIME } from '#domain/constants/limits.ts';
import {
  previewEndsAt,
  previewRemainingMs,
  previewStart,
  recommenderAccess,
} from '#app/features/recommender/utils/recommender-preview.ts';

const START = Date.UTC(2026, 10, 22, 3, 0, 0);

describe('recommender preview', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is open whenever the hotel has switched the recommender on', () => {
    expect(recommenderAccess({ isActive: true, preview: false, previewStartedAt: null, now: START })).toBe('open');
  });

  it('is closed to guests while switched off', () => {
    expect(recommenderAccess({ isActive: false, preview: false, previewStartedAt: START, now: START })).toBe('inactive');
    expect(recommenderAccess({ isActive: false, preview: true, previewStartedAt: null, now: START })).toBe('inactive');
  });

  it('lasts five minutes in preview mode, then ends', () => {
    const at = (now: number) => recommenderAccess({ isActive: false, preview: true, previewStartedAt: START, now });
    expect(TIME.previewMs).toBe(5 * 60_000);
    expect(at(START)).toBe('preview');
    expect(at(START + TIME.previewMs - 1)).toBe('preview');
    expect(at(START + TIME.previewMs)).toBe('preview_ended');
    expect(previewEndsAt(START)).toBe(START + 300_000);
    expect(previewRemainingMs(START, START + 60_000)).toBe(240_000);
    expect(previewRemainingMs(START, START + 600_000)).toBe(0);
  });

  it('keeps the first start for the tab, so a reload does not extend the preview', () => {
    expect(previewStart('sakura-tokyo', START)).toBe(START);
    expect(previewStart('sakura-tokyo', START + 120_000)).toBe(START);
    // Another hotel's preview is its own.
    expect(previewStart('umi-okinawa', START + 120_000)).toBe(START + 120_000);
  });

  it('starts over when what was stored is unreadable or in the future', () => {
    window.sessionStorage.setItem('hbw:recommender-preview:sakura-tokyo', 'soon');
    expect(previewStart('sakura-tokyo', START)).toBe(START);
    window.sessionStorage.setItem('hbw:recommender-preview:umi-osaka', String(START + 999_999));
    expect(previewStart('umi-osaka', START)).toBe(START);
  });
});
