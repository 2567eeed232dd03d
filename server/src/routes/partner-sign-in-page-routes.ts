import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { Database } from '../db/open-database';
import { standInPage } from '../http/stand-in-page';
import { findHotelByCode } from '../hotels/hotel-row';
import { issueCustomAuthCode } from '../members/custom-auth-codes';
import { findMemberByEmail } from '../members/members';
import { membershipSettings } from '../members/membership-settings';

/**
 * The stand-in partner site of a brand with custom authentication (SSO): its member says who they are and is sent
 * to the booking app with a fresh single-use code in the brand's query parameter (ADR 190), as a real partner
 * would after its own sign-in. Codes live minutes, so the demo and browser tests mint one here instead of a seeded
 * code. It sends codes only to the app's own origins. Production has the real partner instead.
 */
export function mountPartnerSignInPage(app: Hono, db: Database, appOrigins: readonly string[], now: () => Date): void {
  app.get('/__partner/sign-in', (c) => {
    const back = returnAddress(db, appOrigins, c.req.query('hotel_code'), c.req.query('redirect_uri'));
    if (!back) return c.html(page('This partner link is not valid', html`<p>Please start again from the hotel's page.</p>`), 400);
    const state = c.req.query('state') ?? '';
    // A guest who does not continue goes back as OAuth says (RFC 6749 4.1.2.1), when the app started with a state.
    const cancel = new URL(back.url);
    cancel.searchParams.set('error', 'access_denied');
    cancel.searchParams.set('state', state);
    return c.html(
      page(
        'Partner sign-in',
        html`<p>Continue to ${back.hotelName} signed in as a member.</p>
          <p class="note">Stand-in for the hotel's partner site: it vouches for the member whose address is given.</p>
          <form method="post" action="/__partner/sign-in">
            <input type="hidden" name="hotel_code" value="${back.hotelCode}" />
            <input type="hidden" name="redirect_uri" value="${back.url}" />
            <input type="hidden" name="state" value="${state}" />
            <label for="email">Member email address</label>
            <input id="email" name="email" type="email" required autocomplete="email" value="hanako@example.com" />
            <div class="actions"><button type="submit">Continue</button>${state ? html` <a href="${cancel.toString()}">Cancel</a>` : ''}</div>
          </form>`,
      ),
    );
  });

  app.post('/__partner/sign-in', async (c) => {
    const form = await c.req.parseBody();
    const back = returnAddress(db, appOrigins, text(form.hotel_code), text(form.redirect_uri));
    if (!back) return c.html(page('This partner link is not valid', html`<p>Please start again from the hotel's page.</p>`), 400);
    const member = findMemberByEmail(db, back.brandId, text(form.email) ?? '');
    if (!member) return c.html(page('No such member', html`<p>No member of this hotel has that address. Please go back and check it.</p>`), 422);
    const target = new URL(back.url);
    const code = issueCustomAuthCode(db, { brandId: back.brandId, memberId: member.id }, now());
    // Started by the app with a state (/sso/custom/callback, ADR 222): the code and state come back as OAuth's;
    // otherwise the code rides in the brand's own query parameter (ADR 190).
    const state = text(form.state);
    if (state) {
      target.searchParams.set('code', code);
      target.searchParams.set('state', state);
    } else {
      target.searchParams.set(back.tokenName, code);
    }
    return c.redirect(target.toString(), 303);
  });
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

type ReturnAddress = { hotelCode: string; hotelName: string; brandId: number; tokenName: string; url: string };

/** The app address to return to, when the brand takes partner codes and the address is on the app; else undefined. */
function returnAddress(
  db: Database,
  appOrigins: readonly string[],
  hotelCode: string | undefined,
  redirectUri: string | undefined,
): ReturnAddress | undefined {
  if (!hotelCode || !redirectUri) return undefined;
  const hotel = findHotelByCode(db, hotelCode);
  const tokenName = hotel && membershipSettings(db, hotel.brand_id).custom_auth_token_name;
  if (!hotel || !tokenName) return undefined;
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return undefined;
  }
  if (!appOrigins.includes(url.origin)) return undefined;
  url.hash = '';
  return { hotelCode: hotel.code, hotelName: hotel.name, brandId: hotel.brand_id, tokenName, url: url.toString() };
}

function page(title: string, content: ReturnType<typeof html>) {
  return standInPage({ title, documentTitle: `${title} | Partner`, content });
}
