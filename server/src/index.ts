// The server's public face: what the start, e2e and bench scripts use to run the stand-in API.
export { createApiApp, type ApiAppOptions } from './app';
export { openDatabase, type Database } from './db/open-database';
export { DEMO_API_CLIENT, isSeeded, SEED_CALENDAR, seedDatabase, type SeedOptions } from './db/seed';
