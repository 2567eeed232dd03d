import type { APIRequestContext } from '@playwright/test';
import { E2E_URLS } from '../ports';

/** A fault of the stand-in API's switch (server/src/faults), on only in the browser tests' stack. */
export type Fault = {
  kind: 'unauthorized' | 'idp_expired' | 'unavailable' | 'latency' | 'malformed_body';
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Only calls made by a page of this origin, e.g. E2E_URLS.app: not the app server's own look-ups of the path. */
  origin?: string;
  times?: number;
  delay_ms?: number;
};

export async function setFaults(request: APIRequestContext, faults: Fault[]): Promise<void> {
  const answer = await request.post(`${E2E_URLS.api}/__faults`, { data: { faults } });
  if (!answer.ok()) throw new Error(`setting faults answered ${answer.status()}: ${await answer.text()}`);
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete(`${E2E_URLS.api}/__faults`);
}
