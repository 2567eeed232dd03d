import { PROTOCOL_VERSION } from '#bridge/protocol-version.ts';
import { warn } from './warn';

export type AppDocumentEvents = {
  /** The first app document said `ready`. */
  ready: (protocolVersion: number) => void;
  /** A document loaded after a connected one and has not said `ready` (a reload, a navigation away). */
  disconnected: () => void;
  /** A later app document said `ready`. */
  reconnected: (protocolVersion: number) => void;
};

export type AppDocuments = {
  /** The iframe fired `load`: a new document is in it. */
  load: () => void;
  /** The app document in the iframe said `ready` with its bridge version. */
  ready: (protocolVersion: number) => void;
  connected: () => boolean;
};

/**
 * Follows the app documents in one iframe (ADR 011): the frame's `load` events counted against the app's `ready`
 * calls. A document that loaded after a connected one without saying `ready` means the app was lost; the next
 * `ready` means it is back. Shared by the widget element and by hosts that frame the app themselves (chatbot, LINE).
 */
export function trackAppDocuments(events: AppDocumentEvents): AppDocuments {
  let loads = 0;
  let readies = 0;
  let connected = false;
  const lost = () => {
    if (!connected) return;
    connected = false;
    events.disconnected();
  };
  return {
    load: () => {
      loads += 1;
      if (loads > 1 && loads > readies) lost();
    },
    ready: (protocolVersion) => {
      readies += 1;
      if (protocolVersion !== PROTOCOL_VERSION) {
        warn(`the booking app speaks bridge protocol ${protocolVersion}, this loader ${PROTOCOL_VERSION}`);
      }
      if (readies > 1) lost();
      connected = true;
      if (readies > 1) events.reconnected(protocolVersion);
      else events.ready(protocolVersion);
    },
    connected: () => connected,
  };
}
