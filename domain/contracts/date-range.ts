import * as z from 'zod/mini';
import { nightsBetween } from '../rules/nights';
import { ZIsoDate } from '../entities/common';

/** The longest range one calendar call covers: three months and a bit, what a two-month calendar shows. */
export const MAX_RANGE_DAYS = 93;

/** from..to, both included. */
export const ZDateRangeQuery = z
  .object({ from: ZIsoDate, to: ZIsoDate })
  .check(
    z.refine((q) => q.to >= q.from, { message: 'to must not be before from', path: ['to'] }),
    z.refine((q) => nightsBetween(q.from, q.to) < MAX_RANGE_DAYS, { message: `at most ${MAX_RANGE_DAYS} days`, path: ['to'] }),
  );
