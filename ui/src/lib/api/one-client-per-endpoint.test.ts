import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Each endpoint has one client (issue 45, item 7): one file holds the calls of a (method, path) — its fetcher, query
 * options and hook — and every screen that needs it imports that file. Two clients of one endpoint drift apart: other
 * answer schemas, other query keys, and a write that refreshes one screen's copy but not the other's.
 *
 * A client is a call that names the method and the path: `apiGet(path)`, `apiCommand(method, path)`, `fetch(path)`,
 * any call given a method and a path (`useStaffCommand('PUT', () => '/api/leave/policy', …)`), or a plain `/api/…`
 * link (a file to download). Path parameters (`${id}` after a slash) become `:param`; the query string is not part
 * of the endpoint.
 */

const METHOD = /^(GET|POST|PUT|PATCH|DELETE)$/;
/** Stands for a template's `${…}` until the path is normalised. */
const HOLE = '\u0000';

interface EndpointCall {
  readonly endpoint: string;
  readonly file: string;
}

/** Every (method, path) the file's code calls or links to. */
function endpointCallsOf(file: string, text: string): EndpointCall[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const consumed = new Set<ts.Node>();
  const calls: EndpointCall[] = [];
  const add = (method: string, paths: string[]) => {
    for (const path of paths) calls.push({ endpoint: `${method} ${normalisedPath(path)}`, file });
  };
  const visitCalls = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const method = methodOf(node);
      if (method) {
        const paths = node.arguments.filter((arg) => arg !== method.arg).flatMap((arg) => pathsOf(arg));
        add(method.name, paths);
      }
    }
    ts.forEachChild(node, visitCalls);
  };
  // Paths no call above took are links (`href`, a file's URL): a GET.
  const visitLinks = (node: ts.Node) => {
    if (!consumed.has(node)) {
      const path = literalText(node);
      if (path?.startsWith('/api/')) add('GET', [path]);
    }
    ts.forEachChild(node, visitLinks);
  };

  function pathsOf(node: ts.Node): string[] {
    const text = literalText(node);
    if (text !== undefined) {
      consumed.add(node);
      return text.startsWith('/api/') ? [text] : [];
    }
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return pathsOf(node.expression);
    if (ts.isConditionalExpression(node)) return [...pathsOf(node.whenTrue), ...pathsOf(node.whenFalse)];
    if (ts.isArrowFunction(node)) return pathsOf(node.body);
    if (ts.isBlock(node)) return returnedPaths(node);
    // `withAsOf('/api/members', asOf)`: a helper that decorates the path.
    if (ts.isCallExpression(node)) return node.arguments.flatMap((arg) => pathsOf(arg));
    if (ts.isIdentifier(node)) {
      const value = localValue(source, node.text);
      return value ? pathsOf(value) : [];
    }
    return [];
  }
  function returnedPaths(body: ts.Node): string[] {
    const paths: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) paths.push(...pathsOf(node.expression));
      else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    visit(body);
    return paths;
  }

  visitCalls(source);
  visitLinks(source);
  return calls;
}

/** The method a call names: `apiGet` and `fetch` read (unless `fetch` says otherwise), else a method argument. */
function methodOf(call: ts.CallExpression): { name: string; arg?: ts.Expression } | undefined {
  const callee = ts.isIdentifier(call.expression) ? call.expression.text : undefined;
  if (callee === 'apiGet') return { name: 'GET' };
  if (callee === 'fetch') {
    const init = call.arguments[1];
    const method =
      init && ts.isObjectLiteralExpression(init)
        ? init.properties.find((property) => property.name?.getText() === 'method')
        : undefined;
    const named = method && ts.isPropertyAssignment(method) ? literalText(method.initializer) : undefined;
    return { name: named ?? 'GET' };
  }
  const arg = call.arguments.find((argument) => METHOD.test(literalText(argument) ?? ''));
  return arg ? { name: literalText(arg)!, arg } : undefined;
}

