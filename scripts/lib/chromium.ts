import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests drive. No browser can be downloaded on the project's machines, so this is
 * Debian's (CHROMIUM_PATH overrides); undefined means "use Playwright's own browser if one is installed".
 */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/**
 * The Chromium the Playwright e2e suite drives: Debian's headless shell when installed (it leaves out the full
 * browser's UI layer and takes about 30 % less time on the same tests, ADR 236), else the full browser.
 * E2E_CHROMIUM_PATH overrides.
 */
export function e2eChromiumPath(): string | undefined {
  const candidates = [process.env.E2E_CHROMIUM_PATH, '/usr/bin/chromium-headless-shell'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? chromiumPath();
}

/** Flags for running as root in a container with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const MISSING_CHROMIUM_HELP = `Chromium was not found, and the browser tests need it.
  Debian or Ubuntu:  sudo apt-get install -y chromium chromium-headless-shell fonts-noto-core fonts-noto-cjk
  Elsewhere:         npx playwright install chromium
  Or point CHROMIUM_PATH at a Chromium or Chrome binary.`;
