import type { Hono } from 'hono';
import * as z from 'zod/mini';
import type { UiLocale } from '#domain/constants/locales.ts';
import {
  bookLotteryWin,
  cancelLotteryEntry,
  declineLotteryWin,
  enterLottery,
  getLotteryEntry,
  getLotteryEvent,
  listMyLotteryEntries,
  updateLotteryEntry,
} from '#domain/contracts/lottery.ts';
import type { Database } from '../db/open-database';
import { errorBody } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import { bookWin } from '../lotteries/lottery-booking';
import { drawLottery } from '../lotteries/lottery-draw';
import { cancelEntry, declineWin, enterLottery as enter, entryView, listMemberEntries, readEntry, updateEntry } from '../lotteries/lottery-entries';
import { eventView, findLotteryEvent, isEventOpen, lotteryUnavailable, requireHotelEvent } from '../lotteries/lottery-events';
import { assertLotteryPreview, issueLotteryPreview } from '../lotteries/lottery-previews';
import { requireSignedInMember } from '../members/signed-in-member';
import type { RouteDeps } from './route-deps';

/**
 * Room lotteries (document 2 section 7.10, ADR 229). The event is public to the brand's session; every entry call
 * needs the member's bearer token and reaches that member's entries only.
 */
export function mountLotteryRoutes(mount: MountContract, { db, now }: RouteDeps, appOrigins: readonly string[]): void {
  mount(getLotteryEvent, ({ params, query, session }) => {
    const { hotel } = hotelForSession(db, params.hotelId, session);
    const at = now();
    const event = requireHotelEvent(db, hotel, params.eventId);
    // A preview link shows the event before it opens, for 5 minutes; without one, an event not yet open is unavailable.
    const token = query.lottery_access_token;
    const preview = token !== undefined;
    if (preview) assertLotteryPreview(db, event.id, token, at);
    else if (at.getTime() < Date.parse(event.participation_start)) throw lotteryUnavailable();
    const locale = query.locale ?? (hotel.locale as UiLocale);
    return { status: 200, body: { data: eventView(db, event, locale, at, preview && !isEventOpen(event, at)) } };
  });

  mount(enterLottery, ({ params, body, session, context }) => {
    const { hotel, session: brandSession } = hotelForSession(db, params.hotelId, session);
    const at = now();
    const { member } = requireSignedInMember(db, context, brandSession.brandId, at);
    const entry = enter(db, hotel, member.id, body, at);
    return { status: 201, body: { data: entryView(db, entry, body.locale, at) } };
  });

  mount(getLotteryEntry, ({ params, query, session, context }) => {
    const { hotel, session: brandSession } = hotelForSession(db, params.hotelId, session);
    const at = now();
    const { member } = requireSignedInMember(db, context, brandSession.brandId, at);
    return { status: 200, body: { data: entryView(db, readEntry(db, hotel, params.entryNumber, member.id, at), query.locale, at) } };
  });

  mount(updateLotteryEntry, ({ params, body, session, context }) => {
    const { hotel, session: brandSession } = hotelForSession(db, params.hotelId, session);
    const at = now();
    const { member } = requireSignedInMember(db, context, brandSession.brandId, at);
    return { status: 200, body: { data: entryView(db, updateEntry(db, hotel, params.entryNumber, member.id, body, at), undefined, at) } };
  });

  mount(cancelLotteryEntry, ({ params, session, context }) => {
    const { hotel, session: brandSession } = hotelForSession(db, params.hotelId, session);
    const at = now();
    const { member } = requireSignedInMember(db, context, brandSession.brandId, at);
    return { status: 200, body: { data: entryView(db, cancelEntry(db, hotel, params.entryNumber, member.id, at), undefined, at) } };
  });

  mount(declineLotteryWin, ({ params, session, context }) => {
    const { hotel, session: brandSession } = hotelForSession(db, params.hotelId, session);
    const at = now();
    const { member } = requireSignedInMember(db, context, brandSession.brandId, at);
    return { status: 200, body: { data: entryView(db, declineWin(db, hotel, params.entryNumber, member.id, at), undefined, at) } };
  });

  mount(bookLotteryWin, ({ params, body, session, context }) => {
    const { hotel, session: brandSession } = hotelForSession(db, params.hotelId, session);
    const at = now();
    const { member } = requireSignedInMember(db, context, brandSession.brandId, at);
    const entry = bookWin(db, { hotel, session: brandSession, entryNumber: params.entryNumber, memberId: member.id, body, appOrigins, now: at });
    return { status: 200, body: { data: entryView(db, entry, undefined, at) } };
  });

  mount(listMyLotteryEntries, ({ query, session, context }) => {
    if (!session) throw new Error('a session-bound call ran without a session');
    const at = now();
    const { member } = requireSignedInMember(db, context, session.brandId, at);
    const entries = listMemberEntries(db, session.brandId, member.id, at);
    return { status: 200, body: { data: entries.map((entry) => entryView(db, entry, query.locale, at)) } };
  });
}

/** The stand-in's lottery switches (ADR 229). */
const LOTTERY_DRAW_PATH = '/__lottery/:eventId/draw';
const LOTTERY_PREVIEW_PATH = '/__lottery/:eventId/preview';

const ZDrawRequest = z.object({ seed: z.optional(z.int()) });
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The seed a draw uses when the demo gives none: the issue's number, so a plain draw is the same on every run. */
const DEFAULT_DRAW_SEED = 21;

/**
 * Mounts the stand-in's `POST /__lottery/:eventId/draw` (body `{ seed? }`: seeded random, answers the winners and
 * losers) and `POST /__lottery/:eventId/preview` (answers a preview token good for 5 minutes): what the hotel's own
 * system does, which the demo and the browser tests trigger. Only the stand-in stack mounts them.
 */
export function mountLotteryDemoRoutes(app: Hono, db: Database, now: () => Date): void {
  const eventIdOf = (raw: string) => (/^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);
  app.post(LOTTERY_DRAW_PATH, async (c) => {
    const text = await c.req.text();
    const parsed = ZDrawRequest.safeParse(text.trim() === '' ? {} : parseJson(text));
    if (!parsed.success) return c.json(errorBody(400, 'invalid', 'Expected { seed? }.'), 400);
    const eventId = eventIdOf(c.req.param('eventId'));
    const outcome = eventId === null ? null : drawLottery(db, eventId, parsed.data.seed ?? DEFAULT_DRAW_SEED, now());
    if (!outcome) return c.json(errorBody(404, 'not_found', 'No such lottery event.'), 404);
    return c.json(outcome, 200);
  });
  app.post(LOTTERY_PREVIEW_PATH, (c) => {
    const eventId = eventIdOf(c.req.param('eventId'));
    if (eventId === null || !findLotteryEvent(db, eventId)) return c.json(errorBody(404, 'not_found', 'No such lottery event.'), 404);
    return c.json(issueLotteryPreview(db, eventId, now()), 201);
  });
}
