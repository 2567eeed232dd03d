/**
 * The seeded demo client the app identifies itself with when built without VITE_CLIENT_KEY and VITE_CLIENT_SECRET
 * (a real deployment builds with its own). The document's startup script sends the same (ADR 272).
 */
export const DEMO_CLIENT = { key: 'hbw-demo-client', secret: 'hbw-demo-secret' };
