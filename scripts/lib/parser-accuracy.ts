import type { OtaCriteria } from '#domain/entities/ota-criteria.ts';
import { nightsBetween } from '#domain/rules/nights.ts';
import { parseOtaQuery } from '#domain/rules/ota-query-parser.ts';
import heldOut from './ota-parser-held-out.json' with { type: 'json' };
import tuned from './ota-parser-queries.json' with { type: 'json' };

// The query parser's field-level precision and recall on the bench's queries (issue 23 "Show"). A field it fills
// with the expected value is a true positive; one it fills with another value, or fills when nothing was expected,
// a false positive; an expected value it misses or gets wrong, a false negative. Lists count item by item.
// Two sets: the queries the parser was built against, and a held-out set written later and scored before any change
// to the parser, so the bench also says how it reads requests it was not tuned on.

type QuerySet = { today: string; queries: { q: string; expect: unknown }[] };

export const QUERY_SETS = {
  'scripts/lib/ota-parser-queries.json': tuned,
  'scripts/lib/ota-parser-held-out.json': heldOut,
} satisfies Record<string, QuerySet>;

const SCALARS = {
  dates: (c: OtaCriteria) => (c.checkin ? `${c.checkin}..${c.checkout}` : undefined),
  nights: (c: OtaCriteria) => c.nights ?? (c.checkin ? nightsBetween(c.checkin, c.checkout) : undefined),
  guests: (c: OtaCriteria) =>
    c.adults === undefined && c.children === undefined ? undefined : `${c.adults ?? '-'}+${c.children ?? 0}(${(c.children_ages ?? []).join(',')})`,
  rooms: (c: OtaCriteria) => c.rooms,
  budget: (c: OtaCriteria) => (c.budget ? `${c.budget.amount}/${c.budget.per}` : undefined),
  area: (c: OtaCriteria) => c.area,
} satisfies Record<string, (c: OtaCriteria) => string | number | undefined>;

const LISTS = { types: (c: OtaCriteria) => c.types ?? [], amenities: (c: OtaCriteria) => c.amenities ?? [], meals: (c: OtaCriteria) => c.meals ?? [] };

export type FieldScore = { field: string; tp: number; fp: number; fn: number; precision: number; recall: number };
export type Miss = { q: string; field: string; expected: unknown; got: unknown };

export function parserAccuracy(data: QuerySet): { queries: number; fields: FieldScore[]; misses: Miss[] } {
  const counts = new Map<string, { tp: number; fp: number; fn: number }>();
  const misses: Miss[] = [];
  const add = (field: string, key: 'tp' | 'fp' | 'fn') => {
    const row = counts.get(field) ?? { tp: 0, fp: 0, fn: 0 };
    row[key]++;
    counts.set(field, row);
  };
  for (const { q, expect } of data.queries) {
    const got = parseOtaQuery(q, data.today).criteria;
    const want = expect as OtaCriteria;
    for (const [field, read] of Object.entries(SCALARS)) {
      const [g, w] = [read(got), read(want)];
      if (g !== undefined && g === w) add(field, 'tp');
      else {
        if (g !== undefined) add(field, 'fp');
        if (w !== undefined) add(field, 'fn');
        if (g !== undefined || w !== undefined) misses.push({ q, field, expected: w, got: g });
      }
    }
    for (const [field, read] of Object.entries(LISTS)) {
      const [g, w] = [read(got) as string[], read(want) as string[]];
      for (const item of g) add(field, w.includes(item) ? 'tp' : 'fp');
      for (const item of w) if (!g.includes(item)) add(field, 'fn');
      if (g.length !== w.length || g.some((item) => !w.includes(item))) misses.push({ q, field, expected: w, got: g });
    }
  }
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  const fields = [...counts].map(([field, { tp, fp, fn }]) => ({ field, tp, fp, fn, precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn) }));
  return { queries: data.queries.length, fields, misses };
}

/** npm run bench's parser section: for each set, the table, then what it got wrong. */
export function reportParserAccuracy(): void {
  for (const [file, data] of Object.entries(QUERY_SETS)) {
    const { queries, fields, misses } = parserAccuracy(data);
    console.log(`\nOTA query parser, ${queries} queries (${file}), field-level:`);
    console.log('| field | precision | recall | tp | fp | fn |\n|---|---|---|---|---|---|');
    for (const f of fields) console.log(`| ${f.field} | ${f.precision.toFixed(2)} | ${f.recall.toFixed(2)} | ${f.tp} | ${f.fp} | ${f.fn} |`);
    for (const miss of misses) console.log(`  miss ${miss.field}: ${miss.q} → ${JSON.stringify(miss.got)} (expected ${JSON.stringify(miss.expected)})`);
  }
}
