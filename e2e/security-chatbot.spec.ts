// Attack test for issue 13, "no member bearer token reaches a host page" (ADR 192), in real Chromium across two
// origins (the demo host and the app). A third-party script on the hotel's page, loaded before everything else,
// tries every route to a member token while the member is signed in: the widget's DOM events and any event on the
// page, the postMessage traffic (window messages and the MessagePort Penpal hands over, which a page script can
// listen on), and a hidden `iframe=chatbot&chatbot_user_id=…` frame it places itself and connects with
// frame-host.js's callback. The demo page's origin is also the hotel's registered chatbot host, the hardest case:
// only the member's own act in a frame links a chat. On the commit before the fix the hidden frame linked the chat
// at once and the page heard a 30-day member session as a DOM event. The member is each test's own (ADR 209).
import type { Page, Request } from '@playwright/test';
import { signInOnPage, STARTUP } from './support/members';
import { expect, test } from './support/test';
import { E2E_URLS } from './ports';

type Loot = { source: string; data: string };

/** The attacker's tag: records everything it can reach from the first line of the page. */
async function plantEavesdropper(page: Page): Promise<void> {
  await page.addInitScript((appOrigin: string) => {
    // The attacker's script is the hotel page's (init scripts also run in every frame, the app's included).
    if (window.top !== window) return;
    const loot: Loot[] = [];
    Object.defineProperty(window, '__loot', { value: loot });
    const keep = (source: string, data: unknown) => {
      try {
        loot.push({ source, data: JSON.stringify(data) ?? String(data) });
      } catch {
        loot.push({ source, data: String(data) });
      }
    };
    // Every widget event name a page could guess, on document (they bubble and cross shadow roots).
    const names = ['ready', 'login', 'receiveTriplabotSession', 'triplabotSynced', 'getTriplabotUserId', 'receiveCompanionInfo', 'resize', 'ga4Event'];
    for (const name of names) {
      document.addEventListener(`hotel-booking-widget:${name}`, (event) => keep(`event ${name}`, (event as CustomEvent).detail), true);
    }
    // Window messages, and every MessagePort they carry: listening on a port transferred to this window sees the
    // bridge's calls after the handshake.
    window.addEventListener('message', (event) => {
      keep(`message from ${event.origin}`, event.data);
      for (const port of event.ports) {
        port.addEventListener('message', (portEvent) => keep('port message', portEvent.data));
        port.start();
      }
    });
    // Its own hidden chatbot frame, for a chat user of its own, connected with frame-host.js like a real chatbot.
    window.addEventListener('load', () => {
      const frame = document.createElement('iframe');
      frame.title = 'attacker chat';
      frame.setAttribute('aria-hidden', 'true');
      frame.style.cssText = 'position:absolute;width:1px;height:1px;opacity:0;pointer-events:none';
      frame.src = `${appOrigin}/booking/result?hotel_code=sakura-tokyo&locale=en&iframe=chatbot&chatbot_user_id=attacker-chat&chatbot_sync=true`;
      document.body.append(frame);
      for (const name of names) frame.addEventListener(`hotel-booking-widget:${name}`, (event) => keep(`frame event ${name}`, (event as CustomEvent).detail));
      void import(`${appOrigin}/frame-host.js`).then(({ connectAppFrame }) =>
        connectAppFrame({
          iframe: frame,
          chatbotUserId: () => 'attacker-chat',
          onChatbotSession: (credential: unknown) => keep('onChatbotSession', credential),
        }),
      );
    });
  }, E2E_URLS.app);
}

const lootOf = (page: Page): Promise<Loot[]> => page.evaluate(() => (window as unknown as { __loot: Loot[] }).__loot);

/** Every call that would link a chat or mint a chat credential, from any frame of the page. */
function watchChatbotSessionCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/memberships/chatbot_session')) calls.push(request);
  });
  return calls;
}

