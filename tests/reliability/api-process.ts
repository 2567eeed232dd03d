// One stand-in API process on a database file, for the reliability suite: several of them share one file, and one
// is killed with SIGKILL mid-burst. Prints {"port":N} once listening; serves until killed.
import { serve } from '@hono/node-server';
import { createApiApp, openDatabase } from '../../server/src';
import { APP_ORIGIN, NOW } from '../server/test-api';

const file = process.argv[2];
if (!file) throw new Error('usage: api-process.ts <database file>');
const db = openDatabase(file);
const app = createApiApp({ db, corsOrigins: [APP_ORIGIN], now: () => NOW });
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(JSON.stringify({ port: info.port })));
