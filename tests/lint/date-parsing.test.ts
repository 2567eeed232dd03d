// Issue 24: printing a date in a chosen locale to read it back is a lint error, so the WebKit bug cannot return.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function dateErrors(code: string, filePath = 'domain/rules/bad.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('reading dates back from a locale format', () => {
  it.each([
    ["the en-CA trick the old todayIn used", "export const d = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());\n"],
    ['cutting a formatted date up', "export const y = new Intl.DateTimeFormat(undefined).format(new Date()).slice(0, 4);\n"],
    ['splitting a toLocaleDateString', "export const p = new Date().toLocaleDateString().split('/');\n"],
    ['handing a formatted date to Date', 'const f = new Intl.DateTimeFormat(undefined);\nexport const d = new Date(f.format(new Date()));\n'],
    ['handing one to Date.parse', 'export const t = Date.parse(new Date().toLocaleString());\n'],
    ['reading a number off one', "export const n = Number(new Intl.DateTimeFormat(undefined, { year: 'numeric' }).format(new Date()));\n"],
  ])('rejects %s', async (_name, code) => {
    expect((await dateErrors(code)).join()).toContain('never parse one');
  });

  it('allows typed parts and formatting for a guest in their locale', async () => {
    const code = [
      "import { LOCALE_TAGS } from '../constants/locales';",
      "export const parts = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC' }).formatToParts(new Date());",
      "export const shown = new Intl.DateTimeFormat(LOCALE_TAGS.ja, { dateStyle: 'long' }).format(new Date());",
      '',
    ].join('\n');
    expect(await dateErrors(code)).toEqual([]);
  });
});
