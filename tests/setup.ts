import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

// A console.error during a test (a React warning, an unhandled render error) fails that test: such output is
// a bug even when every assertion passes.
const originalConsoleError = console.error;
let consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(format(...args));
    originalConsoleError(...args);
  };
});

afterEach(() => {
  console.error = originalConsoleError;
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called during the test:\n${consoleErrors.join('\n')}`);
  }
});

// Component tests opt into jsdom; only they need Testing Library to unmount what they rendered.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
