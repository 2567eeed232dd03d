import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '#app/platform/next-task.ts';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes on in a later task, after everything the task at hand still has to do', async () => {
    let resumed = false;
    const step = nextTask().then(() => {
      resumed = true;
    });
    // A promise that settled at once would have resumed within these microtasks.
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    expect(resumed).toBe(false);
    await step;
    expect(resumed).toBe(true);
  });

  it("takes the browser's scheduler.yield where there is one, called on the scheduler", async () => {
    const scheduler = {
      yielded: 0,
      yield(this: { yielded: number }) {
        this.yielded += 1;
        return Promise.resolve();
      },
    };
    vi.stubGlobal('scheduler', scheduler);
    await nextTask();
    expect(scheduler.yielded).toBe(1);
  });
});
