import { ALREADY_CONFIRMED_CODE, INVALID_CODE, SIGN_UP_EXPIRED_CODE, TOKEN_NOT_FOUND_CODE } from '#domain/constants/error-codes.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import { confirmMemberSignUp, memberSignUp, resendSignUpConfirmation } from '#domain/contracts/member-sign-up.ts';
import { nameFitsLocale } from '#domain/rules/name-scripts.ts';
import { confirmationExpiresAt } from '#domain/rules/sign-up.ts';
import type { Database } from '../db/open-database';
import { ApiError, type ErrorDetail } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import type { HotelRow } from '../hotels/hotel-row';
import { hotelForSession } from '../hotels/hotel-for-session';
import type { RouteDeps } from './route-deps';
import { startSession } from '../members/member-sessions';
import { membershipSettings } from '../members/membership-settings';
import { hashPassword } from '../members/passwords';
import { presentedToken, signInAnswer } from '../members/signed-in';
import { writeSignUpMail } from '../members/sign-up-mail';
import { confirmSignUp, createPendingSignUp, findSignUpByEmail, renewSignUpLink, type Confirmation, type IssuedLink } from '../members/sign-ups';
import { confirmEmailChange } from '../members/email-change';
import { checkedRedirectUrl, chooseProgram } from '../members/member-confirmation';

function invalid(message: string, fields: Record<string, ErrorDetail[]>): ApiError {
  return new ApiError(422, 'invalid', message, { codes: [INVALID_CODE], fields });
}

/** The link must lead back into the app: an address on one of the app's origins, as the 3-D Secure return is. */
function assertAppAddress(confirmationUrl: string, appOrigins: readonly string[]): void {
  if (!appOrigins.includes(new URL(confirmationUrl).origin)) {
    throw invalid('The confirmation address is not on the app.', { confirmation_url: [{ error: 'invalid_return_url' }] });
  }
}

/** Sign-up needs the brand to offer it and member login (document 1 section 4); otherwise nothing is kept. */
function assertSignUpOffered(db: Database, brandId: number): void {
  const settings = membershipSettings(db, brandId);
  if (!settings.sign_up_enabled || !settings.login_enabled) {
    throw new ApiError(403, 'sign_up_disabled', 'This hotel does not offer member sign-up.');
  }
}

type Addressee = { email: string; first_name: string; last_name: string; locale: UiLocale };

function mailLink(db: Database, hotel: HotelRow, to: Addressee, confirmationUrl: string, link: IssuedLink, at: Date): void {
  writeSignUpMail(db, { to: to.email, firstName: to.first_name, lastName: to.last_name, locale: to.locale, hotelName: hotel.name, confirmationUrl, link }, at);
}

/** Codes and wording of a link that made nobody (document 2 section 8.1). */
const REFUSALS: Record<Exclude<Confirmation['status'], 'ok'>, { title: string; code: number; message: string }> = {
  not_found: { title: 'confirmation_token_not_found', code: TOKEN_NOT_FOUND_CODE, message: 'This confirmation link is not valid.' },
  expired: { title: 'sign_up_expired', code: SIGN_UP_EXPIRED_CODE, message: 'The sign-up confirmation period has expired. Please sign up again.' },
  already_confirmed: { title: 'already_confirmed', code: ALREADY_CONFIRMED_CODE, message: 'This account is already confirmed. Please sign in.' },
  email_taken: { title: 'already_confirmed', code: ALREADY_CONFIRMED_CODE, message: 'This email address is already a member. Please sign in.' },
};

/**
 * Member sign-up (document 2 section 7.7): sign_up keeps it pending and mails the link, confirm makes the member
 * and signs them in, resend_confirmation mails a new link. appOrigins: where a link may lead.
 */
export function mountSignUpRoutes(mount: MountContract, { db, now }: RouteDeps, appOrigins: readonly string[]): void {
  mount(memberSignUp, async ({ params, body, session }) => {
    const { hotel, session: brandSession } = hotelForSession(db, params.hotelId, session);
    assertSignUpOffered(db, brandSession.brandId);
    assertAppAddress(body.confirmation_url, appOrigins);
    // "Guest and full names: English (romanised) or the locale script" (document 1 section 5).
    const fields: Record<string, ErrorDetail[]> = {};
    if (!nameFitsLocale(body.last_name, body.locale)) fields.last_name = [{ error: 'unsupported_characters' }];
    if (!nameFitsLocale(body.first_name, body.locale)) fields.first_name = [{ error: 'unsupported_characters' }];
    if (Object.keys(fields).length > 0) throw invalid('Some sign-up details are not valid.', fields);
    // Hashed whether or not it is kept: a member's address answers exactly as, and as fast as, a new one (ADR 190).
    const passwordHash = await hashPassword(body.password);
    const at = now();
    const outcome = createPendingSignUp(
      db,
      {
        brandId: brandSession.brandId,
        hotelId: hotel.id,
        email: body.email,
        passwordHash,
        firstName: body.first_name,
        lastName: body.last_name,
        locale: body.locale,
        utm: body.utm,
      },
      at,
    );
    if (outcome.status !== 'member') mailLink(db, hotel, outcome.pending, body.confirmation_url, outcome.link, at);
    return { status: 201, body: { data: { email: body.email, expires_at: confirmationExpiresAt(at).toISOString() } } };
  });

  mount(confirmMemberSignUp, ({ params, body, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const at = now();
    // Checked before anything is spent: a link with a foreign redirect_url does nothing (member-confirmation.ts).
    const redirectUrl = checkedRedirectUrl(db, brandSession.brandId, appOrigins, body.redirect_url);
    if (body.email_update) {
      const changed = confirmEmailChange(db, body.confirmation_token, brandSession.brandId, [presentedToken(context)], at);
      return { status: 200, body: { data: { ...signInAnswer(db, changed.token, changed.session), redirect_url: redirectUrl } } };
    }
    const confirmation = confirmSignUp(db, body.confirmation_token, brandSession.brandId, at);
    if (confirmation.status !== 'ok') {
      const refusal = REFUSALS[confirmation.status];
      throw new ApiError(422, refusal.title, refusal.message, { codes: [refusal.code] });
    }
    chooseProgram(db, confirmation.memberId, brandSession.brandId, body.program_id);
    const opened = startSession(db, { brandId: brandSession.brandId, who: { memberId: confirmation.memberId }, presented: [presentedToken(context)] }, at);
    return { status: 200, body: { data: { ...signInAnswer(db, opened.token, opened.session), redirect_url: redirectUrl } } };
  });

  mount(resendSignUpConfirmation, ({ params, body, session }) => {
    const { hotel, session: brandSession } = hotelForSession(db, params.hotelId, session);
    assertAppAddress(body.confirmation_url, appOrigins);
    const at = now();
    // One answer whether a sign-up waits, the address is a member's or unknown (ADR 190): only the mail, which
    // reaches the address's owner alone, differs.
    const pending = findSignUpByEmail(db, brandSession.brandId, body.email);
    if (pending && pending.confirmed_at_ms === null) mailLink(db, hotel, pending, body.confirmation_url, renewSignUpLink(db, pending.id, at), at);
    return { status: 200, body: { data: { email: body.email, expires_at: confirmationExpiresAt(at).toISOString() } } };
  });
}
