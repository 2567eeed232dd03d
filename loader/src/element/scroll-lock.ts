let locks = 0;
let restore: (() => void) | undefined;

/**
 * Stops the host page scrolling behind an open modal. `overflow: hidden` alone does not hold on iOS Safari, so
 * the body is fixed in place at its scroll offset, and put back (offset included) when the last modal closes.
 * Returns the function that releases this lock.
 */
export function lockScroll(): () => void {
  if (locks++ === 0) {
    const { body } = document;
    const scrollY = window.scrollY;
    const saved = { position: body.style.position, top: body.style.top, width: body.style.width, overflow: body.style.overflow };
    Object.assign(body.style, { position: 'fixed', top: `-${scrollY}px`, width: '100%', overflow: 'hidden' });
    restore = () => {
      Object.assign(body.style, saved);
      window.scrollTo(window.scrollX, scrollY);
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) restore?.();
  };
}
