// The document's startup script sends the startup's first calls (settings, client session) while the entry still
// downloads and runs (scripts/lib/startup-preload.ts, ADR 272). The API client takes such an answer instead of
// asking again, only for a request that equals the one it would send (method, address, body, credentials and every
// header but the tracing id), and only once: anything else, however close, is asked for anew.
import { REQUEST_HEADERS } from '#domain/contracts/headers.ts';

type EarlyCall = {
  method: string;
  url: string;
  body: string | null;
  credentials: RequestCredentials;
  /** Lower-case names, as `Headers` gives them. */
  headers: Record<string, string>;
  answer: Promise<Response>;
};

type Request = { method: string; url: string; body: string | FormData | undefined; credentials: RequestCredentials; headers: Headers };

const TRACING_ID = REQUEST_HEADERS.tracingId.toLowerCase();

function sameHeaders(sent: Record<string, string>, wanted: Headers): boolean {
  const names = (list: Iterable<string>) => [...list].filter((name) => name !== TRACING_ID).sort();
  const sentNames = names(Object.keys(sent));
  const wantedNames = names(wanted.keys());
  return sentNames.join() === wantedNames.join() && wantedNames.every((name) => sent[name] === wanted.get(name));
}

function matches(call: EarlyCall, request: Request): boolean {
  return (
    call.method === request.method &&
    call.url === request.url &&
    call.body === (request.body ?? null) &&
    call.credentials === request.credentials &&
    sameHeaders(call.headers, request.headers)
  );
}

/** The early answer to exactly this request, with the tracing id it was sent with; removed, so it is used once. */
export function takeEarlyCall(request: Request): { tracingId: string; answer: Promise<Response> } | undefined {
  const calls = (window as Window & { hbwEarlyCalls?: EarlyCall[] }).hbwEarlyCalls;
  const index = calls?.findIndex((call) => matches(call, request)) ?? -1;
  const [call] = index >= 0 ? (calls?.splice(index, 1) ?? []) : [];
  return call && { tracingId: call.headers[TRACING_ID] ?? '', answer: call.answer };
}
