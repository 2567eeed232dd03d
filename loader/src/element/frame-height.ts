/**
 * Height changes smaller than this are ignored. Sub-pixel rounding on either side of the frame boundary would
 * otherwise bounce the height by a pixel forever (grow, re-measure, shrink).
 */
export const HEIGHT_TOLERANCE_PX = 2;

/** The iframe height to use after the app reports `reported` px; whole pixels, rounded up so nothing is cut. */
export function nextFrameHeight(current: number, reported: number): number {
  const target = Math.ceil(reported);
  return Math.abs(target - current) < HEIGHT_TOLERANCE_PX ? current : target;
}
