import type { Hono } from 'hono';
import { html } from 'hono/html';
import { THREE_DS_CANCELLED_CODE, THREE_DS_FAILED_CODE } from '#domain/constants/error-codes.ts';
import type { Database } from '../db/open-database';
import { issuerChallengeForm } from '../http/issuer-challenge-form';
import { standInPage } from '../http/stand-in-page';
import { challengeLapsed, findChallenge, settleChallenge, THREE_DS_PASSWORD, type Challenge, type ChallengeOutcome } from '../reservations/three-d-secure';
import { challengePath } from '../reservations/reservation-view';

const ZChallengeId = /^[A-Za-z0-9_-]{20,40}$/;

/**
 * The card issuer's 3-D Secure page, played by the API: a password form that sends the guest back to the
 * app's return address with the outcome. Plain HTML, labelled and usable by keyboard; no script.
 */
export function mountThreeDSecureRoutes(app: Hono, db: Database, now: () => Date): void {
  app.get('/psp/3ds/:id', (c) => {
    const challenge = validChallenge(db, c.req.param('id'));
    if (!challenge) return c.html(page('This card check has ended', html`<p>Please go back to the booking and try again.</p>`), 404);
    // A lapsed challenge goes back as expired (3001) even before the sweep has cancelled its booking.
    if (challenge.outcome !== null || challengeLapsed(challenge, now())) return c.redirect(returnAddress(challenge), 303);
    return c.html(
      page(
        'Verify your card',
        html`<p>Your card issuer asks you to confirm this payment for reservation ${challenge.reservation_number}.</p>
          ${issuerChallengeForm(challengePath(challenge.id))}`,
      ),
    );
  });

  app.post('/psp/3ds/:id', async (c) => {
    const challenge = validChallenge(db, c.req.param('id'));
    if (!challenge) return c.html(page('This card check has ended', html`<p>Please go back to the booking and try again.</p>`), 404);
    const form = await c.req.parseBody();
    const outcome: ChallengeOutcome =
      form.action === 'cancel' ? 'cancelled' : form.password === THREE_DS_PASSWORD ? 'succeeded' : 'failed';
    const settled = settleChallenge(db, challenge.id, outcome, now()) ?? challenge;
    return c.redirect(returnAddress(settled), 303);
  });
}

function validChallenge(db: Database, id: string): Challenge | undefined {
  return ZChallengeId.test(id) ? findChallenge(db, id) : undefined;
}

/**
 * The app's return address with what happened: the reservation number always, and for a failed, cancelled
 * or expired check the section 8.2 code the app's failure page shows.
 */
function returnAddress(challenge: Challenge): string {
  const url = new URL(challenge.return_url);
  url.searchParams.set('reservation_number', challenge.reservation_number);
  const outcome = challenge.outcome ?? 'expired';
  url.searchParams.set('outcome', outcome);
  if (outcome === 'failed') url.searchParams.set('code', String(THREE_DS_FAILED_CODE));
  if (outcome === 'cancelled') url.searchParams.set('code', String(THREE_DS_CANCELLED_CODE));
  if (outcome === 'expired') url.searchParams.set('code', '3001');
  return url.toString();
}

function page(title: string, content: ReturnType<typeof html>) {
  return standInPage({ title, content });
}
