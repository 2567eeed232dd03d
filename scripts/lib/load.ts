import { Agent, request } from 'node:http';

export type LoadResult = { requests: number; errors: number; seconds: number; perSecond: number; p50Ms: number; p99Ms: number };

/**
 * A small loopback load generator: `concurrency` keep-alive connections each sending GETs back to back until
 * `seconds` have passed or `maxRequests` were sent, whichever comes first (bounded on a shared machine). A non-200
 * answer counts as an error.
 */
export async function loadGet(
  url: string,
  options: { concurrency: number; seconds: number; maxRequests: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let sent = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const once = () =>
    new Promise<void>((done) => {
      const at = performance.now();
      const call = request(url, { agent, headers: options.headers }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - at);
          if (response.statusCode !== 200) errors += 1;
          done();
        });
      });
      call.on('error', () => {
        errors += 1;
        done();
      });
      call.end();
    });
  const worker = async () => {
    while (performance.now() < deadline && sent < options.maxRequests) {
      sent += 1;
      await once();
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  return { requests: latencies.length, errors, seconds, perSecond: latencies.length / seconds, p50Ms: at(0.5), p99Ms: at(0.99) };
}
