// The floating "Book now" button of a page that pasted only the script tag. Drawn by the bootstrap (it costs a
// few hundred bytes), so the guest sees it at once; the element chunk loads on idle or on its first click.
const LAUNCHER_CSS =
  ':host{all:initial;position:fixed;right:16px;bottom:16px;z-index:2147483645}' +
  'button{padding:14px 22px;border:0;border-radius:999px;background:#1a1a2e;color:#fff;font:600 16px/1.2 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.3);cursor:pointer}' +
  'button:hover{background:#33334d}button:focus-visible{outline:3px solid #1a5fb4;outline-offset:3px}';

/**
 * Draws the launcher in its own shadow root; returns the function that removes it. `onIntent` runs when the guest
 * points at it, touches it or focuses it: the moment to warm the app up, a few hundred milliseconds before the click.
 */
export function drawLauncher(label: string, onOpen: () => void, onIntent: () => void): () => void {
  const host = document.createElement('hotel-booking-launcher');
  const root = host.attachShadow({ mode: 'open' });
  if ('adoptedStyleSheets' in root) {
    // A constructed sheet is not an inline style: a strict style-src CSP accepts it.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(LAUNCHER_CSS);
    root.adoptedStyleSheets = [sheet];
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  button.setAttribute('aria-haspopup', 'dialog');
  button.addEventListener('click', onOpen);
  // A touch screen has no hover: touchstart comes about 100 ms before its click. Passive, so it never holds up a scroll.
  const intents = ['pointerenter', 'touchstart', 'focus'];
  const intent = () => {
    for (const name of intents) button.removeEventListener(name, intent);
    onIntent();
  };
  for (const name of intents) button.addEventListener(name, intent, { passive: true });
  root.append(button);
  document.body.append(host);
  return () => host.remove();
}
