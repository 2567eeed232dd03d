// Every error number comes from the domain error catalogue (domain/constants/error-codes.ts, document 2 section 8).
// A number typed where an error code goes can drift from the catalogue unseen (1105 once meant "room unavailable"
// in one file and "extra no longer sold" in another), so any such literal outside the catalogue fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const SCANNED = ['server/src', 'app/src', 'domain', 'bridge'];
const CATALOGUE = 'domain/constants/error-codes.ts';

/** Names that hold an error code: `code`, `codes`, `error_code`, `baseCode`, `ROOM_UNAVAILABLE_CODE`, `TOKEN_CODES`... */
const CODE_NAME = /(^|_)codes?$|Codes?$|^codes?$/i;
const UPPER_CASE = /^[A-Z][A-Z0-9_]*$/;
/** Upper-case constants bound to a 4-digit number that are a quantity, not a code (`TIMEOUT_MS = 3000`). */
const QUANTITY_SUFFIX = /_(MS|SECONDS|MINUTES|HOURS|DAYS|BYTES|KB|PX|YEN|YEARS|MONTHS|COUNT|LIMIT|MAX|MIN|SIZE|LENGTH|WIDTH|HEIGHT|ID|IDS|PORT|YEAR)$/;
/** The helpers that take an error code as an argument, by the argument's position. */
const CODE_ARGUMENT_OF: Record<string, number> = { invalidRequest: 2 };

type Finding = { file: string; line: number; text: string; why: string };

/** A 4-digit decimal as written: hex (a code point, 0x66b) and separated figures (an amount, 1_920) are no codes. */
const isErrorNumber = (node: ts.Node): node is ts.NumericLiteral => ts.isNumericLiteral(node) && /^[1-9]\d{3}$/.test(node.getText());

function nameOf(node: ts.Node): string | undefined {
  if (ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isPrivateIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression)) return node.argumentExpression.text;
  if (ts.isCallExpression(node)) return nameOf(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) return nameOf(node.left);
  return undefined;
}

