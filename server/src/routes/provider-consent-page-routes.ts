import type { Hono } from 'hono';
import { html } from 'hono/html';
import { SIGN_IN_PROVIDERS, type SignInProvider } from '#domain/contracts/provider-sign-in.ts';
import type { Database } from '../db/open-database';
import { standInPage } from '../http/stand-in-page';
import { issueProviderCode } from '../providers/stand-in-provider';

const NAMES: Record<SignInProvider, string> = { facebook: 'Facebook', line: 'LINE', creansmaerd: 'creansmaerd', open_id: 'OpenID provider', ota: 'the travel site' };

/** The demo account each stand-in offers; any other subject, address and name may be typed in. */
const DEMO_ACCOUNTS: Record<SignInProvider, { subject: string; email: string; name: string }> = {
  facebook: { subject: 'fb-10001', email: 'fb.guest@example.com', name: 'Facebook Guest' },
  line: { subject: 'U5bf4980629a1b2c3d4e5f60718293a4c', email: 'line.guest@example.com', name: 'LINE Guest' },
  creansmaerd: { subject: 'CM-000123', email: 'partner.guest@example.com', name: 'Partner Guest' },
  open_id: { subject: 'oidc-42', email: 'oidc.guest@example.com', name: 'OpenID Guest' },
  ota: { subject: 'ota-5150', email: 'ota.guest@example.com', name: 'Travel Guest' },
};

/**
 * The stand-in providers' authorization page: the guest allows the hotel to know their account, and is sent back
 * to the app's callback with a code (creansmaerd: otid) and the state it came with, or error=access_denied. It only
 * sends codes to the app's own origins, as a real provider only to a client's registered redirect addresses.
 */
export function mountProviderConsentPages(app: Hono, db: Database, appOrigins: readonly string[], now: () => Date): void {
  // As the real providers' pages, they refuse to be framed (clickjacking); a framed app opens them in a window of
  // their own (ADR 214).
  app.use('/__providers/*', async (c, next) => {
    await next();
    c.header('X-Frame-Options', 'DENY');
    c.header('Content-Security-Policy', "frame-ancestors 'none'");
  });
  app.get('/__providers/:provider/authorize', (c) => {
    const request = authorizationRequest(c.req.param('provider'), (name) => c.req.query(name), appOrigins);
    if (!request) return c.html(page('This sign-in link is not valid', 'Sign in', html`<p>Please start again from the hotel's page.</p>`), 400);
    const demo = DEMO_ACCOUNTS[request.provider];
    return c.html(
      page(
        `Sign in with ${NAMES[request.provider]}`,
        NAMES[request.provider],
        html`<p>The hotel's booking site (${request.clientId}) would like to know your account id, name and email address.</p>
          <p class="note">Stand-in for ${NAMES[request.provider]}: no real account is used.</p>
          <form method="post" action="/__providers/${request.provider}/authorize">
            ${Object.entries(request.fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
            <label for="subject">Account id</label>
            <input id="subject" name="subject" value="${demo.subject}" required maxlength="64" autocomplete="off" />
            <label for="email">Email address</label>
            <input id="email" name="email" type="email" value="${demo.email}" required maxlength="255" autocomplete="email" />
            <label for="name">Name</label>
            <input id="name" name="name" value="${demo.name}" required maxlength="100" autocomplete="name" />
            <div class="actions">
              <button type="submit" name="action" value="allow">Allow</button>
              <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
            </div>
          </form>`,
      ),
    );
  });

  app.post('/__providers/:provider/authorize', async (c) => {
    const form = await c.req.parseBody();
    const request = authorizationRequest(c.req.param('provider'), (name) => text(form[name]), appOrigins);
    if (!request) return c.html(page('This sign-in link is not valid', 'Sign in', html`<p>Please start again from the hotel's page.</p>`), 400);
    const target = new URL(request.fields.redirect_uri);
    target.searchParams.set('state', request.fields.state);
    if (form.action !== 'allow') {
      target.searchParams.set('error', 'access_denied');
      return c.redirect(target.toString(), 303);
    }
    const subject = text(form.subject)?.trim() ?? '';
    const email = text(form.email)?.trim() ?? '';
    const name = text(form.name)?.trim() ?? '';
    if (!subject || subject.length > 64 || !/^[^@\s]+@[^@\s]+$/.test(email) || !name || name.length > 100) {
      return c.html(page('Check your account details', NAMES[request.provider], html`<p>Some details are not valid. Please go back and check them.</p>`), 422);
    }
    const code = issueProviderCode(
      db,
      {
        provider: request.provider,
        clientId: request.clientId,
        redirectUri: request.fields.redirect_uri,
        codeChallenge: request.fields.code_challenge,
        nonce: request.fields.nonce,
        subject,
        email,
        displayName: name,
      },
      now(),
    );
    target.searchParams.set(request.provider === 'creansmaerd' ? 'otid' : 'code', code);
    return c.redirect(target.toString(), 303);
  });
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

type AuthorizationRequest = {
  provider: SignInProvider;
  clientId: string;
  fields: { client_id: string; redirect_uri: string; state: string; code_challenge: string; nonce: string };
};

/** A well-formed request: a known provider, a brand client, a redirect on the app, a state and an S256 challenge. */
function authorizationRequest(provider: string, read: (name: string) => string | undefined, appOrigins: readonly string[]): AuthorizationRequest | undefined {
  if (!(SIGN_IN_PROVIDERS as readonly string[]).includes(provider)) return undefined;
  const clientId = read('client_id') ?? '';
  const redirectUri = read('redirect_uri') ?? '';
  const state = read('state') ?? '';
  const challenge = read('code_challenge') ?? '';
  const nonce = read('nonce') ?? '';
  if (!/^brand-\d+$/.test(clientId) || !state || !nonce || !/^[A-Za-z0-9_-]{43}$/.test(challenge)) return undefined;
  if (read('code_challenge_method') !== undefined && read('code_challenge_method') !== 'S256') return undefined;
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return undefined;
  }
  if (!appOrigins.includes(url.origin)) return undefined;
  return { provider: provider as SignInProvider, clientId, fields: { client_id: clientId, redirect_uri: redirectUri, state, code_challenge: challenge, nonce } };
}

function page(title: string, provider: string, content: ReturnType<typeof html>) {
  return standInPage({ title, documentTitle: `${title} | ${provider}`, content });
}
