/**
 * What the flows look for, found inside the page (and its open shadow roots) by one script shared by every
 * engine. It is plain JavaScript text on purpose: a compiled function's source may carry the compiler's helpers,
 * which do not exist in the page.
 */
export type Target =
  | { role: 'button' | 'link' | 'heading' | 'radio' | 'checkbox' | 'dialog' | 'region' | 'article' | 'grid'; name?: string; exact?: boolean; within?: Target }
  | { label: string; exact?: boolean; within?: Target }
  | { text: string; within?: Target }
  | { css: string; within?: Target };

const FIND_SOURCE = String.raw`(target) => {
  const norm = (text) => (text || '').replace(/\s+/g, ' ').trim();
  const ROLES = {
    button: 'button,[role=button],input[type=button],input[type=submit]',
    link: 'a[href],[role=link]',
    heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
    radio: 'input[type=radio],[role=radio]',
    checkbox: 'input[type=checkbox],[role=checkbox]',
    dialog: 'dialog,[role=dialog]',
    region: 'section[aria-label],section[aria-labelledby],[role=region]',
    article: 'article,[role=article]',
    grid: '[role=grid]',
  };
  const FIELDS = 'input,select,textarea';
  const all = (root, selector) => {
    const found = [...root.querySelectorAll(selector)];
    if (root.shadowRoot) found.push(...all(root.shadowRoot, selector));
    for (const host of root.querySelectorAll('*')) if (host.shadowRoot) found.push(...all(host.shadowRoot, selector));
    return found;
  };
  const rootOf = (node) => node.getRootNode();
  const byId = (node, id) => rootOf(node).getElementById ? rootOf(node).getElementById(id) : document.getElementById(id);
  const nameOf = (el) => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return norm(labelledBy.split(/\s+/).map((id) => byId(el, id)?.textContent ?? '').join(' '));
    const aria = el.getAttribute('aria-label');
    if (aria) return norm(aria);
    if (el.labels && el.labels.length) return norm([...el.labels].map((label) => label.textContent).join(' '));
    if (el.tagName === 'INPUT') return norm(el.value);
    return norm(el.textContent);
  };
  const shown = (el) => {
    const style = getComputedStyle(el);
    // display: contents draws no box of its own (the modal widget's host) but its content is on screen.
    if (style.display === 'contents') return true;
    return el.getClientRects().length > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  // A visually hidden radio or checkbox is operated through its label, as a guest does.
  const clickable = (el) => (shown(el) && Number(getComputedStyle(el).opacity) > 0) || !el.labels || !el.labels.length ? el : el.labels[0];
  const matches = (name, wanted, exact) => (exact === false ? name.includes(wanted) : name === wanted);
  const find = (target, root) => {
    const scope = target.within ? find(target.within, root) : root;
    if (!scope) return null;
    let candidates;
    if (target.role) candidates = all(scope, ROLES[target.role]).filter((el) => target.name === undefined || matches(nameOf(el), target.name, target.exact));
    else if (target.label) candidates = all(scope, FIELDS).filter((el) => matches(nameOf(el), target.label, target.exact));
    else if (target.text) candidates = all(scope, '*').filter((el) => norm(el.textContent).includes(target.text) && ![...el.children].some((child) => norm(child.textContent).includes(target.text)));
    else candidates = all(scope, target.css);
    const visible = candidates.filter((el) => shown(el) || el.type === 'radio' || el.type === 'checkbox');
    const el = visible[0];
    if (!el) return null;
    return el.type === 'radio' || el.type === 'checkbox' ? clickable(el) : el;
  };
  return find(target, document);
}`;

/** An expression answering the first shown element matching the target, or null. */
export function findExpression(target: Target): string {
  return `(${FIND_SOURCE})(${JSON.stringify(target)})`;
}

/** An expression answering a property of the found element (undefined when absent), e.g. value or checked. */
export function propertyExpression(target: Target, property: string): string {
  return `(() => { const el = (${FIND_SOURCE})(${JSON.stringify(target)}); const real = el && el.control ? el.control : el; return real ? real[${JSON.stringify(property)}] ?? null : null; })()`;
}

/** An expression answering the found element's box as text (null when absent), to tell when it holds still. */
export function boxExpression(target: Target): string {
  return `(() => { const el = (${FIND_SOURCE})(${JSON.stringify(target)}); if (!el) return null; const box = el.getBoundingClientRect(); return [box.x, box.y, box.width, box.height].join(','); })()`;
}

/**
 * Collects uncaught errors and console errors of a document in window.__smokeErrors (engines without events).
 * The one error event that is no error is left out: "ResizeObserver loop completed with undelivered notifications" is
 * the notice the Resize Observer spec has the browser report when a size changed after its observer ran in a frame;
 * the change is delivered in the next frame. WebKit reports it for the app's height observer while the hotel's page
 * resizes the widget's frame in the same rendering update (cross-origin frames share WebKitGTK's process).
 */
export const INSTALL_ERROR_COLLECTOR = String.raw`(() => {
  if (window.__smokeErrors) return true;
  const errors = (window.__smokeErrors = []);
  addEventListener('error', (event) => {
    if (!event.error && event.message === 'ResizeObserver loop completed with undelivered notifications.') return;
    errors.push('pageerror: ' + (event.message || event.error));
  });
  addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + (event.reason && event.reason.message || event.reason)));
  const consoleError = console.error.bind(console);
  console.error = (...args) => { errors.push('console: ' + args.map(String).join(' ')); consoleError(...args); };
  return true;
})()`;

export const TAKE_COLLECTED_ERRORS = `(() => { const taken = (window.__smokeErrors || []).splice(0); return taken; })()`;
