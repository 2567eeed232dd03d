// The widget's only styles, kept inside its shadow root so nothing leaks into the hotel's page.
export const WIDGET_CSS = ':host{display:block}iframe{display:block;width:100%;border:0}';

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
