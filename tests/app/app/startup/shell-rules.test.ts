import { describe, expect, it } from 'vitest';
import {
  afterUnauthorizedPath,
  isPreviewMode,
  isUnderMaintenance,
  requestContextFrom,
} from '#app/app/startup/shell-rules.ts';

describe('shell rules', () => {
  it('is in preview mode for brand 427 or with tripla_preview=true', () => {
    expect(isPreviewMode(427, false)).toBe(true);
    expect(isPreviewMode(1, true)).toBe(true);
    expect(isPreviewMode(1, false)).toBe(false);
  });

  it('shows maintenance unless the address bypasses it', () => {
    expect(isUnderMaintenance({ maintenance_mode: true }, false)).toBe(true);
    expect(isUnderMaintenance({ maintenance_mode: true }, true)).toBe(false);
    expect(isUnderMaintenance({ maintenance_mode: false }, false)).toBe(false);
    expect(isUnderMaintenance({}, false)).toBe(false);
  });

  it('takes the header values from settings and the cookie domain only when first-party cookies are on', () => {
    const brand = (status: 'enabled' | 'disabled') => ({ domain_name: 'sakura.example', first_party_cookie_setting: { status } });
    expect(requestContextFrom({ tier: 'gold', site_controller: 'sc', pubnub: { auth_key: 'k' }, hotel_brand: brand('enabled') })).toEqual({
      tier: 'gold',
      siteController: 'sc',
      pubnubKey: 'k',
      firstPartyCookieDomain: 'sakura.example',
    });
    expect(requestContextFrom({ hotel_brand: brand('disabled') })).toEqual({
      tier: null,
      siteController: null,
      pubnubKey: null,
      firstPartyCookieDomain: null,
    });
  });

  it('after a 401 goes to sign-in in the chatbot, to the current reservation, else to search', () => {
    expect(afterUnauthorizedPath({ inChatbot: true, pathname: '/reservation/guest-detail', search: '?a=1' })).toBe(
      '/chat-sign-in?urlBack=%2Freservation%2Fguest-detail%3Fa%3D1',
    );
    expect(
      afterUnauthorizedPath({ inChatbot: false, pathname: '/reservation/fail', search: '?current_reservation=R9&bypass_token=b1' }),
    ).toBe('/reservation/confirmation/R9?bypass_token=b1');
    expect(afterUnauthorizedPath({ inChatbot: false, pathname: '/reservation/guest-detail', search: '?adults=2' })).toBe(
      '/booking/result',
    );
  });
});
