type YieldingScheduler = { yield: () => Promise<void> };

/**
 * Settles in a task of its own, so the work after it does not lengthen the task at hand: a phone's main thread
 * then answers a tap between the startup's steps rather than after all of them (ADR 280). Chromium's
 * `scheduler.yield` runs the rest ahead of other queued work; elsewhere a message to ourselves does, as a timer
 * would wait up to a second in a background tab or a hidden frame (the launcher's early frame, ADR 267).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
