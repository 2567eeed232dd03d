import { ErrorCode, PenpalError, WindowMessenger, connect } from 'penpal';
import { useEffect, type RefObject } from 'react';
import type { AppMethods } from '../../../bridge/app-methods';
import { BRIDGE_CHANNEL } from '../../../bridge/channel';
import { PROTOCOL_VERSION } from '../../../bridge/protocol-version';
import { INVALID } from '../../../bridge/shape';
import { guardMethods, helloReplyValidator, hostMethodValidators } from '../../../bridge/validate';
import { warn } from '../shared/warn';
import { createHostMethods } from './create-host-methods';
import { emitWidgetEvent } from './widget-events';

type AppConnectionOptions = {
  frame: RefObject<HTMLIFrameElement | null>;
  widget: HTMLElement;
  appOrigin: string;
  /** The iframe's address; a new one means a new app document and so a new connection. */
  src: string | null;
  onResize: (height: number) => void;
};

/**
 * Connects the widget to the app in its iframe. Only the app origin is accepted, and Penpal only listens to this
 * iframe's window, so several widgets on a page never hear each other. Penpal re-runs the handshake by itself
 * when the iframe navigates or reloads, so the host methods keep working across app page loads.
 */
export function useAppConnection({ frame, widget, appOrigin, src, onResize }: AppConnectionOptions): void {
  useEffect(() => {
    const remoteWindow = frame.current?.contentWindow;
    if (!src || !remoteWindow) return undefined;

    const connection = connect<AppMethods>({
      messenger: new WindowMessenger({ remoteWindow, allowedOrigins: [appOrigin] }),
      methods: guardMethods(createHostMethods({ widget, onResize }), hostMethodValidators),
      channel: BRIDGE_CHANNEL,
    });
    connection.promise
      .then((app) => app.hello())
      .then((reply) => {
        const hello = helloReplyValidator(reply);
        if (hello === INVALID) {
          warn('the booking app answered hello with a malformed reply');
          return;
        }
        if (hello.protocolVersion !== PROTOCOL_VERSION) {
          warn(`the booking app speaks bridge protocol ${hello.protocolVersion}, this loader ${PROTOCOL_VERSION}`);
        }
        emitWidgetEvent(widget, 'ready', hello);
      })
      .catch((error: unknown) => {
        // Destroyed on purpose (the element left the page); anything else is worth a line in the console.
        if (!(error instanceof PenpalError && error.code === ErrorCode.ConnectionDestroyed)) {
          warn('could not greet the booking app', error);
        }
      });
    return () => connection.destroy();
  }, [frame, widget, appOrigin, src, onResize]);
}
