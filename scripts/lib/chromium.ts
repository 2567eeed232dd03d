import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests drive. No browser can be downloaded on the project's machines, so this is
 * Debian's (CHROMIUM_PATH overrides); undefined means "use Playwright's own browser if one is installed".
 */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
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
  Debian or Ubuntu:  sudo apt-get install -y chromium fonts-noto-core fonts-noto-cjk
  Elsewhere:         npx playwright install chromium
  Or point CHROMIUM_PATH at a Chromium or Chrome binary.`;