/** Every 4-digit literal in a subtree (an initializer like `[...codes, 1000]` or `issue.code ?? 1000`). */
function literalsIn(node: ts.Node): ts.NumericLiteral[] {
  const found: ts.NumericLiteral[] = [];
  const visit = (child: ts.Node): void => {
    if (isErrorNumber(child)) found.push(child);
    // A nested function or a nested object's own keys are judged where they stand, not as this code's value.
    if (!ts.isFunctionLike(child)) ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** Error-code literals in one file's source; `file` decides how it is parsed (.tsx or .ts). */
export function findErrorCodeLiterals(file: string, source: string): Finding[] {
  // Most files hold no 4-digit number at all; they need no parse.
  if (!/\b[1-9]\d{3}\b/.test(source)) return [];
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings = new Map<ts.Node, Finding>();
  const flag = (literals: ts.NumericLiteral[], why: string): void => {
    for (const literal of literals) {
      if (findings.has(literal)) continue;
      const line = sourceFile.getLineAndCharacterOfPosition(literal.getStart()).line + 1;
      findings.set(literal, { file, line, text: literal.text, why });
    }
  };

  const visit = (node: ts.Node): void => {
    // { code: 1105 }, { codes: [1000] }, { error_code: 3401 }, { baseCode: 1105 }, TOKEN_CODES = { spent: 3403 }
    if (ts.isPropertyAssignment(node) && CODE_NAME.test(nameOf(node.name) ?? '')) flag(literalsIn(node.initializer), `property ${nameOf(node.name)}`);
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isIdentifier(node.name)) {
      const name = node.name.text;
      if (CODE_NAME.test(name)) flag(literalsIn(node.initializer), `constant ${name}`);
      // const ROOM_UNAVAILABLE = 1105: an upper-case name bound to a bare 4-digit number.
      else if (UPPER_CASE.test(name) && !QUANTITY_SUFFIX.test(name) && isErrorNumber(node.initializer)) flag([node.initializer], `constant ${name}`);
    }
    // A parameter's default: function invalidRequest(message, fields, code = 1000)
    if (ts.isParameter(node) && node.initializer && CODE_NAME.test(nameOf(node.name) ?? '')) flag(literalsIn(node.initializer), `parameter ${nameOf(node.name)}`);
    // issue.code ?? 1000, error.code || 1000
    if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind) && CODE_NAME.test(nameOf(node.left) ?? '') && isErrorNumber(node.right)) {
      flag([node.right], `fallback of ${nameOf(node.left)}`);
    }
    // error.code === 1401, codes[0] !== 3401
    if (ts.isBinaryExpression(node) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken].includes(node.operatorToken.kind)) {
      for (const [side, other] of [[node.left, node.right], [node.right, node.left]] as const) {
        const sideName = ts.isElementAccessExpression(side) ? nameOf(side.expression) : nameOf(side);
        if (CODE_NAME.test(sideName ?? '') && isErrorNumber(other)) flag([other], `compared with ${sideName}`);
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      // codes.includes(1401), error.codes.some(...) is judged inside its callback
      if (ts.isPropertyAccessExpression(callee) && ['includes', 'indexOf', 'push', 'has', 'add'].includes(callee.name.text) && CODE_NAME.test(nameOf(callee.expression) ?? '')) {
        flag(node.arguments.flatMap(literalsIn), `${nameOf(callee.expression)}.${callee.name.text}()`);
      }
      // invalidRequest(message, fields, 1102): the API error helpers' code argument.
      const position = CODE_ARGUMENT_OF[nameOf(callee) ?? ''];
      const argument = position === undefined ? undefined : node.arguments[position];
      if (argument) flag(literalsIn(argument), `argument of ${nameOf(callee)}`);
    }
    // switch (error.code) { case 1401: ... }
    if (ts.isSwitchStatement(node) && CODE_NAME.test(nameOf(node.expression) ?? '')) {
      for (const clause of node.caseBlock.clauses) if (ts.isCaseClause(clause) && isErrorNumber(clause.expression)) flag([clause.expression], 'switch case');
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return [...findings.values()];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

describe('error codes come from the catalogue', () => {
  it('finds no error-code number literal outside domain/constants/error-codes.ts', () => {
    const findings = SCANNED.flatMap(sourceFiles)
      .filter((file) => file !== CATALOGUE)
      .flatMap((file) => findErrorCodeLiterals(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(findings.map(({ file, line, text, why }) => `${file}:${line} ${text} (${why})`)).toEqual([]);
  }, 30_000);

  it('catches each error-code position in a planted file', () => {
    const planted = [
      'const ROOM_UNAVAILABLE = 1105;',
      'const EXPIRED_CODE = 1401;',
      'const TOKEN_CODES = { not_found: 3401, spent: SPENT };',
      "throw new ApiError(422, 'invalid', 'No.', { codes: [1000], fields: { x: [{ error: 'e', code: 1102 }] } });",
      "const body = { error_code: 3402, baseCode: 1903 };",
      'const issueCodes = issues.map((issue) => issue.code ?? 1000);',
      "throw invalidRequest('No.', {}, 1251);",
      'function refuse(code = 1000) {}',
      'if (codes.includes(1402)) done();',
      'if (error.code === 3403 || 3401 == codes[0]) done();',
      'switch (answer.code) { case 1400: break; }',
    ].join('\n');
    const found = findErrorCodeLiterals('server/src/planted.ts', planted).map(({ line, text }) => `${line}:${text}`);
    expect(found).toEqual([
      '1:1105', '2:1401', '3:3401', '4:1000', '4:1102', '5:3402', '5:1903', '6:1000', '7:1251', '8:1000', '9:1402',
      '10:3403', '10:3401', '11:1400',
    ]);
  });

  it('leaves numbers that are not error codes alone', () => {
    const planted = [
      'const TIMEOUT_MS = 3000;',
      'const MAX_BODY_BYTES = 64 * 1024;',
      'const LOGOUT_HIDDEN_BRAND_IDS = [1106, 1099];',
      "const year = 2026; const port = { port: 8787 };",
      "new ApiError(409, 'sold_out', 'Gone.', { codes: [ROOM_UNAVAILABLE_CODE] });",
      "const limits = { fileSize: 1024, fields: 8 };",
    ].join('\n');
    expect(findErrorCodeLiterals('server/src/fine.ts', planted)).toEqual([]);
  });
});
