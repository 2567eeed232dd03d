/**
 * Height held for an inline widget from page load until its iframe takes over, so the host's content below does
 * not jump when the element arrives. The booking results page is at least this tall on every screen size.
 */
export const RESERVED_HEIGHT_PX = 640;

const RESERVED_MIN_HEIGHT = `${RESERVED_HEIGHT_PX}px`;

type ComputedBox = Pick<CSSStyleDeclaration, 'display' | 'minHeight'>;
type InlineBox = Partial<Pick<CSSStyleDeclaration, 'display' | 'minHeight'>>;

/**
 * The inline styles that hold a widget's space before its element is defined, given how the page already styles
 * it. The host's own min-height wins; an undefined custom element is inline, and min-height needs a block.
 */
export function reservationFor(computed: ComputedBox): InlineBox {
  const reservation: InlineBox = {};
  if (computed.minHeight === 'auto' || computed.minHeight === '0px' || computed.minHeight === '') {
    reservation.minHeight = RESERVED_MIN_HEIGHT;
  }
  if (computed.display === 'inline') reservation.display = 'block';
  return reservation;
}

export function reserveSpace(widget: HTMLElement): void {
  Object.assign(widget.style, reservationFor(getComputedStyle(widget)));
}

/** Hands sizing to the element once its iframe holds the space; a min-height the host set itself stays. */
export function releaseReservedSpace(widget: HTMLElement): void {
  if (widget.style.minHeight === RESERVED_MIN_HEIGHT) widget.style.removeProperty('min-height');
}
