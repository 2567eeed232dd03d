// Demo only: shows every DOM event the booking widget sends this page, the way a hotel's own script would
// listen for them (document.addEventListener('hotel-booking-widget:login', ...)).
const EVENT_NAMES = [
  'ready',
  'resize',
  'login',
  'close',
  'showChatbot',
  'bookingWidgetOpened',
  'removeQuery',
  'ga4Event',
  'receiveTriplabotSession',
  'triplabotSynced',
  'getTriplabotUserId',
  'receiveCompanionInfo',
];
/** Enough to follow a session; older entries fall off the end. */
const MAX_ENTRIES = 50;

const list = document.getElementById('bridge-log');

function describeWidget(widget) {
  return widget instanceof Element ? (widget.getAttribute('hotel-code') ?? 'widget') : 'widget';
}

function formatDetail(detail) {
  return detail === null || detail === undefined ? '' : JSON.stringify(detail);
}

function addEntry(name, event) {
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
