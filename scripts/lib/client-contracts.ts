// The app's build keeps only the half of each API contract the browser uses (issue 20, ADR 243). A contract
// (domain/contracts/contract.ts) holds the schemas of both sides: `params`, `query` and `body` describe what the
// client sends, which the server parses; `response` is what the client parses. The app never reads the request
// schemas at run time (its types come from them at compile time), yet every contract on a page built them, and the
// request-only schemas came along. This plugin blanks those three values in every `defineContract({...})` call of
// the app's build; the server's build (esbuild, scripts/build-server.ts) and the tests keep them whole.
import type { Plugin } from 'vite';

const REQUEST_SIDE = new Set(['params', 'query', 'body']);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** The source ranges of the request-side values of every `defineContract({ ... })` call under `node`. */
function requestSchemaRanges(node: Node, into: [number, number][]): void {
  const callee = node.callee as Node | undefined;
  const [argument] = (node.arguments as Node[] | undefined) ?? [];
  if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'defineContract' && argument?.type === 'ObjectExpression') {
    for (const property of argument.properties as Node[]) {
      const key = property.key as Node | undefined;
      const value = property.value as Node | undefined;
      if (property.type === 'Property' && !property.computed && !property.shorthand && key?.type === 'Identifier' && REQUEST_SIDE.has(key.name as string) && value) {
        into.push([value.start, value.end]);
      }
    }
  }
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) for (const item of child) if (isNode(item)) requestSchemaRanges(item, into);
    if (isNode(child)) requestSchemaRanges(child, into);
  }
}

/**
 * `void 0` (or `0`, for a shorter value) in place of each range, padded with spaces (line breaks kept), so every
 * other character keeps its place and the module's source map stays true without a new one.
 */
export function blankRequestSchemas(code: string, parse: (code: string) => unknown): string | null {
  if (!code.includes('defineContract')) return null;
  const ranges: [number, number][] = [];
  requestSchemaRanges(parse(code) as Node, ranges);
  if (ranges.length === 0) return null;
  let out = '';
  let at = 0;
  for (const [start, end] of ranges.sort((a, b) => a[0] - b[0])) {
    const blank = end - start >= 'void 0'.length ? 'void 0' : '0';
    out += code.slice(at, start) + blank + code.slice(start + blank.length, end).replace(/[^\n]/g, ' ');
    at = end;
  }
  return out + code.slice(at);
}

export function clientContracts(): Plugin {
  return {
    name: 'hbw-client-contracts',
    apply: 'build',
    transform: {
      filter: { id: /[\\/](domain[\\/]contracts|app[\\/]src)[\\/].*\.tsx?$/ },
      handler(code) {
        const blanked = blankRequestSchemas(code, (text) => this.parse(text));
        return blanked === null ? null : { code: blanked, map: null };
      },
    },
  };
}
