import { describe, expect, it } from 'vitest';
import { hasBackToSearch, isHeadlessPath, isProtectedPath, paths, productPaths, protectedRouteSignIn } from '#app/app/paths.ts';

describe('route table', () => {
  it.each(['/iframe-token', '/iframe-liff-token', '/recommender-widget', '/iframe-change-locale', '/503', '/payments/P1', '/payments/P1/display', '/unsubscribe-email/success'])(
    '%s is headless',
    (path) => expect(isHeadlessPath(path)).toBe(true),
  );

  it.each(['/booking/result', '/reservation/guest-detail', '/payments', '/'])('%s has a header', (path) => {
    expect(isHeadlessPath(path)).toBe(false);
  });

  it.each(['/my-account', '/my-account/profile', '/organization-admin', '/sign-out', '/review-reservation/R1', '/room-lottery/guest-detail', '/room-lottery/confirmation/L1'])(
    '%s is protected',
    (path) => expect(isProtectedPath(path)).toBe(true),
  );

  it.each(['/room-lottery/complete/L1', '/booking/result', '/sign-in', '/my-accountant'])('%s is open to all', (path) => {
    expect(isProtectedPath(path)).toBe(false);
  });

  it('sends the signed-out organisation admin to the corporate sign-in, every other protected route to the member one', () => {
    const back = '/organization-admin?status=done';
    expect(protectedRouteSignIn('/organization-admin', false)(back)).toBe(`/organization-sign-in?urlBack=${encodeURIComponent(back)}`);
    expect(protectedRouteSignIn('/organization-admin/', true)(back)).toBe(`/organization-sign-in?urlBack=${encodeURIComponent(back)}`);
    expect(protectedRouteSignIn('/my-account', false)('/my-account')).toBe('/sign-in?urlBack=%2Fmy-account');
    expect(protectedRouteSignIn('/room-lottery/guest-detail', true)('/room-lottery/guest-detail')).toBe('/chat-sign-in?urlBack=%2Froom-lottery%2Fguest-detail');
  });

  it('builds the 503 address with the hotel code and sign-in with its way back', () => {
    expect(paths.serviceUnavailable.build('sakura-tokyo')).toBe('/503?code=sakura-tokyo');
    expect(paths.serviceUnavailable.build(null)).toBe('/503');
    expect(paths.signIn.build('/my-account?x=1')).toBe('/sign-in?urlBack=%2Fmy-account%3Fx%3D1');
  });

  it('builds the product paths, the search one without code or empty values', () => {
    expect(productPaths.reservationSearch('tripla', 'H1', { code: 'H1', checkin: '2026-06-01', adults: '', nights: undefined })).toBe(
      '/reservation-tripla/H1/search?checkin=2026-06-01',
    );
    expect(productPaths.reservationGuestDetail('tripla', 'H1')).toBe('/reservation-tripla/H1/guest-detail');
    expect(productPaths.reservationPayment('tripla', 'H1')).toBe('/reservation-tripla/H1/payment');
    expect(productPaths.reservationConfirmation('tripla', 'H1')).toBe('/reservation-tripla/H1/confirmation');
    expect(productPaths.memberOpenSignup('tripla', 'B2')).toBe('/member-registration-tripla/B2/open-signup');
    expect(productPaths.memberSignupDone('tripla', 'B2')).toBe('/member-registration-tripla/B2/done');
    expect(productPaths.memberSignIn('tripla', 'B2')).toBe('/member-registration-tripla/B2/sign-in');
    expect(productPaths.corporateSignIn('C3')).toBe('/corporate/C3/sign-in');
  });
});

describe('back link to search', () => {
  it.each([
    ['/my-account/profile', true],
    ['/my-account/points', true],
    ['/organization-admin', true],
    ['/my-account', false],
    ['/booking/result', false],
  ])('%s shows it: %s', (path, expected) => {
    expect(hasBackToSearch(path)).toBe(expected);
  });
});
