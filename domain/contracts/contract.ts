import * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the provider API. `path` uses `:name` segments (the server's router syntax);
 * the client fills them with `buildPath`. `query` and `body` schemas describe the wire form: the client
 * sends `z.input`, the server parses to `z.output`.
 */
export type Contract<
  Params extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
> = {
  method: HttpMethod;
  path: string;
  params: Params;
  query: Query;
  body: Body;
  response: Response;
  /**
   * Whether the call needs the client session header: true for a brand's session, 'ota' for the travel-agency
   * site's own session (obtained without a hotel code), which acts for no brand.
   */
  session: boolean | 'ota';
};

/** No parameters of this kind; unknown ones (a cache-buster, a tracking parameter) are ignored, not refused. */
export const ZNone = z.object({});
/** Endpoints that take no request body. */
export const ZNoBody = z.undefined();

export function defineContract<
  P extends z.ZodMiniType,
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
  R extends z.ZodMiniType,
>(contract: Contract<P, Q, B, R>): Contract<P, Q, B, R> {
  return contract;
}

export function buildPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export type ParamsOf<C extends Contract> = z.input<C['params']>;
export type QueryOf<C extends Contract> = z.input<C['query']>;
export type BodyOf<C extends Contract> = z.input<C['body']>;
export type ResponseOf<C extends Contract> = z.output<C['response']>;
