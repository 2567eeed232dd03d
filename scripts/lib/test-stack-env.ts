/**
 * What a test stack's API runs with that production does not: a lower scrypt work factor (ADR 236). The suites sign
 * up and sign in hundreds of members; at production strength each costs 0.4 s of CPU, minutes of a 2-core run.
 * vitest sets the same in vite.config.ts.
 */
export const TEST_STACK_ENV = { PASSWORD_SCRYPT_LN: '12' } as const;
