// npm start: build, seed when the database is absent, serve API, app and demo host, print the URLs.
import { resolve } from 'node:path';
import { readPort, startStack } from './lib/stack';

const stack = await startStack({
  apiPort: readPort('API_PORT', 8787),
  appPort: readPort('APP_PORT', 5173),
  demoPort: readPort('DEMO_PORT', 5174),
  dbPath: resolve(process.env.DB_PATH ?? '.data/hotel-booking.sqlite'),
  build: process.env.SKIP_BUILD !== '1',
}).catch((error: unknown) => {
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

console.log(`
  Hotel booking widget is running.

  Demo hotel page (another site, the widget embedded cross-site):  ${stack.urls.demo}/
  App on its own:   ${stack.urls.app}/booking/result?hotel_code=sakura-tokyo
  Travel-agency site: ${stack.urls.ota}/
  API:              ${stack.urls.api}/hotels/sakura-tokyo/settings/booking_widget
  Mail outbox:      ${stack.urls.api}/__outbox

  Press Ctrl-C to stop.
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stack.stop().then(() => process.exit(0));
  });
}
