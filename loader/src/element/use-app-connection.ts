import { useEffect, type MutableRef } from 'preact/hooks';
import { connectApp } from '../shared/connect-app';
import { createHostMethods } from './create-host-methods';
import { subscribeWidget, updateWidget, widgetState } from './widget-store';

type AppConnectionOptions = {
  frame: MutableRef<HTMLIFrameElement | null>;
  widget: HTMLElement;
  appOrigin: string;
  /** The iframe's address; a new one means a new app document and so a new connection. */
  src: string | null;
  onResize: (height: number) => void;
  onClose: () => void;
  onAppReady: (hotelName: string | undefined) => void;
  onBringIntoView: () => void;
};

/**
 * Connects the widget to the app in its iframe (shared/connect-app): a new `src` means a new app document and so a
 * new connection. Host -> app calls (logout, refresh) wait in the widget's state until the app is there.
 */
export function useAppConnection({
  frame,
  widget,
  appOrigin,
  src,
  onResize,
  onClose,
  onAppReady,
  onBringIntoView,
}: AppConnectionOptions): void {
  useEffect(() => {
    const iframe = frame.current;
    const remoteWindow = iframe?.contentWindow;
    if (!src || !iframe || !remoteWindow) return undefined;

    const connection = connectApp({
      iframe,
      remoteWindow,
      appOrigin,
      events: widget,
      createMethods: (onReady) => createHostMethods({ widget, onResize, onReady, onClose, onAppReady, onBringIntoView }),
      takeCalls: () => {
        const { calls } = widgetState(widget);
        if (calls.length > 0) updateWidget(widget, { calls: [] });
        return calls;
      },
    });
    const unsubscribe = subscribeWidget(widget, connection.flush);
    return () => {
      unsubscribe();
      connection.destroy();
    };
  }, [frame, widget, appOrigin, src, onResize, onClose, onAppReady, onBringIntoView]);
}
