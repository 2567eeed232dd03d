import type { AppMethods, HelloReply } from './app-methods';
import type { Companion, Ga4Item, Ga4ParamValue, HostMethods } from './host-methods';
import {
  INVALID,
  arrayOf,
  boolean,
  finiteNumber,
  nonEmptyString,
  none,
  nullable,
  object,
  oneOf,
  positiveInteger,
  recordOf,
  refine,
  string,
  type Validator,
} from './shape';

/** Taller than any real page; a larger report is a measuring bug in the app, not content. */
export const MAX_FRAME_HEIGHT = 100_000;

/** GA4's own rule for event names: a letter, then letters, digits or underscores, 40 characters at most. */
const GA4_EVENT_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

type Payload<F> = F extends () => unknown ? undefined : F extends (payload: infer P) => unknown ? P : never;

/** One validator per method, for the payload that method receives. */
export type MethodValidators<M> = { [K in keyof M]: Validator<Payload<M[K]>> };

const ga4Scalar = oneOf<Exclude<Ga4ParamValue, Ga4Item[]>>(string, finiteNumber, boolean, (input) =>
  input === null ? null : INVALID,
);

const companion: Validator<Companion> = object({ is_active: boolean, names: recordOf(string) });

export const hostMethodValidators: MethodValidators<HostMethods> = {
  // A missing or malformed name is dropped (undefined), not the whole `ready`: the connection matters more.
  ready: object({ protocolVersion: positiveInteger, hotelName: oneOf<string | undefined>(nonEmptyString, none) }),
  resize: object({ height: refine(finiteNumber, (height) => height >= 0 && height <= MAX_FRAME_HEIGHT) }),
  bringIntoView: none,
  login: object({ user_id: positiveInteger, program_id: nullable(positiveInteger) }),
  close: none,
  showChatbot: none,
  bookingWidgetOpened: none,
  removeQuery: object({ keys: arrayOf(nonEmptyString) }),
  ga4Event: object({
    name: refine(string, (name) => GA4_EVENT_NAME.test(name)),
    params: recordOf(oneOf<Ga4ParamValue>(ga4Scalar, arrayOf(recordOf(ga4Scalar)))),
  }),
  receiveTriplabotSession: object({ session: nonEmptyString, expires_at: nonEmptyString }),
  triplabotSynced: none,
  getTriplabotUserId: none,
  receiveCompanionInfo: object({ adult_companion: companion, kid_tier_A_companion: companion }),
  reservationCompleted: object({ reservation_number: nonEmptyString }),
};

export const appMethodValidators: MethodValidators<AppMethods> = {
  logout: none,
  refreshLoginFromChatbot: none,
  hello: none,
};

/**
 * The host's answer to `getTriplabotUserId`, checked by the app before it sends it to the API: a chatbot's id for
 * the person chatting (letters, digits and `_ . : -`, 128 at most), or null while the chatbot has none.
 */
export const chatbotUserIdReplyValidator: Validator<string | null> = nullable(
  refine(string, (id) => /^[\w.:-]{1,128}$/.test(id)),
);

/** The app's answer to `hello`, checked by the host before it trusts the version. */
export const helloReplyValidator: Validator<HelloReply> = object({ protocolVersion: positiveInteger });

// `never` accepts every method signature; the validators make each call safe at run time.
type MethodMap<M> = { [K in keyof M]: (payload: never) => unknown };

/**
 * Wraps each method so its payload is validated before the method runs. A malformed call is dropped with a
 * warning and answered with undefined: a peer on another release must never be able to throw into the page.
 */
export function guardMethods<M extends MethodMap<M>>(methods: M, validators: MethodValidators<M>): M {
  const guarded: { [name: string]: (input: unknown) => unknown } = {};
  for (const name of Object.keys(validators) as (keyof M & string)[]) {
    const validate: Validator<unknown> = validators[name];
    guarded[name] = (input) => {
      const payload = validate(input);
      if (payload === INVALID) {
        console.warn(`[hotel-booking-widget] dropped malformed ${name} payload`);
        return undefined;
      }
      return Reflect.apply(methods[name], methods, payload === undefined ? [] : [payload]);
    };
  }
  // Each wrapper takes what its method takes (checked at run time above), so the map keeps the method types.
  return guarded as unknown as M;
}