test.describe('a script on an allowed hotel page', () => {
  test('gets no member token by any route: events, postMessage traffic, or a hidden iframe=chatbot frame of its own', async ({ page, member }) => {
    // The member's own tokens, as the widget's app sends them to the API (never readable by the page's scripts).
    const memberTokens: string[] = [];
    page.on('request', (request) => {
      const authorization = request.headers()['authorization'];
      if (authorization?.startsWith('Bearer ')) memberTokens.push(authorization.slice('Bearer '.length));
    });
    const chatbotSessionCalls = watchChatbotSessionCalls(page);
    await plantEavesdropper(page);
    // The member signs in inside the hotel's widget (a cross-site frame: the sign-in is kept in the API's
    // partitioned cookie, ADR 200), then the page loads again with the planted script watching from the start.
    await page.goto('/');
    const signIn = page.frameLocator('hotel-booking-widget iframe');
    await signIn.getByRole('button', { name: 'Login' }).click(STARTUP);
    await signIn.getByRole('link', { name: 'Member sign-in' }).click();
    await signIn.getByLabel('Email address').fill(member.email);
    await signIn.getByLabel('Password').fill(member.password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(signIn.getByRole('button', { name: `Account menu: ${member.name}` })).toBeVisible(STARTUP);
    const memberToken = memberTokens.at(-1) ?? null;
    expect(memberToken).toBeTruthy();
    await page.reload();
    // The hotel's own widget shows the member signed in: the page heard `login` (identity only).
    const widget = page.frameLocator('hotel-booking-widget iframe');
    await expect(widget.getByRole('button', { name: `Account menu: ${member.name}` })).toBeVisible(STARTUP);

    // The hidden frame reached the point where it would link: signed in (a stored sign-in), connected to a page
    // of a registered chatbot host origin, and waiting for the member to press the link button, which they never see.
    const hidden = page.frameLocator('iframe[title="attacker chat"]');
    await expect(hidden.getByRole('button', { name: `Account menu: ${member.name}` })).toBeAttached(STARTUP);
    await expect(hidden.getByRole('button', { name: 'Link this chat to my account' })).toBeAttached();
    await expect.poll(async () => (await lootOf(page)).some((entry) => entry.source === 'frame event ready')).toBe(true);
    // Give a linking call every chance to happen: the app would make it at once after the handshake, so by the time
    // the hidden frame has drawn its results (its startup calls all answered) it would have been made.
    await expect(hidden.getByRole('region', { name: 'Rooms and plans' }).getByRole('article').first()).toBeAttached(STARTUP);

    const loot = await lootOf(page);
    expect(loot.some((entry) => entry.source === 'event login')).toBe(true);
    expect(loot.filter((entry) => entry.data.includes(memberToken ?? 'no token'))).toEqual([]);
    expect(loot.filter((entry) => entry.source.includes('receiveTriplabotSession') || entry.source === 'onChatbotSession')).toEqual([]);
    expect(loot.filter((entry) => entry.data.includes('receiveTriplabotSession'))).toEqual([]);
    expect(chatbotSessionCalls.map((request) => request.url())).toEqual([]);
  });

  test('a plain link with iframe=chatbot&chatbot_user_id opened at top level links nothing', async ({ page, member }) => {
    await signInOnPage(page, member);
    const chatbotSessionCalls = watchChatbotSessionCalls(page);
    await page.goto(`${E2E_URLS.app}/booking/result?hotel_code=sakura-tokyo&locale=en&iframe=chatbot&chatbot_user_id=attacker-chat&chatbot_sync=true`);
    await expect(page.getByRole('button', { name: `Account menu: ${member.name}` })).toBeVisible(STARTUP);
    // The results drawn: the app's startup calls are all answered, by when a link would have been offered or made.
    await expect(page.getByRole('region', { name: 'Rooms and plans' }).getByRole('article').first()).toBeVisible(STARTUP);
    await expect(page.getByRole('button', { name: 'Link this chat to my account' })).toHaveCount(0);
    expect(chatbotSessionCalls.map((request) => request.url())).toEqual([]);
  });
});
