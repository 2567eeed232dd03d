/**
 * Brings an inline widget's top into view after the app moved to another page, so the guest sees the new page's
 * heading instead of whatever of the hotel's page is now under them. Only when the top is off-screen: a guest
 * who can see it is not scrolled. Smooth unless the guest prefers reduced motion; from further than a screen
 * away the page first jumps to a screen short of it, so the smooth part stays short (a smooth scroll over a long
 * results page takes well over a second and shows nothing but a blur).
 */
export function bringTopIntoView(widget: HTMLElement, win: Window = window): void {
  const top = widget.getBoundingClientRect().top;
  const screen = win.innerHeight;
  if (top >= 0 && top < screen) return;
  const smooth = !win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (smooth && Math.abs(top) > screen) win.scrollBy(0, top > 0 ? top - screen : top + screen);
  widget.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
}
