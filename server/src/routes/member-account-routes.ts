import { MEMBERSHIP_ERROR_CODES } from '#domain/constants/error-codes.ts';
import {
  cancelEmailUpdate,
  deleteMemberAccount,
  listMyReservations,
  resendConfirmEmail,
  showMemberProfile,
  startResetPasswordProcess,
  switchProgram,
  updateMemberEmail,
  updateMemberProfile,
  updatePassword,
} from '#domain/contracts/member-account.ts';
import { todayIn } from '#domain/rules/nights.ts';
import { revokeChatbotCredentials } from '../chatbot/chatbot-credentials';
import type { Database } from '../db/open-database';
import { ApiError, invalidRequest } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import type { HotelRow } from '../hotels/hotel-row';
import { writeAccountMail } from '../members/account-mail';
import { deleteMemberAccount as deleteAccount } from '../members/account-deletion';
import { emailTaken, mailLinkRefused } from '../members/email-change';
import { issueMailLink, peekMailLink, revokeMailLinks, spendMailLink } from '../members/mail-links';
import { acceptableNewPassword, replacePassword } from '../members/member-passwords';
import { applyProfileUpdate, findMemberProfile, isExternalProviderMember, profileEditable, profileOf, profileUpdateIssues, providerOwnedFieldsIn, type MemberProfileRow } from '../members/member-profile';
import { endAllMemberSessions, startSession } from '../members/member-sessions';
import { availableProgram, findMemberByEmail } from '../members/members';
import { listMyReservations as listReservations } from '../members/my-reservations';
import { accountLocked, checkPasswordSignIn } from '../members/password-sign-in';
import { requireSignedInMember } from '../members/signed-in-member';
import { presentedToken, signInAnswer } from '../members/signed-in';
import { writeSignUpMail } from '../members/sign-up-mail';
import { findSignUpByEmail, renewSignUpLink } from '../members/sign-ups';
import { clearSignInFailures } from '../security/sign-in-lock';
import type { RouteDeps } from './route-deps';

/** The link must lead back into the app, as sign-up's does (sign-up-routes.ts). */
function assertAppAddress(url: string, appOrigins: readonly string[], field: string): void {
  if (!appOrigins.includes(new URL(url).origin)) throw invalidRequest('The link address is not on the app.', { [field]: [{ error: 'invalid_return_url' }] });
}

function providerOwns(fields: string[]): ApiError {
  return new ApiError(403, 'profile_owned_by_provider', 'These details come from the service you sign in with and can only be changed there.', {
    codes: [MEMBERSHIP_ERROR_CODES.profile_owned_by_provider],
    fields: Object.fromEntries(fields.map((field) => [field, [{ error: 'owned_by_provider', code: MEMBERSHIP_ERROR_CODES.profile_owned_by_provider }]])),
  });
}

/**
 * The member's current password, checked as a sign-in is (ADR 190): the attempt counts toward the login's lock, so
 * a stolen session cannot guess the password through these calls either. Throws 1301 when locked, 1000 when wrong.
 */
async function assertCurrentPassword(db: Database, member: MemberProfileRow, password: string, now: Date): Promise<void> {
  const outcome = await checkPasswordSignIn(db, { kind: 'member', brandId: member.brand_id, login: member.email }, member.password_hash, password, now, (hash) =>
    db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(hash, member.id),
  );
  if (outcome === 'locked') throw accountLocked();
  if (outcome !== 'ok') throw invalidRequest('The current password is not correct.', { current_password: [{ error: 'incorrect_password' }] });
}

function mailEmailLink(db: Database, hotel: HotelRow, member: MemberProfileRow, newEmail: string, confirmationUrl: string, now: Date) {
  const link = issueMailLink(db, 'email_update', { brandId: member.brand_id, memberId: member.id, newEmail }, now);
  writeAccountMail(
    db,
    { kind: 'email_update', to: newEmail, firstName: member.first_name, lastName: member.last_name, locale: member.locale, hotelName: hotel.name, appUrl: confirmationUrl, link },
    now,
  );
  return link;
}

/**
 * My account (document 2 section 7.7): password reset and change, profile, login e-mail change, programme switch,
 * account deletion and the member's reservations. appOrigins: where a mailed link may lead.
 */
