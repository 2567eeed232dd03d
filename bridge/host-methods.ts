// What the host page exposes to the app in the iframe (app -> host). Document 1 section 2 "Messages to the parent
// page" and document 2 section 7.12 name the messages; the payload shapes are this contract's (see PROTOCOL.md).

/** The height the app's document needs, in CSS pixels, so the host sizes the iframe to fit without a scrollbar. */
export type ResizePayload = { height: number };

/** A member signed in inside the app. Identity only, never a token: DOM events expose it to every host script. */
export type LoginPayload = {
  user_id: number;
  program_id: number | null;
};

/** Query keys the host should drop from its own address (parameters that opened the widget, one-time tokens). */
export type RemoveQueryPayload = { keys: string[] };

export type Ga4Scalar = string | number | boolean | null;
/** One entry of a GA4 ecommerce `items` list. */
export type Ga4Item = { [key: string]: Ga4Scalar };
export type Ga4ParamValue = Ga4Scalar | Ga4Item[];

/** An analytics event for the host's own GA4 property (the app has no tag of the hotel's). */
export type Ga4EventPayload = {
  name: string;
  params: { [key: string]: Ga4ParamValue };
};

/**
 * The chatbot's credential for its chat link (ADR 192): not a member session, it only names the link, and lasts until
 * `expires_at` (ISO 8601). Handed only to the host's own callback (frame-host.js `onChatbotSession`), never as a DOM
 * event, and only by an app framed by a registered chatbot host after the member acted in that frame.
 */
export type TriplabotSessionPayload = { session: string; expires_at: string };

/** A companion option of the member's account: whether it is on and its label per UI locale. */
export type Companion = {
  is_active: boolean;
  names: { [locale: string]: string };
};

/** Sent only when the account has an access token and companion support is on (document 1 section 6). */
export type CompanionInfoPayload = {
  adult_companion: Companion;
  kid_tier_A_companion: Companion;
};

/**
 * The app document connected (each load of the app in the iframe sends it once): its bridge version, and the
 * hotel's name for the frame's title (absent from apps older than the field; the host then keeps its own title).
 */
export type ReadyPayload = { protocolVersion: number; hotelName?: string | undefined };

/** A booking was made. The number only: no guest data, since every host script sees the DOM event. */
export type ReservationCompletedPayload = { reservation_number: string };

export type HostMethods = {
  /** First call of every app document after the handshake; a second one means the app reloaded (reconnected). */
  ready: (payload: ReadyPayload) => void | Promise<void>;
  resize: (payload: ResizePayload) => void | Promise<void>;
  /**
   * The app moved to another page: the host brings the top of the app into view if it is off-screen (an inline
   * widget), so the guest sees the new page's heading. A modal, chatbot or LINE host may ignore it.
   */
  bringIntoView: () => void | Promise<void>;
  login: (payload: LoginPayload) => void | Promise<void>;
  /** The guest closed the app (the close button of an embedded or modal app). */
  close: () => void | Promise<void>;
  showChatbot: () => void | Promise<void>;
  bookingWidgetOpened: () => void | Promise<void>;
  removeQuery: (payload: RemoveQueryPayload) => void | Promise<void>;
  ga4Event: (payload: Ga4EventPayload) => void | Promise<void>;
  receiveTriplabotSession: (payload: TriplabotSessionPayload) => void | Promise<void>;
  triplabotSynced: () => void | Promise<void>;
  /** The chatbot user on the host page, or null where the host has no chatbot. */
  getTriplabotUserId: () => string | null | Promise<string | null>;
  receiveCompanionInfo: (payload: CompanionInfoPayload) => void | Promise<void>;
  reservationCompleted: (payload: ReservationCompletedPayload) => void | Promise<void>;
};

export type HostMethodName = keyof HostMethods;
