import { CHROMIUM_ARGS, chromiumPath } from '#scripts/lib/chromium.ts';

/**
 * For `test.use`: the full Chromium instead of the headless shell the suite runs in (ADR 236). A spec pins it
 * where the two differ in what it asserts:
 * - the full browser's contexts refuse a cross-site frame's storage, as Chrome's incognito windows and
 *   third-party-blocking settings do; the shell keeps it, as Chrome's default profile does;
 * - visual baselines are the full browser's drawing, a few anti-aliased pixels apart from the shell's.
 */
export const FULL_CHROMIUM = { launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } };
