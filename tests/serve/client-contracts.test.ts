// The app's build drops the contracts' request schemas (ADR 243): only `response` is parsed in the browser.
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { blankRequestSchemas } from '#scripts/lib/client-contracts.ts';

const source = `import { defineContract, ZNone, ZNoBody } from './contract';
export const getThing = defineContract({
  method: 'POST',
  path: '/things/:id',
  params: z.object({ id: z.string() }),
  query: ZNone,
  body: z.object({
    name: z.string().check(z.minLength(1)),
  }),
  response: z.object({ data: z.string() }),
  session: true,
});
const params = z.object({});
export const other = defineContract({ method: 'GET', path: '/x', params, query: q, body: ZNoBody, response: ZNone, session: false });
export const notAContract = make({ params: z.object({}), body: z.string() });
`;

describe('client contracts', () => {
  const out = blankRequestSchemas(source, (code) => parseAst(code)) ?? '';

  it('blanks params, query and body of every defineContract call and keeps the response', () => {
    expect(out).not.toContain('z.object({ id: z.string() })');
    expect(out).not.toContain('minLength');
    expect(out).toContain('response: z.object({ data: z.string() })');
    expect(out).toMatch(/params: void 0 +,/);
    expect(out).toMatch(/query: 0,/);
    expect(out).toMatch(/body: void 0 /);
    expect(out).toContain('response: ZNone');
  });

  it('leaves other calls and shorthand properties alone', () => {
    expect(out).toContain('make({ params: z.object({}), body: z.string() })');
    expect(out).toContain("path: '/x', params, query");
  });

  it('keeps every other character in its place, so the source map stays true, and the module parses', () => {
    expect(out).toHaveLength(source.length);
    expect(out.split('\n').length).toBe(source.split('\n').length);
    expect(out.indexOf('response: z.object')).toBe(source.indexOf('response: z.object'));
    expect(() => parseAst(out)).not.toThrow();
  });

  it('returns null for a module without contracts', () => {
    expect(blankRequestSchemas('export const a = 1;', (code) => parseAst(code))).toBeNull();
  });
});
