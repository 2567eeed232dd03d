import { buildAll } from '#scripts/lib/stack.ts';

/** Builds the app and the loader once for the run; every worker's stack serves that build (SKIP_BUILD=1 reuses the last). */
export default function globalSetup(): void {
  if (process.env.SKIP_BUILD !== '1') buildAll();
}
