/** @jsxImportSource preact */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { embedLocale } from '../shared/embed-locale';
import { RESERVED_HEIGHT_PX, releaseReservedSpace } from '../shared/reserved-space';
import { warn } from '../shared/warn';
import type { WidgetConfig } from '../shared/widget-config';
import { mergeOptions, readWidgetOptions } from '../shared/widget-options';
import { bringTopIntoView } from './bring-into-view';
import { EMBED_WORDS } from './embed-words';
import { deepActiveElement } from './focus';
import { nextFrameHeight } from './frame-height';
import { lockScroll } from './scroll-lock';
import { adoptWidgetStyles, canAdoptStyles, WIDGET_CSS } from './shadow-styles';
import { useAppConnection } from './use-app-connection';
import { emitWidgetEvent } from './widget-events';
import { subscribeWidget, updateWidget, widgetState } from './widget-store';
import { hostAdParams, widgetUrl } from './widget-url';

export type HotelBookingWidgetProps = {
  config: WidgetConfig;
  /** The element's shadow root (loader/src/element/index.ts). */
  container: ShadowRoot;
};

/** Inline widgets start their app a little before they scroll into view. */
const NEAR_VIEW_MARGIN = '300px';

/**
 * <hotel-booking-widget>: the booking app in an iframe as tall as the app's content, inline where the page put
 * it, or (mode="modal") in a dialog opened by the launcher, a host link or the JS API. The element's attributes
 * are read from the element itself; the element renders again when one of them changes.
 */
export function HotelBookingWidget({ config, container }: HotelBookingWidgetProps) {
  const widget = container.host as HTMLElement;
  const options = mergeOptions(config.defaults, readWidgetOptions((name) => widget.getAttribute(name)));
  const modal = options.mode === 'modal';
  const appOrigin = options.appOrigin ?? config.appOrigin;
  // The embed's own words follow the page (its locale attribute, then <html lang>), then the browser.
  const locale = embedLocale(options.locale);
  const words = EMBED_WORDS[locale];

  const [state, setState] = useState(() => widgetState(widget));
  useEffect(() => {
    setState(widgetState(widget));
    return subscribeWidget(widget, () => setState(widgetState(widget)));
  }, [widget]);

  // No iframe before intent: a modal's app starts on its first open, an inline one when it comes near the view.
  const [nearView, setNearView] = useState(typeof IntersectionObserver !== 'function');
  useEffect(() => {
    if (modal || nearView || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNearView(true), {
      rootMargin: NEAR_VIEW_MARGIN,
    });
    observer.observe(widget);
    return () => observer.disconnect();
  }, [modal, nearView, widget]);
  const opened = useRef(false);
  if (state.open) opened.current = true;
  const wanted = options.preload || (modal ? opened.current : nearView);
  // Read once: a later change of the host's address (its own router, a host link's keys removed) must not reload the app.
  const [ads] = useState(() => hostAdParams(location.search));
  const src = wanted ? widgetUrl(appOrigin, { ...options, search: { ...ads, ...options.search } }, state.request) : null;

  const frame = useRef<HTMLIFrameElement>(null);
  // Starts at the space the bootstrap reserved, so the swap from placeholder to iframe moves nothing.
  const [height, setHeight] = useState(RESERVED_HEIGHT_PX);
  const onResize = useCallback((reported: number) => setHeight((current) => nextFrameHeight(current, reported)), []);
  const close = useCallback(() => updateWidget(widget, { open: false }), [widget]);
  // Once the app in the frame says ready, the frame is named after the hotel it names (undefined before, null from an
  // app too old to name it). A new address means a new app document. Until then the app shows its own localized
  // startup status: a loading text of the element's own would cost the element chunk its budget.
  const [appHotel, setAppHotel] = useState<string | null>();
  useEffect(() => setAppHotel(undefined), [src]);
  const onAppReady = useCallback((name: string | undefined) => setAppHotel(name ?? null), []);
  // A modal scrolls inside its own frame (the app scrolls its document to the top); only the page needs moving.
  const onBringIntoView = useCallback(() => !modal && bringTopIntoView(widget), [modal, widget]);
  useAppConnection({ frame, widget, appOrigin, src, onResize, onClose: close, onAppReady, onBringIntoView });
  const title = appHotel ? words.at + appHotel : words.booking;
  const lang = locale.replace('_', '-');

  useLayoutEffect(() => {
    if (canAdoptStyles) adoptWidgetStyles(container);
  }, [container]);
  // After every render: a widget may first render before its space is held.
  useLayoutEffect(() => {
    if (src || modal) releaseReservedSpace(widget);
  });
  useLayoutEffect(() => {
    if (!options.hotelCode) {
      warn('a <hotel-booking-widget> needs a hotel-code attribute (or data-hotel-code on the loader script)');
    }
  }, [options.hotelCode]);

  const closeButton = useRef<HTMLButtonElement>(null);
  const endGuard = useRef<HTMLSpanElement>(null);
  const passingGuard = useRef(false);
  const isOpen = modal && state.open;
  // A layout effect, so focus and the page's scroll move in the same commit that shows or hides the dialog: a passive
  // effect runs a frame later, and in that frame focus sits on the hidden dialog's button, where keys go nowhere.
  useLayoutEffect(() => {
    if (!isOpen) return undefined;
    const opener = deepActiveElement();
    const unlock = lockScroll();
    closeButton.current?.focus();
    emitWidgetEvent(widget, 'opened', { view: state.request?.view ?? options.view ?? 'search' });
    // Focus that lands outside the dialog (a click on the page behind, the browser's own UI) comes back to it.
    const keepFocus = (event: FocusEvent) => {
      if (event.target !== widget) closeButton.current?.focus();
    };
    document.addEventListener('focusin', keepFocus);
    return () => {
      document.removeEventListener('focusin', keepFocus);
      unlock();
      if (opener?.isConnected) opener.focus();
      emitWidgetEvent(widget, 'closed');
    };
    // Opening is the trigger; the view named in the event is the one of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen, widget]);

  const onDialogKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab' && event.shiftKey && container.activeElement === closeButton.current) {
      // Backwards from the first control: jump behind the iframe and let the browser's own Shift+Tab carry on,
      // so focus enters the app at its last control (a cross-origin frame cannot be focused there directly).
      passingGuard.current = true;
      endGuard.current?.focus();
    }
  };
  // Forwards out of the app's last control: back to the first control of the dialog.
  const onEndGuardFocus = () => {
    if (passingGuard.current) passingGuard.current = false;
    else closeButton.current?.focus();
  };

  const iframe = src && (
    <>
      <iframe ref={frame} title={title} src={src} allow="payment" style={{ height: `${height}px` }} />
    </>
  );
  return (
    <>
      {!canAdoptStyles && <style>{WIDGET_CSS}</style>}
      {modal ? (
        <div class="backdrop" hidden={!state.open} onClick={(event) => event.target === event.currentTarget && close()}>
          <div class="dialog" role="dialog" aria-modal="true" aria-label={title} lang={lang} onKeyDown={onDialogKeyDown}>
            <div class="bar">
              <button ref={closeButton} class="close" type="button" aria-label={words.close} onClick={close}>
                ×
              </button>
            </div>
            <div class="body">{iframe}</div>
            <span ref={endGuard} tabIndex={0} onFocus={onEndGuardFocus} />
          </div>
        </div>
      ) : (
        iframe
      )}
    </>
  );
}
