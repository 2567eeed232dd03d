// @vitest-environment node
// ADR 249, 256: the app document's script-src names PayPal's SDK origin (the stand-in's, the API origin) for a hotel
// whose provider takes PayPal (paypal, gmo-paypal, paygent-paypal), and for no other hotel; the parent origins and
// the script origins come from one read of the hotel's settings.
import { describe, expect, it } from 'vitest';
import { appDocumentHeaders, appDocumentPolicy, cachedHotelSettings, parentOriginsFromSettings, paymentScriptOriginsFromSettings } from '#scripts/lib/app-csp.ts';

const API = 'http://api.test';

function settingsOf(byCode: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchSettings: typeof fetch = (input) => {
    const code = String(input).match(/\/hotels\/([^/]+)\/settings/)?.[1] ?? '';
    asked.push(code);
    const settings = byCode[code];
    return Promise.resolve(settings === undefined ? new Response('{}', { status: 404 }) : Response.json(settings));
  };
  return { asked, fetchSettings };
}

describe('payment script origins', () => {
  it('allow the SDK origin for a hotel taking PayPal only', async () => {
    const { fetchSettings } = settingsOf({
      'paypal-hotel': { payment_gateway_setting: { provider: 'paypal' } },
      'gmo-paypal-hotel': { payment_gateway_setting: { provider: 'gmo-paypal' } },
      'paygent-paypal-hotel': { payment_gateway_setting: { provider: 'paygent-paypal' } },
      'gmo-hotel': { payment_gateway_setting: { provider: 'gmo' } },
      'stand-in-hotel': { payment_gateway_setting: null },
    });
    const origins = paymentScriptOriginsFromSettings(API, cachedHotelSettings(API, fetchSettings));
    expect(await origins('paypal-hotel')).toEqual([API]);
    expect(await origins('gmo-paypal-hotel')).toEqual([API]);
    expect(await origins('paygent-paypal-hotel')).toEqual([API]);
    expect(await origins('gmo-hotel')).toEqual([]);
    expect(await origins('stand-in-hotel')).toEqual([]);
    expect(await origins('no-such-hotel')).toEqual([]);
    expect(await origins(null)).toEqual([]);
  });

  it('go into script-src beside the app origin and the nonce, nowhere else', () => {
    const policy = appDocumentPolicy({ nonce: 'abc', apiOrigin: API, frameAncestors: [], scriptOrigins: [API] });
    expect(policy).toContain(`script-src 'self' ${API} 'nonce-abc'`);
    expect(appDocumentPolicy({ nonce: 'abc', apiOrigin: API, frameAncestors: [] })).toContain("script-src 'self' 'nonce-abc';");
  });

  it('and the parent origins are read from one settings call per hotel', async () => {
    const { asked, fetchSettings } = settingsOf({
      'paypal-hotel': { payment_gateway_setting: { provider: 'paypal' }, allowed_parent_origins: ['https://hotel.example'] },
    });
    const settings = cachedHotelSettings(API, fetchSettings);
    const headers = appDocumentHeaders(API, parentOriginsFromSettings(settings), paymentScriptOriginsFromSettings(API, settings));
    const first = await headers(new URL('http://app.test/?hotel_code=paypal-hotel'), 'n1');
    await headers(new URL('http://app.test/?hotel_code=paypal-hotel'), 'n2');
    expect(first['Content-Security-Policy']).toContain(`script-src 'self' ${API} 'nonce-n1'`);
    expect(first['Content-Security-Policy']).toContain('frame-ancestors https://hotel.example');
    expect(asked).toEqual(['paypal-hotel']);
  });
});
