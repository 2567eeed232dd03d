// Demo only: plays a hotel's LIFF app. With no LIFF access token it offers LINE's login (the API's stand-in); back
// from it with a token in the address fragment, it frames /iframe-liff-token with the token, and once that frame
// says login (the member session is stored for the brand), frames the booking app, which starts signed in.
const appOrigin = document.querySelector('meta[name="app-origin"]')?.getAttribute('content') ?? '';
const lineLogin = document.querySelector('meta[name="line-login"]')?.getAttribute('content') ?? '';
const HOTEL_CODE = 'sakura-tokyo';
const EVENT = 'hotel-booking-widget:';

const { connectAppFrame } = await import(`${appOrigin}/frame-host.js`);

const status = document.getElementById('liff-status');
const frames = document.getElementById('liff-frames');
const show = (text) => {
  if (status) status.textContent = text;
};

function appAddress(path, query) {
  const url = new URL(path, appOrigin);
  url.search = new URLSearchParams({ hotel_code: HOTEL_CODE, locale: 'en', ...query }).toString();
  return url.toString();
}

function frameApp(title, address) {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.dataset.hotelCode = HOTEL_CODE;
  frame.src = address;
  frames?.append(frame);
  return { frame, connection: connectAppFrame({ iframe: frame }) };
}

let booking = null;
for (const button of document.querySelectorAll('[data-frame-command]')) {
  button.addEventListener('click', () => {
    if (!booking) return;
    if (button.dataset.frameCommand === 'logout') booking.logout();
    else booking.refreshLogin();
  });
}

function openBooking() {
  const { frame, connection } = frameApp('Hotel booking', appAddress('/booking/result', {}));
  frame.className = 'chat-window__app';
  booking = connection;
}

// The token arrives in the fragment (never sent to a server); it is taken out of the address at once.
const fragment = new URLSearchParams(location.hash.slice(1));
history.replaceState(null, '', `${location.pathname}${location.search}`);
const token = fragment.get('liff_access_token');

if (token) {
  show('Signing you in with LINE…');
  const { frame, connection } = frameApp('LINE sign-in', appAddress('/iframe-liff-token', { liff_access_token: token }));
  frame.className = 'chat-form__frame';
  frame.addEventListener(`${EVENT}login`, () => {
    show('Signed in with LINE.');
    connection.destroy();
    frame.remove();
    openBooking();
  });
} else {
  if (fragment.get('error') === 'access_denied') show('LINE login was cancelled. You can book without signing in.');
  const login = new URL(lineLogin);
  login.search = new URLSearchParams({ hotel_code: HOTEL_CODE, redirect_uri: `${location.origin}${location.pathname}` }).toString();
  const link = document.getElementById('liff-login-link');
  if (link) link.href = login.toString();
  document.getElementById('liff-login')?.removeAttribute('hidden');
  openBooking();
}
