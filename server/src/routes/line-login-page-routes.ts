import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { Database } from '../db/open-database';
import { standInPage } from '../http/stand-in-page';
import { findHotelByCode } from '../hotels/hotel-row';
import { issueLiffAccessToken, LINE_USER_ID } from '../liff/line-platform';

/** The demo LINE user the page offers; any other "U" + 32 hex id may be typed in. */
const DEMO_LINE_USER = { userId: 'U4af4980629a1b2c3d4e5f60718293a4b', displayName: 'LINE Demo Guest' };

/**
 * The stand-in LINE login (what liff.login() shows outside the LINE app): the guest allows the LIFF page to know
 * their LINE profile, and is sent back to it with a LIFF access token in the fragment, which never reaches a
 * server log. The page may only send tokens back to an origin the hotel allows to frame its app.
 */
export function mountLineLoginPage(app: Hono, db: Database, now: () => Date): void {
  app.get('/__line/authorize', (c) => {
    const back = returnAddress(db, c.req.query('hotel_code'), c.req.query('redirect_uri'));
    if (!back) return c.html(page('This LINE login link is not valid', html`<p>Please open the page from LINE again.</p>`), 400);
    return c.html(
      page(
        'Log in with LINE',
        html`<p>${back.hotelName} would like to know your LINE profile (your LINE user id and display name).</p>
          <p class="note">Stand-in for LINE Login: no LINE account is used.</p>
          <form method="post" action="/__line/authorize">
            <input type="hidden" name="hotel_code" value="${back.hotelCode}" />
            <input type="hidden" name="redirect_uri" value="${back.url}" />
            <label for="line_user_id">LINE user id</label>
            <input id="line_user_id" name="line_user_id" value="${DEMO_LINE_USER.userId}" required pattern="U[0-9a-f]{32}"
              aria-describedby="line_user_id_hint" autocomplete="off" />
            <p id="line_user_id_hint" class="hint">"U" followed by 32 hexadecimal digits.</p>
            <label for="display_name">Display name</label>
            <input id="display_name" name="display_name" value="${DEMO_LINE_USER.displayName}" required maxlength="50" />
            <div class="actions">
              <button type="submit" name="action" value="allow">Allow</button>
              <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
            </div>
          </form>`,
      ),
    );
  });

  app.post('/__line/authorize', async (c) => {
    const form = await c.req.parseBody();
    const back = returnAddress(db, text(form.hotel_code), text(form.redirect_uri));
    if (!back) return c.html(page('This LINE login link is not valid', html`<p>Please open the page from LINE again.</p>`), 400);
    const target = new URL(back.url);
    const userId = text(form.line_user_id)?.trim() ?? '';
    const displayName = text(form.display_name)?.trim() ?? '';
    if (form.action !== 'allow') {
      target.hash = new URLSearchParams({ error: 'access_denied' }).toString();
    } else if (!LINE_USER_ID.test(userId) || displayName.length === 0 || displayName.length > 50) {
      return c.html(page('Check your LINE profile', html`<p>The LINE user id or display name is not valid. Please go back and check them.</p>`), 422);
    } else {
      const token = issueLiffAccessToken(db, { userId, displayName }, now());
      target.hash = new URLSearchParams({ liff_access_token: token }).toString();
    }
    return c.redirect(target.toString(), 303);
  });
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The LIFF page to return to, when the hotel lets its origin frame the app; undefined otherwise. */
function returnAddress(
  db: Database,
  hotelCode: string | undefined,
  redirectUri: string | undefined,
): { hotelCode: string; hotelName: string; url: string } | undefined {
  if (!hotelCode || !redirectUri) return undefined;
  const hotel = findHotelByCode(db, hotelCode);
  if (!hotel) return undefined;
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return undefined;
  }
  const allowed = db
    .prepare<[number, string], { origin: string }>('SELECT origin FROM hotel_allowed_origins WHERE hotel_id = ? AND origin = ?')
    .get(hotel.id, url.origin);
  if (!allowed) return undefined;
  url.hash = '';
  return { hotelCode: hotel.code, hotelName: hotel.name, url: url.toString() };
}

// LINE's own look on top of the stand-in frame.
const LINE_STYLE = html`<style>
  h1 { color: #06703a; }
  .hint, .note { color: #4a4a4a; font-size: 0.875rem; margin-block: 0.25rem; }
  button[value='allow'] { background: #06703a; color: #fff; border: 0; border-radius: 0.25rem; }
</style>`;

function page(title: string, content: ReturnType<typeof html>) {
  return standInPage({ title, documentTitle: `${title} | LINE`, style: LINE_STYLE, content });
}
