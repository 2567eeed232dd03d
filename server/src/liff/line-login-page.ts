import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { Database } from '../db/open-database';
import { findHotelByCode } from '../hotels/hotel-row';
import { issueLiffAccessToken, LINE_USER_ID } from './line-platform';

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

function page(title: string, content: ReturnType<typeof html>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} | LINE</title>
        <link rel="icon" href="data:," />
        <style>
          body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; }
          h1 { color: #06703a; }
          label { display: block; margin-block: 1rem 0.25rem; font-weight: 600; }
          input { font-size: 1rem; padding: 0.5rem; inline-size: 100%; box-sizing: border-box; }
          .hint, .note { color: #4a4a4a; font-size: 0.875rem; margin-block: 0.25rem; }
          .actions { display: flex; gap: 0.75rem; margin-block-start: 1.5rem; }
          button { font-size: 1rem; padding: 0.5rem 1rem; }
          button[value='allow'] { background: #06703a; color: #fff; border: 0; border-radius: 0.25rem; }
          :focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${content}
        </main>
      </body>
    </html>`;
}
