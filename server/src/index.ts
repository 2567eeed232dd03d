// The server's public face: what the start, e2e and bench scripts use to run the stand-in API.
export { createApiApp } from './app';
export { DamagedDatabaseError, openDatabase, type Database } from './db/open-database';
export { runSweep, startSweep, SWEEP_STEPS } from './maintenance/sweep';
export { DEMO_API_CLIENT, isSeeded, SEED_CALENDAR, seedDatabase } from './db/seed';
export { DEFAULT_RATE_LIMITS, perAddressTimes, type RateLimits } from './http/rate-limits';
