// One stand-in API process on a database file, on a free loopback port: the reliability suite runs two on one file
// and kills one mid-burst; npm run bench loads one from outside. Prints {"port":N} once listening.
// Usage: api-process.ts <database file> [fixed clock, ISO 8601]
import { serve } from '@hono/node-server';
import { createApiApp, openDatabase, startSweep } from '#server/src/index.ts';

const [file, fixedNow] = process.argv.slice(2);
if (!file) throw new Error('usage: api-process.ts <database file> [now]');
const now = fixedNow ? () => new Date(fixedNow) : () => new Date();
const db = openDatabase(file);
startSweep(db, { now });
const app = createApiApp({ db, corsOrigins: [], now });
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(JSON.stringify({ port: info.port })));
