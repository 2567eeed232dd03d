// Runs before the browser tests so a missing browser is one clear message, not a stack trace.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath, MISSING_CHROMIUM_HELP } from './lib/chromium';

const playwrightOwn = (() => {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
})();

if (!chromiumPath() && !playwrightOwn) {
  console.error(MISSING_CHROMIUM_HELP);
  process.exit(1);
}
