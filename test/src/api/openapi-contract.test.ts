import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { declaredAccess, fetchOpenApiDocument, operationsOf } from '../support/openapi-document.js';
import type { OpenApiDocument } from '../support/openapi-document.js';
import { appForFile } from '../support/app-for-file.js';
import { uiRefusals } from '../support/ui-refusals.js';

/*
 * The OpenAPI document is a contract integrators generate clients from (issue 11, item 10): Redocly's recommended
 * rules find no error in it, every operation is named and declares its permission and error answers, and a typed
 * client generated from it compiles.
 */
describe('OpenAPI document', () => {
  const { t } = appForFile({ label: 'openapi' });
  let document: OpenApiDocument;
  let source: string;
  beforeAll(async () => {
    document = await fetchOpenApiDocument(t.baseUrl);
    source = JSON.stringify(document);
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const describe = (p: (typeof problems)[number]) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`;
    expect(problems.filter((p) => p.severity === 'error').map(describe)).toEqual([]);
    // The only warning left: a public read that takes no input has no 4xx answer to declare (health, demo flag).
    const operations = operationsOf(document);
    const inputless = new Set(
      operations
        .filter((o) => o.operation['x-permission'] === 'public' && !o.operation.parameters && o.method === 'GET')
        .map((o) => `#/paths/${o.path.replaceAll('/', '~1')}/get/responses`),
    );
    const warnings = problems.filter((p) => p.severity === 'warn');
    expect(warnings.filter((p) => !inputless.has(p.location[0]?.pointer ?? '')).map(describe)).toEqual([]);
  });

  it('names every operation uniquely and declares its permission and its error answers', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map((o) => o.operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, operation } of operations) {
      const label = `${method} ${path}`;
      const access = declaredAccess(operation);
      expect(access, `${label} declares x-permission`).toBeDefined();
      const errors = Object.keys(operation.responses).filter((status) => status.startsWith('4'));
      if (access !== 'public') expect(errors, label).toContain('401');
      if (access !== 'public' && access !== 'authenticated') expect(errors, label).toContain('403');
      if (method !== 'GET') expect(errors, label).toContain('400');
      for (const status of errors) {
        expect(operation.responses[status], `${label} ${status}`).toMatchObject({
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        });
      }
    }
  });

  it('lists every refusal code with its English sentence, and the UI has each in English and Arabic', () => {
    const error = (document.components as { schemas: Record<string, Record<string, unknown>> }).schemas.Error!;
    const sentences = error['x-refusal-codes'] as Record<string, string>;
    const codes = Object.keys(sentences);
    expect(codes).toEqual(expect.arrayContaining(['request.invalid_input', 'request.forbidden']));
    expect((error.properties as Record<string, { enum?: string[] }>).code!.enum).toEqual(codes);
    // The UI's refusal catalogue (issue 46, item 4) says each code's sentence as the server does, and in Arabic.
    const english = uiRefusals('en');
    const arabic = uiRefusals('ar');
    const problems = [
      ...codes.filter((code) => english.get(`refusal.${code}`) !== sentences[code]).map((c) => `en.po: ${c}`),
      ...codes.filter((code) => !arabic.get(`refusal.${code}`)).map((code) => `ar.po lacks ${code}`),
      ...[...english.keys()].filter((id) => !(id.slice('refusal.'.length) in sentences)).map((id) => `unused ${id}`),
    ];
    expect(problems, 'ui/src/locales/refusal/{en,ar}.po against the server').toEqual([]);
  });

  it('generates a typed client with openapi-typescript that compiles', async () => {
    const types = astToString(await openapiTS(source));
    const dir = mkdtempSync(join(tmpdir(), 'gym-openapi-client-'));
    try {
      writeFileSync(join(dir, 'api.d.ts'), types);
      // A use of the generated types, so that the test fails if they stop describing the API.
      writeFileSync(
        join(dir, 'client.ts'),
        [
          "import type { operations, paths, components } from './api.js';",
          "type CreateMember = operations['postMembers']['requestBody']['content']['application/json'];",
          "type Created = paths['/api/members']['post']['responses']['201']['content']['application/json'];",
          "type Problem = components['schemas']['Error'];",
          "export const problem: Problem = { statusCode: 400, error: 'Bad Request', code: 'request.invalid_input', message: 'name: Required' };",
          'export function created(answer: Created): string { return answer.id; }',
          "export type MemberName = CreateMember['firstName'];",
        ].join('\n'),
      );
      const program = ts.createProgram([join(dir, 'client.ts'), join(dir, 'api.d.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        skipLibCheck: false,
        types: [],
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
