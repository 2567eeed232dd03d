import type { Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { REQUEST_HEADERS, type Contract } from '#domain/contracts/index.ts';
import type { ClientSession } from '../sessions/client-sessions';
import { ApiError, invalidSession, notFound } from './api-error';
import { detailsFromIssues } from './zod-details';

/** What a handler answers: the status and a body in the contract's response shape. */
export type Reply<T> = { status: 200 | 201; body: T };

export type HandlerInput<C extends Contract> = {
  params: z.output<C['params']>;
  query: z.output<C['query']>;
  body: z.output<C['body']>;
  /**
   * Set for contracts with `session: true`; the helper has already refused calls without a live one. Undefined
   * for `session: 'ota'`, whose live travel-agency session acts for no brand.
   */
  session: ClientSession | undefined;
  context: Context;
};

export type ContractHandler<C extends Contract> = (
  input: HandlerInput<C>,
) => Reply<z.input<C['response']>> | Promise<Reply<z.input<C['response']>>>;

export type MountContract = <C extends Contract>(contract: C, handler: ContractHandler<C>) => void;

/**
 * Returns the one way routes are added: the request is parsed with the contract's schemas before the
 * handler runs, and the handler's answer is parsed with the contract's response schema before it is sent.
 */
export function contractMounter(
  app: Hono,
  resolveSession: (token: string | undefined) => ClientSession | undefined,
  /** Whether the token is a live travel-agency session, for contracts with `session: 'ota'`. */
  isOtaSession: (token: string | undefined) => boolean = () => false,
): MountContract {
  return function mount<C extends Contract>(contract: C, handler: ContractHandler<C>): void {
    app.on(contract.method, contract.path, async (c) => {
      // A path that does not parse names no resource: 404, like any other unknown address.
      const params = z.safeParse<C['params']>(contract.params, c.req.param());
      if (!params.success) throw notFound();

      let session: ClientSession | undefined;
      if (contract.session === 'ota') {
        if (!isOtaSession(c.req.header(REQUEST_HEADERS.clientSession))) throw invalidSession();
      } else if (contract.session) {
        session = resolveSession(c.req.header(REQUEST_HEADERS.clientSession));
        if (!session) throw invalidSession();
      }

      const query = z.safeParse<C['query']>(contract.query, c.req.query());
      const body = z.safeParse<C['body']>(contract.body, await readJsonBody(c, contract.method));
      if (!query.success || !body.success) {
        const issues = [...(query.error?.issues ?? []), ...(body.error?.issues ?? [])];
        throw new ApiError(422, 'invalid', 'Some of the information sent is missing or not valid.', {
          codes: [1000],
          fields: detailsFromIssues(issues),
        });
      }

      const reply = await handler({ params: params.data, query: query.data, body: body.data, session, context: c });
      const response = contract.response.safeParse(reply.body);
      if (!response.success) {
        // Our own answer broke the contract: a server bug, logged as a 500. The message names the fields,
        // never their values, which hold guest data.
        const where = response.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
        throw new Error(`the answer of ${contract.method} ${contract.path} does not match its contract (${where})`);
      }
      return c.json(response.data as object, reply.status);
    });
  };
}

/** Bodies are read as text and parsed here, so malformed JSON is a 400 rather than a thrown error. */
async function readJsonBody(c: Context, method: Contract['method']): Promise<unknown> {
  if (method === 'GET' || method === 'DELETE') return undefined;
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'malformed_json', 'The request body is not valid JSON.', { codes: [1000] });
  }
}
