import { ErrorCode, PenpalError, WindowMessenger, connect, type RemoteProxy } from 'penpal';
import { useEffect, type MutableRef } from 'preact/hooks';
import type { AppMethods } from '../../../bridge/app-methods';
import { BRIDGE_CHANNEL } from '../../../bridge/channel';
import { guardMethods, hostMethodValidators } from '../../../bridge/validate';
import { trackAppDocuments } from '../shared/app-documents';
import { warn } from '../shared/warn';
import { createHostMethods } from './create-host-methods';
import { emitWidgetEvent } from './widget-events';
import { subscribeWidget, updateWidget, widgetState } from './widget-store';

type AppConnectionOptions = {
  frame: MutableRef<HTMLIFrameElement | null>;
  widget: HTMLElement;
  appOrigin: string;
  /** The iframe's address; a new one means a new app document and so a new connection. */
  src: string | null;
  onResize: (height: number) => void;
  onClose: () => void;
};

const notDestroyed = (error: unknown) =>
  !(error instanceof PenpalError && error.code === ErrorCode.ConnectionDestroyed);

/**
 * Connects the widget to the app in its iframe. Only the app origin is accepted, and Penpal only listens to this
 * iframe's window, so several widgets on a page never hear each other.
 *
 * Every app document says `ready` once connected. The iframe's `load` event marks each new document: one that
 * loads after the connected one without saying ready yet means the app was lost (reload, navigation), and the
 * element dispatches `disconnected`; its `ready` then dispatches `reconnected`. Penpal re-runs the handshake on
 * the same connection by itself. Host -> app calls (logout, refresh) made while the app is away wait in the
 * widget's state and go out on the next `ready`.
 */
export function useAppConnection({ frame, widget, appOrigin, src, onResize, onClose }: AppConnectionOptions): void {
  useEffect(() => {
    const iframe = frame.current;
    const remoteWindow = iframe?.contentWindow;
    if (!src || !iframe || !remoteWindow) return undefined;

    let app: RemoteProxy<AppMethods> | undefined;
    const flush = () => {
      const { calls } = widgetState(widget);
      if (!documents.connected() || !app || calls.length === 0) return;
      const remote = app;
      updateWidget(widget, { calls: [] });
      for (const call of calls) {
        remote[call]().catch((error: unknown) => {
          if (notDestroyed(error)) warn(`could not send ${call} to the booking app`, error);
        });
      }
    };
    const documents = trackAppDocuments({
      ready: (protocolVersion) => {
        emitWidgetEvent(widget, 'ready', { protocolVersion });
        flush();
      },
      disconnected: () => emitWidgetEvent(widget, 'disconnected'),
      reconnected: (protocolVersion) => {
        emitWidgetEvent(widget, 'reconnected', { protocolVersion });
        flush();
      },
    });

    iframe.addEventListener('load', documents.load);
    const connection = connect<AppMethods>({
      messenger: new WindowMessenger({ remoteWindow, allowedOrigins: [appOrigin] }),
      methods: guardMethods(createHostMethods({ widget, onResize, onReady: documents.ready, onClose }), hostMethodValidators),
      channel: BRIDGE_CHANNEL,
    });
    connection.promise
      .then((remote) => {
        app = remote;
        flush();
      })
      .catch((error: unknown) => {
        if (notDestroyed(error)) warn('could not connect to the booking app', error);
      });
    const unsubscribe = subscribeWidget(widget, flush);
    return () => {
      iframe.removeEventListener('load', documents.load);
      unsubscribe();
      connection.destroy();
    };
  }, [frame, widget, appOrigin, src, onResize, onClose]);
}