export function mountMemberAccountRoutes(mount: MountContract, { db, now }: RouteDeps, appOrigins: readonly string[]): void {
  mount(startResetPasswordProcess, ({ params, body, session }) => {
    const { hotel, session: brandSession } = hotelForSession(db, params.hotelId, session);
    assertAppAddress(body.reset_url, appOrigins, 'reset_url');
    const at = now();
    const member = findMemberByEmail(db, brandSession.brandId, body.email);
    // One answer for a member's address and any other (ADR 212): only the mail, which reaches the address's owner
    // alone, differs. A provider's member signs in there and has no password here to reset.
    if (member && !isExternalProviderMember(db, member)) {
      const link = issueMailLink(db, 'reset_password', { brandId: member.brand_id, memberId: member.id }, at);
      writeAccountMail(
        db,
        { kind: 'reset_password', to: member.email, firstName: member.first_name, lastName: member.last_name, locale: body.locale, hotelName: hotel.name, appUrl: body.reset_url, link },
        at,
      );
    }
    return { status: 200, body: { data: { email: body.email } } };
  });

  mount(updatePassword, async ({ params, body, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const brandId = brandSession.brandId;
    const at = now();
    if ('reset_password_token' in body) {
      // The new password is checked before the link is spent, so a refused one (1300, 1302) leaves the link working.
      const peeked = peekMailLink(db, 'reset_password', body.reset_password_token, brandId, at);
      if (peeked.status !== 'ok') throw mailLinkRefused(peeked.status);
      const member = findMemberProfile(db, peeked.memberId);
      if (!member || member.deleted_at_ms !== null) throw mailLinkRefused('not_found');
      const hash = await acceptableNewPassword(db, member.id, member.password_hash, body.password);
      const spent = db
        .transaction(() => {
          const outcome = spendMailLink(db, 'reset_password', body.reset_password_token, brandId, at);
          if (outcome.status !== 'ok') return outcome;
          replacePassword(db, member.id, hash, at);
          // Whoever held a session (or a refresh token) with the old password loses it (issue 18, ADR 212).
          endAllMemberSessions(db, member.id, at);
          revokeChatbotCredentials(db, member.id, at);
          clearSignInFailures(db, { kind: 'member', brandId, login: member.email });
          return outcome;
        })
        .immediate();
      if (spent.status !== 'ok') throw mailLinkRefused(spent.status);
      return { status: 200, body: { data: null } };
    }
    const { member } = requireSignedInMember(db, context, brandId, at);
    if (isExternalProviderMember(db, member)) throw providerOwns(['password']);
    await assertCurrentPassword(db, member, body.current_password, at);
    const hash = await acceptableNewPassword(db, member.id, member.password_hash, body.password);
    const opened = db
      .transaction(() => {
        replacePassword(db, member.id, hash, at);
        endAllMemberSessions(db, member.id, at);
        revokeChatbotCredentials(db, member.id, at);
        return startSession(db, { brandId, who: { memberId: member.id }, presented: [presentedToken(context)] }, at);
      })
      .immediate();
    return { status: 200, body: { data: signInAnswer(db, opened.token, opened.session) } };
  });

  mount(showMemberProfile, ({ params, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const { member } = requireSignedInMember(db, context, brandSession.brandId, now());
    return { status: 200, body: { data: profileOf(db, member) } };
  });

  mount(updateMemberProfile, ({ params, body, session, context }) => {
    const { hotel, session: brandSession } = hotelForSession(db, params.hotelId, session);
    const at = now();
    const { member } = requireSignedInMember(db, context, brandSession.brandId, at);
    if (!profileEditable(db, member)) {
      throw new ApiError(403, 'profile_update_not_allowed', 'Your membership programme does not allow profile changes here.', {
        codes: [MEMBERSHIP_ERROR_CODES.profile_owned_by_provider],
      });
    }
    const owned = isExternalProviderMember(db, member) ? providerOwnedFieldsIn(body) : [];
    if (owned.length > 0) throw providerOwns(owned);
    const fields = profileUpdateIssues(member, body, { kanjiRequired: hotel.kanji_name_required === 1, today: todayIn(hotel.time_zone, at) });
    if (Object.keys(fields).length > 0) throw invalidRequest('Some profile details are not valid.', fields);
    applyProfileUpdate(db, member.id, body);
    const updated = findMemberProfile(db, member.id);
    if (!updated) throw new Error('an updated member cannot be read back');
    return { status: 200, body: { data: profileOf(db, updated) } };
  });

  mount(updateMemberEmail, async ({ params, body, session, context }) => {
    const { hotel, session: brandSession } = hotelForSession(db, params.hotelId, session);
    const at = now();
    const { member } = requireSignedInMember(db, context, brandSession.brandId, at);
    if (isExternalProviderMember(db, member)) throw providerOwns(['email']);
    assertAppAddress(body.confirmation_url, appOrigins, 'confirmation_url');
    await assertCurrentPassword(db, member, body.current_password, at);
    if (body.email.toLowerCase() === member.email.toLowerCase()) throw invalidRequest('This is already your email address.', { email: [{ error: 'same_email' }] });
    const other = findMemberByEmail(db, member.brand_id, body.email);
    if (other) throw emailTaken();
    // Pending until the link sent to the NEW address is opened (document 1 section 4); a second change replaces the
    // first, whose link stops working.
    db.prepare('UPDATE members SET pending_email = ? WHERE id = ?').run(body.email, member.id);
    const link = mailEmailLink(db, hotel, member, body.email, body.confirmation_url, at);
    return { status: 200, body: { data: { pending_email: body.email, expires_at: link.expiresAt.toISOString() } } };
  });

  mount(cancelEmailUpdate, ({ params, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const at = now();
    const { member } = requireSignedInMember(db, context, brandSession.brandId, at);
    db.transaction(() => {
      revokeMailLinks(db, 'email_update', member.id, at);
      db.prepare('UPDATE members SET pending_email = NULL WHERE id = ?').run(member.id);
    }).immediate();
    return { status: 200, body: { data: { pending_email: null, expires_at: null } } };
  });

  mount(resendConfirmEmail, ({ params, body, session }) => {
    const { hotel, session: brandSession } = hotelForSession(db, params.hotelId, session);
    const brandId = brandSession.brandId;
    assertAppAddress(body.confirmation_url, appOrigins, 'confirmation_url');
    const at = now();
    // The same answer whatever waits on the address, or nothing (ADR 212): only the mail differs.
    const pending = findSignUpByEmail(db, brandId, body.email);
    if (pending && pending.confirmed_at_ms === null) {
      const link = renewSignUpLink(db, pending.id, at);
      writeSignUpMail(
        db,
        { to: pending.email, firstName: pending.first_name, lastName: pending.last_name, locale: pending.locale, hotelName: hotel.name, confirmationUrl: body.confirmation_url, link },
        at,
      );
    }
    const changing = db
      .prepare<[number, string], { id: number }>('SELECT id FROM members WHERE brand_id = ? AND pending_email = ? AND deleted_at_ms IS NULL')
      .get(brandId, body.email);
    const member = changing && findMemberProfile(db, changing.id);
    if (member?.pending_email) {
      mailEmailLink(db, hotel, member, member.pending_email, body.confirmation_url, at);
    }
    return { status: 200, body: { data: { email: body.email } } };
  });

  mount(switchProgram, ({ params, body, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const brandId = brandSession.brandId;
    const at = now();
    const { member } = requireSignedInMember(db, context, brandId, at);
    const ofBrand = db.prepare('SELECT 1 FROM membership_programs WHERE id = ? AND brand_id = ?').get(body.program_id, brandId);
    if (!ofBrand || !availableProgram(db, body.program_id)) {
      throw invalidRequest('This membership programme cannot be chosen.', { program_id: [{ error: 'program_unavailable' }] });
    }
    // A new sign-in of the programme: a new token, the presented one ends (ADR 190).
    const opened = db
      .transaction(() => {
        db.prepare('UPDATE members SET program_id = ? WHERE id = ?').run(body.program_id, member.id);
        return startSession(db, { brandId, who: { memberId: member.id }, presented: [presentedToken(context)] }, at);
      })
      .immediate();
    return { status: 200, body: { data: signInAnswer(db, opened.token, opened.session) } };
  });

  mount(deleteMemberAccount, async ({ params, body, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const at = now();
    const { member } = requireSignedInMember(db, context, brandSession.brandId, at);
    // It cannot be undone: a password member confirms with the password, so a borrowed session cannot delete.
    if (!isExternalProviderMember(db, member)) {
      if (!body.current_password) throw invalidRequest('Please enter your password to delete your account.', { current_password: [{ error: 'required' }] });
      await assertCurrentPassword(db, member, body.current_password, at);
    }
    const reason = body.reason === 'other' ? `other: ${body.details ?? ''}` : body.reason;
    const { keptReservations } = deleteAccount(db, member, reason, at);
    return { status: 200, body: { data: { deleted: true as const, kept_reservations: keptReservations } } };
  });

  mount(listMyReservations, ({ query, session, context }) => {
    if (!session) throw new Error('a session-bound call ran without a session');
    const at = now();
    const { member } = requireSignedInMember(db, context, session.brandId, at);
    // The brands' hotels are in Japan; "upcoming" and "completed" turn at midnight Japan time.
    const { rows, totalEntries } = listReservations(db, {
      memberId: member.id,
      brandId: session.brandId,
      today: todayIn('Asia/Tokyo', at),
      status: query.status,
      paymentType: query.payment_type,
      channel: query.channel,
      page: query.page,
      perPage: query.per_page,
    });
    return {
      status: 200,
      body: { data: rows, page: query.page, total_pages: Math.max(1, Math.ceil(totalEntries / query.per_page)), total_entries: totalEntries },
    };
  });
}