/** A string literal's text, or a template's with `HOLE` for each `${…}`. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join('');
  }
  return undefined;
}

/** What a name in the file stands for: a constant's value, or a local function's body (what it returns). */
function localValue(source: ts.SourceFile, name: string): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) {
      found = node.initializer;
    } else if (ts.isFunctionDeclaration(node) && node.name?.text === name) {
      found = node.body;
    } else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * `/api/members/${id}/check-ins?limit=5` → `/api/members/:param/check-ins`; `/api/invoices${search}` →
 * `/api/invoices`.
 */
function normalisedPath(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split('?')[0]!.split('/')) {
    const hole = segment.indexOf(HOLE);
    if (hole === 0) segments.push(':param');
    else if (hole > 0) {
      // Text then `${…}` in one segment: the hole is the query string (`/api/check-ins${query}`).
      segments.push(segment.slice(0, hole));
      break;
    } else segments.push(segment);
  }
  return segments.join('/');
}

function scriptKind(file: string) {
  return file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
}

/** Endpoints called from more than one file, each with its files. */
function endpointsWithSeveralClients(calls: readonly EndpointCall[]): Record<string, string[]> {
  const files = new Map<string, Set<string>>();
  for (const { endpoint, file } of calls) files.set(endpoint, (files.get(endpoint) ?? new Set()).add(file));
  return Object.fromEntries(
    [...files].filter(([, of]) => of.size > 1).map(([endpoint, of]) => [endpoint, [...of].sort()]),
  );
}

// Every source file of the UI but the tests; api-client.ts is the transport every client goes through.
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../api-client.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('one client per endpoint', () => {
  it('finds the calls, links and generic commands of a file', () => {
    const calls = endpointCallsOf(
      'features/x/api/sample.ts',
      [
        'apiGet(`/api/members/${encodeURIComponent(id)}/check-ins?limit=5`, schema);',
        "apiGet(withAsOf('/api/members?forDashboard=true', asOf), schema);",
        'apiGet(`/api/invoices${invoiceListSearch(query)}`, schema);',
        "apiCommand('POST', `/api/invoices/${id}/void`, answer, options);",
        'const path = `/api/events/parked/${a}/${b}/resolve`;',
        "apiCommand('POST', path, answer, options);",
        "useStaffCommand('PUT', () => '/api/leave/policy', (input) => input, []);",
        "fetch('/api/health', { credentials: 'same-origin' });",
        "fetch('/api/auth/logout', { method: 'POST' });",
        'const fileUrl = (format) => `/api/invoices/export?format=${format}`;',
        "const label = 'not a path';",
      ].join('\n'),
    );
    expect(calls.map((call) => call.endpoint)).toEqual([
      'GET /api/members/:param/check-ins',
      'GET /api/members',
      'GET /api/invoices',
      'POST /api/invoices/:param/void',
      'POST /api/events/parked/:param/:param/resolve',
      'PUT /api/leave/policy',
      'GET /api/health',
      'POST /api/auth/logout',
      'GET /api/invoices/export',
    ]);
  });

  it('names the files of an endpoint that has two clients', () => {
    const calls = [
      ...endpointCallsOf('features/billing/api/refund-payment.ts', "apiCommand('POST', '/api/refunds', a, o);"),
      ...endpointCallsOf('features/test-refund/api/record-refund.ts', "apiCommand('POST', '/api/refunds', a, o);"),
      ...endpointCallsOf('features/test-refund/api/get-refund-preview.ts', "apiGet('/api/refunds/preview', a);"),
    ];
    expect(endpointsWithSeveralClients(calls)).toEqual({
      'POST /api/refunds': ['features/billing/api/refund-payment.ts', 'features/test-refund/api/record-refund.ts'],
    });
  });

  it('holds for the UI: every endpoint is called from one file', () => {
    const calls = Object.entries(sources).flatMap(([file, text]) =>
      endpointCallsOf(new URL(file, 'file:///ui/src/lib/api/').pathname.slice(1), text),
    );
    // The scan sees the UI's clients (a scan that found nothing would pass whatever the code does).
    expect(calls.length).toBeGreaterThan(100);
    expect(endpointsWithSeveralClients(calls)).toEqual({});
  });
});
