// The flows' verbs, once for every engine: find in the page, wait, then act through the session.
import { boxExpression, findExpression, propertyExpression, type Target } from './page-script';
import type { ElementRef, Session } from './session';

/** Long enough for a loaded 2-core machine to draw the app's first screen; short enough to keep the suite bounded. */
const WAIT_MS = 20_000;

export class SmokeFailure extends Error {}

function describe(target: Target): string {
  return JSON.stringify(target);
}

export async function waitUntil<T>(what: string | (() => string), probe: () => Promise<T | null | undefined | false>, timeout = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      // A frame in the middle of a navigation answers with an error; try again until the deadline.
      last = error;
    }
    if (Date.now() > deadline) throw new SmokeFailure(`timed out waiting for ${typeof what === 'string' ? what : what()}${last ? ` (last error: ${String(last)})` : ''}`);
    await new Promise((done) => setTimeout(done, 150));
  }
}

export function actions(session: Session) {
  const find = (target: Target) => waitUntil(describe(target), () => session.element(findExpression(target)));
  const valueOf = <T>(target: Target, property: string) => session.evaluate<T | null>(propertyExpression(target, property));

  const holdStill = (target: Target) =>
    waitUntil(`${describe(target)} to hold still`, async () => {
      const before = await session.evaluate<string | null>(boxExpression(target));
      await new Promise((done) => setTimeout(done, 100));
      return before !== null && before === (await session.evaluate<string | null>(boxExpression(target)));
    });

  return {
    find,
    /** Waits until the target is on screen. */
    see: async (target: Target, timeout?: number): Promise<void> => {
      await waitUntil(describe(target), () => session.element(findExpression(target)), timeout);
    },
    /** Waits until no element matches the target. */
    gone: async (target: Target): Promise<void> => {
      await waitUntil(`${describe(target)} to go`, async () => (await session.element(findExpression(target))) === null);
    },
    /**
     * Clicks once the target holds still (same box twice, 100 ms apart), as Playwright does: on a loaded machine
     * a click during a re-render or a layout shift lands on nothing.
     */
    click: async (target: Target): Promise<void> => {
      await holdStill(target);
      await session.click(await find(target));
    },
    /**
     * Types once the field holds still, as a click does, and tries again while the driver cannot focus it: WebKit's
     * driver called the provider's card number "not focusable" while its frame, just shown, was still being laid
     * out (a whole run, 2026-11-28). The refusal comes as the field is focused, before any key is sent.
     */
    type: async (target: Target, text: string): Promise<void> => {
      await holdStill(target);
      await waitUntil(`${describe(target)} to take the keys`, async () => {
        await session.type(await find(target), text);
        return true;
      });
    },
    select: async (target: Target, value: string): Promise<void> => session.select(await find(target), value),
    /** Waits until a property of the target (value, checked) is what is expected. */
    expectProperty: async (target: Target, property: string, expected: unknown): Promise<void> => {
      let seen: unknown;
      await waitUntil(() => `${describe(target)}.${property} to be ${JSON.stringify(expected)} (saw ${JSON.stringify(seen)})`, async () => {
        seen = await valueOf(target, property);
        return seen === expected;
      });
    },
    valueOf,
    /** Enters the iframe found (waiting until its document has a body). */
    enterFrame: async (iframe: Target): Promise<void> => {
      const element: ElementRef = await find(iframe);
      await session.enterFrame(element);
      await waitUntil('the frame document', () => session.evaluate<boolean>('document.readyState !== "loading" && Boolean(document.body)'));
    },
    evaluate: <T>(expression: string) => session.evaluate<T>(expression),
  };
}

export type Actions = ReturnType<typeof actions>;
