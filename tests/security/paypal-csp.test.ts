// @vitest-environment node
// ADR 249: the app document's script-src names PayPal's SDK origin (the stand-in's, the API origin) for a hotel whose
// provider is PayPal, and for no other hotel.
import { describe, expect, it } from 'vitest';
import { appDocumentPolicy, paymentScriptOriginsFromSettings } from '#scripts/lib/app-csp.ts';

const API = 'http://api.test';

function settingsOf(byCode: Record<string, unknown>): typeof fetch {
  return (input) => {
    const code = String(input).match(/\/hotels\/([^/]+)\/settings/)?.[1] ?? '';
    const settings = byCode[code];
    return Promise.resolve(settings === undefined ? new Response('{}', { status: 404 }) : Response.json(settings));
  };
}

describe('payment script origins', () => {
  it('allow the SDK origin for a PayPal hotel only', async () => {
    const origins = paymentScriptOriginsFromSettings(
      API,
      settingsOf({
        'paypal-hotel': { payment_gateway_setting: { provider: 'paypal' } },
        'gmo-hotel': { payment_gateway_setting: { provider: 'gmo' } },
        'stand-in-hotel': { payment_gateway_setting: null },
      }),
    );
    expect(await origins('paypal-hotel')).toEqual([API]);
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
});
