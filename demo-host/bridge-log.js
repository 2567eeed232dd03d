// Demo only: shows every DOM event the booking widget sends this page, the way a hotel's own script would
// listen for them (document.addEventListener('hotel-booking-widget:login', ...)), and sends the widget the JS API
// calls of the buttons beside the log.
const EVENT_NAMES = [
  'ready',
  'disconnected',
  'reconnected',
  'opened',
  'closed',
  'resize',
  'login',
  'close',
  'showChatbot',
  'bookingWidgetOpened',
  'removeQuery',
  'ga4Event',
  'reservationCompleted',
  'triplabotSynced',
  'getTriplabotUserId',
  'receiveCompanionInfo',
];
/** Enough to follow a session; older entries fall off the end. */
const MAX_ENTRIES = 50;

const list = document.getElementById('bridge-log');

function describeWidget(widget) {
  if (!(widget instanceof Element)) return 'widget';
  const mode = widget.getAttribute('mode') === 'modal' ? ' (modal)' : '';
  // A widget element names its hotel in hotel-code; a frame a chatbot or LINE host placed, in data-hotel-code.
  const hotel = widget.getAttribute('hotel-code') ?? widget.getAttribute('data-hotel-code') ?? 'widget';
  const frame = widget instanceof HTMLIFrameElement ? ` (${widget.title})` : '';
  return `${hotel}${mode}${frame}`;
}

function formatDetail(detail) {
  return detail === null || detail === undefined ? '' : JSON.stringify(detail);
}

function addEntry(name, event) {
  if (!list) return;
  const entry = document.createElement('li');
  entry.className = 'bridge-log__entry';

  const time = document.createElement('time');
  const now = new Date();
  time.dateTime = now.toISOString();
  time.textContent = now.toLocaleTimeString('en-GB');

  const label = document.createElement('strong');
  label.textContent = name;

  const source = document.createElement('span');
  source.className = 'bridge-log__source';
  source.textContent = `from ${describeWidget(event.target)}`;

  entry.append(time, ' ', label, ' ', source);
  const detail = formatDetail(event.detail);
  if (detail) {
    const code = document.createElement('code');
    code.textContent = detail;
    entry.append(' ', code);
  }

  list.prepend(entry);
  while (list.children.length > MAX_ENTRIES) list.lastElementChild.remove();
}

for (const name of EVENT_NAMES) {
  document.addEventListener(`hotel-booking-widget:${name}`, (event) => addEntry(name, event));
}

// The JS API: HotelBooking is the stub from the embed code until loader.js replaces it; both take the same calls.
for (const button of document.querySelectorAll('[data-command]')) {
  button.addEventListener('click', () => window.HotelBooking?.(button.dataset.command));
}

// "Book now" links to next week, one night, in this page's own address (dates differ every day).
const bookNow = document.getElementById('book-now');
if (bookNow) {
  const day = (offset) => {
    const date = new Date(Date.now() + offset * 86_400_000);
    return date.toISOString().slice(0, 10);
  };
  bookNow.search = `?booking_widget_open=search&checkin=${day(7)}&checkout=${day(8)}&adults=2`;
}
