// Demo only: plays a chatbot vendor's script. It frames the booking app itself and talks to it through
// frame-host.js from the app origin: it answers getTriplabotUserId with its (fake) chatbot user, keeps the chat-link
// credential the app hands its onChatbotSession callback (never a DOM event, ADR 192), signs the app in through
// /iframe-token and out with logout.
const appOrigin = document.querySelector('meta[name="app-origin"]')?.getAttribute('content') ?? '';
const HOTEL_CODE = 'sakura-tokyo';
/** A real chatbot loads its user after the page; the app polls for it (every 200 ms, for 2 s at most). */
const CHATBOT_USER_READY_MS = 600;
const EVENT = 'hotel-booking-widget:';

const { connectAppFrame } = await import(`${appOrigin}/frame-host.js`);

const messages = document.getElementById('chat-messages');
function say(text) {
  const entry = document.createElement('li');
  entry.className = 'chat-window__message';
  entry.textContent = text;
  messages?.append(entry);
}

// The fake chatbot user: one per browser tab, as a chat session would be.
const chatbotUser = sessionStorage.getItem('demo-chatbot-user') ?? `chat-${crypto.randomUUID().slice(0, 8)}`;
sessionStorage.setItem('demo-chatbot-user', chatbotUser);
let knownUser = null;
setTimeout(() => {
  knownUser = chatbotUser;
  const output = document.getElementById('chatbot-user');
  if (output) output.textContent = chatbotUser;
}, CHATBOT_USER_READY_MS);

function appAddress(path, query) {
  const url = new URL(path, appOrigin);
  url.search = new URLSearchParams({ hotel_code: HOTEL_CODE, locale: 'en', ...query }).toString();
  return url.toString();
}

const widgetFrame = document.getElementById('chatbot-widget');
widgetFrame.src = appAddress('/booking/result', { iframe: 'chatbot', chatbot_sync: 'true' });
/**
 * The chatbot's credential for this chat link: it names the link for an hour and nothing more (no profile, no
 * bookings, no sign-in). A real chatbot passes it to its own backend, which asks the API whom the chat is linked to
 * (GET /hotels/{id}/memberships/chatbot_link); this demo only shows how long it lasts.
 */
const widget = connectAppFrame({
  iframe: widgetFrame,
  chatbotUserId: () => knownUser,
  onChatbotSession: (credential) => {
    const until = new Date(credential.expires_at).toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' });
    const output = document.getElementById('chat-link');
    if (output) output.textContent = `linked until ${until}`;
    say('Concierge: Your membership is now linked to this chat.');
  },
  onClose: () => say('Concierge: The booking window stays here whenever you need it.'),
});
say('Concierge: Welcome to Sakura Tokyo! Pick your dates below, or ask me anything.');
widgetFrame.addEventListener(`${EVENT}triplabotSynced`, () => say('Concierge: Chat and booking are in sync.'));
widgetFrame.addEventListener(`${EVENT}showChatbot`, () => document.getElementById('chat-heading')?.scrollIntoView());

// The chatbot's menu: the booking window moves to a page of the app (the frame reloads and reconnects).
for (const button of document.querySelectorAll('[data-open-path]')) {
  button.addEventListener('click', () => {
    widgetFrame.src = appAddress(button.dataset.openPath, { iframe: 'chatbot', chatbot_sync: 'true' });
  });
}

for (const button of document.querySelectorAll('[data-frame-command]')) {
  button.addEventListener('click', () => {
    if (button.dataset.frameCommand === 'logout') widget.logout();
    else widget.refreshLogin();
  });
}

// Helper frames (/iframe-token, /iframe-change-locale) come and go; only the latest of each kind is kept.
const helpers = new Map();
function openHelperFrame(kind, title, address) {
  helpers.get(kind)?.close();
  const frame = document.createElement('iframe');
  frame.className = 'chat-form__frame';
  frame.title = title;
  frame.dataset.hotelCode = HOTEL_CODE;
  frame.src = address;
  document.getElementById('token-frames')?.append(frame);
  const connection = connectAppFrame({ iframe: frame });
  helpers.set(kind, {
    close: () => {
      connection.destroy();
      frame.remove();
    },
  });
  return frame;
}

document.getElementById('token-form')?.addEventListener('submit', (event) => {
  event.preventDefault();
  const form = new FormData(event.currentTarget);
  const token = String(form.get('token') ?? '').trim();
  if (!token) return;
  const kind = form.get('token-kind') === 'one_time_access_token' ? 'one_time_access_token' : 'accessToken';
  const frame = openHelperFrame('token', 'Sign-in hand-over', appAddress('/iframe-token', { iframe: 'chatbot', [kind]: token }));
  frame.addEventListener(`${EVENT}login`, () => {
    say('Concierge: You are signed in. The booking window now shows your member rates.');
    widget.refreshLogin();
  });
});

document.getElementById('locale-form')?.addEventListener('submit', (event) => {
  event.preventDefault();
  const locale = String(new FormData(event.currentTarget).get('locale') ?? 'en');
  openHelperFrame('locale', 'Language hand-over', appAddress('/iframe-change-locale', { locale }));
});
