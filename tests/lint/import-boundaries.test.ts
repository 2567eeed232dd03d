// The arrows of docs/ARCHITECTURE.md are lint errors, so a wrong import cannot land quietly.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

// The first lint loads the parser and the resolver: seconds on a busy machine.
const LINT_TIMEOUT = { timeout: 30_000 };

describe('import boundaries', LINT_TIMEOUT, () => {
  it('rejects domain importing the server', async () => {
    const errors = await boundaryErrors('domain/rules/bad.ts', "export { createApiApp } from '../../server/src/index';\n");
    expect(errors.join()).toContain('domain/ depends on nothing of ours');
  });

  it('rejects the server importing the app', async () => {
    const errors = await boundaryErrors('server/src/bad.ts', "export { callApi } from '#app/api/api-client.ts';\n");
    expect(errors).toHaveLength(1);
  });

  it('rejects the loader importing domain (it must stay small)', async () => {
    const errors = await boundaryErrors('loader/src/bad.ts', "export { CURRENCIES } from '../../domain/constants/currencies';\n");
    expect(errors).toHaveLength(1);
  });

  it('rejects one feature importing another', async () => {
    const errors = await boundaryErrors(
      'app/src/features/checkout/bad.ts',
      "export * from '#app/features/search/api/get-rooms.ts';\n",
    );
    expect(errors.join()).toContain('Features never import each other');
  });

  it('allows the app to import domain and the server to import domain', async () => {
    expect(await boundaryErrors('app/src/api/ok.ts', "export { CURRENCIES } from '#domain/constants/currencies.ts';\n")).toEqual([]);
    expect(await boundaryErrors('server/src/ok.ts', "export { CURRENCIES } from '#domain/constants/currencies.ts';\n")).toEqual([]);
  });

  it('holds the boundaries for relative paths as well as aliases', async () => {
    const errors = await boundaryErrors('app/src/features/checkout/bad.ts', "export * from '../search/api/get-rooms';\n");
    expect(errors.join()).toContain('Features never import each other');
  });
});

// Inside app/src, layers import downwards only (ADR 206): platform < api < i18n < components < shared < features < app.
// Each layer gets one arrow it may not draw (to the layer just above it) and one it may (to the layer just below).
describe('app layers', LINT_TIMEOUT, () => {
  const wrong: [layer: string, file: string, from: string][] = [
    ['platform', 'app/src/platform/bad.ts', "export { callApi } from '#app/api/api-client.ts';"],
    ['api', 'app/src/api/bad.ts', "export { useLocale } from '#app/i18n/use-locale.ts';"],
    ['i18n', 'app/src/i18n/bad.ts', "export { Button } from '#app/components/ui/button.tsx';"],
    ['components', 'app/src/components/ui/bad.ts', "export { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';"],
    ['shared', 'app/src/shared/stay/bad.ts', "export { priceLines } from '#app/features/checkout/utils/price-lines.ts';"],
    ['features', 'app/src/features/checkout/bad.ts', "export { paths } from '#app/app/paths.ts';"],
    ['shared (relative path)', 'app/src/shared/hotel/bad.ts', "export { paths } from '../../app/paths';"],
  ];
  it.each(wrong)('rejects %s importing a higher layer', async (_layer, file, code) => {
    const errors = await boundaryErrors(file, `${code}\n`);
    expect(errors.join()).toContain('layers import downwards');
  });

  const right: [layer: string, file: string, from: string][] = [
    ['platform', 'app/src/platform/ok.ts', "export { PROTOCOL_VERSION } from '#bridge/protocol-version.ts';"],
    ['api', 'app/src/api/ok.ts', "export { readStored } from '#app/platform/safe-storage.ts';"],
    ['i18n', 'app/src/i18n/ok.ts', "export { ApiError } from '#app/api/api-error.ts';"],
    ['components', 'app/src/components/ui/ok.ts', "export { useLocale } from '#app/i18n/use-locale.ts';"],
    ['shared', 'app/src/shared/stay/ok.ts', "export { Button } from '#app/components/ui/button.tsx';"],
    ['features', 'app/src/features/checkout/ok.ts', "export { readStayQuery } from '#app/shared/stay/stay-query.ts';"],
    ['app', 'app/src/app/ok.ts', "export { GuestDetailPage } from '#app/features/checkout/components/guest-detail-page.tsx';"],
  ];
  it.each(right)('allows %s to import a lower layer', async (_layer, file, code) => {
    expect(await boundaryErrors(file, `${code}\n`)).toEqual([]);
  });
});
