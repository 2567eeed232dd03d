import * as z from 'zod/mini';


/** A query value that travels as JSON text, parsed and then checked with `schema`. */
export function jsonParam<S extends z.ZodMiniType>(schema: S, message: string) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          // Zod Mini's transform context has no addIssue helper: the issue goes straight on the list.
          ctx.issues.push({ code: 'custom', message, input: text });
          return z.NEVER;
        }
      }),
    ),
    schema,
  );
}

/** A comma-separated list (`a,b,c`); blanks are dropped, so `a,,b` and `a, b` read as two items. */
export function commaListParam<S extends z.ZodMiniType<unknown, string>>(item: S) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      ),
    ),
    z.array(item),
  );
}

/** Booleans in a query string: `true`/`1` and `false`/`0`, nothing else. */
export const ZBooleanParam = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((value) => value === 'true' || value === '1'),
);

export const ZPositiveIntParam = z.coerce.number().check(z.int(), z.positive());
/** An id in a path or query: a positive integer. */
const ZIdParam = ZPositiveIntParam;
export const ZHotelIdParams = z.object({ hotelId: ZIdParam });
export const ZBrandIdParams = z.object({ brandId: ZIdParam });

/** Room plan codes as the cancellation policy and question lookups take them. */
export const ZCodeList = commaListParam(z.string().check(z.minLength(1), z.maxLength(128)));
