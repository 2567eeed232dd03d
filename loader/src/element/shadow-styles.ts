// The widget's only styles, kept inside its shadow root so nothing leaks into the hotel's page (and nothing of
// the page's reaches in). The modal is full screen at 992 px and below (tablets and phones).
export const WIDGET_CSS =
  ':host{display:block;position:relative}:host([mode=modal]){display:contents}iframe{display:block;width:100%;border:0}' +
  '.backdrop{position:fixed;inset:0;z-index:2147483646;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.55)}' +
  '.backdrop[hidden]{display:none}' +
  '.dialog{display:flex;flex-direction:column;width:min(960px,calc(100% - 48px));max-height:calc(100% - 48px);background:#fff;border-radius:8px;overflow:hidden;box-shadow:0 8px 32px rgba(0,0,0,.3)}' +
  '.bar{display:flex;justify-content:flex-end;padding:4px;border-bottom:1px solid #ddd}' +
  // The dialog is as tall as the app's content up to the screen; beyond that the app scrolls in its own frame
  // (the frame keeps the reported height as its basis and shrinks to fit), so keyboard scrolling stays the app's.
  '.body{position:relative;flex:1 1 auto;min-height:0;display:flex;flex-direction:column}.body iframe{flex:0 1 auto;min-height:0}' +
  '.close{width:44px;height:44px;border:0;border-radius:4px;background:none;color:#222;font:24px/1 sans-serif;cursor:pointer}' +
  '.close:hover{background:#eee}.close:focus-visible{outline:3px solid #1a5fb4;outline-offset:-3px}' +
  '@media (max-width:992px){.dialog{width:100%;height:100%;max-height:none;border-radius:0}}';

/**
 * Constructable sheets are not inline styles, so a host with a strict style-src CSP accepts them. Safari before
 * 16.4 lacks them; the widget renders a <style> element there instead.
 */
export const canAdoptStyles =
  typeof ShadowRoot === 'function' &&
  'adoptedStyleSheets' in ShadowRoot.prototype &&
  'replaceSync' in CSSStyleSheet.prototype;

let sheet: CSSStyleSheet | undefined;

/** One sheet shared by every widget on the page. */
export function adoptWidgetStyles(root: ShadowRoot): void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(WIDGET_CSS);
  }
  root.adoptedStyleSheets = [sheet];
}
