const PREFIX = '[hotel-booking-widget]';

/** Everything the loader reports goes to the console with one prefix; nothing is ever thrown into the host page. */
export function warn(message: string, error?: unknown): void {
  console.warn(`${PREFIX} ${message}`, ...(error === undefined ? [] : [error]));
}

/** Runs loader code that the host page calls back into (start-up, observers) without ever letting it throw. */
export function safely(run: () => void): void {
  try {
    run();
  } catch (error) {
    warn('stopped on an unexpected error', error);
  }
}
