/** Space kept between a dialog and the edges of what the guest sees. */
const EDGE_PX = 16;

/**
 * The band of this document that is on the guest's screen, or null when the whole viewport is (the app on its own).
 * An inline widget's frame is as tall as the page, so its viewport is the whole page, most of it off-screen; an
 * IntersectionObserver in a frame measures against the top-level viewport and answers the visible part in the
 * frame's own coordinates.
 */
function visibleBand(): Promise<{ top: number; height: number } | null> {
  if (window.parent === window || typeof IntersectionObserver !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect();
      const rect = entry?.intersectionRect;
      resolve(rect && rect.height > 0 ? { top: rect.top, height: rect.height } : null);
    });
    observer.observe(document.documentElement);
  });
}

/**
 * Opens a modal dialog where the guest is looking. In a tall inline frame the browser would centre it in the frame,
 * thousands of pixels from the guest, and then scroll the hotel's page to the dialog's focused control: the page
 * would move under the guest (issue 15). So the dialog is placed at the top of the visible band, no taller than it.
 */
export async function showModalInView(dialog: HTMLDialogElement): Promise<void> {
  const band = await visibleBand();
  if (!dialog.isConnected || dialog.open) return;
  if (band) {
    Object.assign(dialog.style, {
      insetBlockStart: `${band.top + EDGE_PX}px`,
      insetBlockEnd: 'auto',
      marginBlock: '0',
      maxBlockSize: `${Math.max(band.height - 2 * EDGE_PX, 200)}px`,
    });
  }
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}
