// The arrows of docs/ARCHITECTURE.md are lint errors, so a wrong import cannot land quietly.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('import boundaries', () => {
  it('rejects domain importing the server', async () => {
    const errors = await boundaryErrors('domain/rules/bad.ts', "export { createApiApp } from '../../server/src/index';\n");
    expect(errors.join()).toContain('domain/ depends on nothing of ours');
  });

  it('rejects the server importing the app', async () => {
    const errors = await boundaryErrors('server/src/bad.ts', "export { callApi } from '../../app/src/lib/api-client';\n");
    expect(errors).toHaveLength(1);
  });

  it('rejects the loader importing domain (it must stay small)', async () => {
    const errors = await boundaryErrors('loader/src/bad.ts', "export { CURRENCIES } from '../../domain/constants/currencies';\n");
    expect(errors).toHaveLength(1);
  });

  it('rejects one feature importing another', async () => {
    const errors = await boundaryErrors(
      'app/src/features/booking/bad.ts',
      "export * from '../search/api/get-rooms';\n",
    );
    expect(errors.join()).toContain('Features never import each other');
  });

  it('allows the app to import domain and the server to import domain', async () => {
    expect(await boundaryErrors('app/src/lib/ok.ts', "export { CURRENCIES } from '../../../domain/constants/currencies';\n")).toEqual([]);
    expect(await boundaryErrors('server/src/ok.ts', "export { CURRENCIES } from '../../domain/constants/currencies';\n")).toEqual([]);
  });
});
