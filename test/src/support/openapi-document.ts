import { PERMISSION_FLAGS } from '@gym/kernel/permissions/permissions';
import type { Access } from '@gym/kernel/permissions/access';

/** Just enough of an OpenAPI 3.1 document for the tests that walk it. */
export interface OpenApiDocument {
  readonly openapi: string;
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
  readonly components?: { readonly schemas?: Record<string, JsonSchema> };
}

export interface OpenApiOperation {
  readonly operationId?: string;
  readonly 'x-permission'?: string;
  readonly parameters?: readonly { readonly in: string; readonly name: string; readonly schema?: JsonSchema }[];
  readonly requestBody?: { readonly content: Record<string, { readonly schema?: JsonSchema }> };
  readonly responses: Record<string, unknown>;
}

export type JsonSchema = Record<string, unknown>;

export interface Operation {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As in the document: `/api/members/{id}`. */
  readonly path: string;
  readonly operation: OpenApiOperation;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The document the running app serves (`GET /api/docs`). */
export async function fetchOpenApiDocument(baseUrl: string): Promise<OpenApiDocument> {
  const answer = await fetch(`${baseUrl}/api/docs`);
  if (!answer.ok) throw new Error(`GET /api/docs answered ${answer.status}`);
  return (await answer.json()) as OpenApiDocument;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      operation: item[method]!,
    })),
  );
}

/** The access an operation declares in `x-permission`, or undefined when it declares none (or an unknown one). */
export function declaredAccess(operation: OpenApiOperation): Access | undefined {
  const value = operation['x-permission'];
  if (value === 'public' || value === 'authenticated') return value;
  return (PERMISSION_FLAGS as readonly string[]).includes(value ?? '') ? (value as Access) : undefined;
}

/** The JSON body schema of an operation, with a `$ref` to a component resolved one level. */
export function bodySchemaOf(document: OpenApiDocument, operation: OpenApiOperation): JsonSchema | undefined {
  const schema = operation.requestBody?.content['application/json']?.schema;
  const ref = schema?.$ref;
  if (typeof ref === 'string') return document.components?.schemas?.[ref.split('/').pop()!];
  return schema;
}
