import swagger from '@fastify/swagger';
import type { SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  ERROR_SCHEMA_NAME,
  PERMISSION_EXTENSION,
  errorSchemaComponent,
  operationIdOf,
  withErrorResponses,
} from './openapi-operations.js';

type OpenApiObject = Extract<ReturnType<SwaggerTransformObject>, { openapi?: string }>;

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

/**
 * The OpenAPI document, generated from the routes' zod schemas (never written by hand), at `GET /api/docs`. OpenAPI
 * 3.1, so that zod's JSON Schema (nullable as `type: 'null'`) is valid as it is. Each operation carries a stable
 * operationId, the access its route declared (`x-permission`) and its error answers (one shared `Error` schema).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gym back office API',
        version: '1.0.0',
        license: { name: 'MIT', identifier: 'MIT' },
        description:
          'Authenticate with the session cookie from POST /api/auth/login (send X-Requested-With: XMLHttpRequest on ' +
          'changes) or with `Authorization: Bearer <token>`. Commands accept an Idempotency-Key header (8 to 100 ' +
          'letters, digits or . _ : -) and answer {id, position}. A key names one request of one user on one route: ' +
          'sent again with the same request it records nothing twice and answers as the first time; sent with a ' +
          'different request (another address or body) it is refused with 422 and nothing is done. A GET with ' +
          'X-Min-Position waits until the read model has caught up. Each operation names the permission it needs in ' +
          '`x-permission` (a permission flag, `authenticated` for any session, or `public`); errors answer ' +
          '`{statusCode, error, message, issues?}`.',
      },
      // The API is served by the same origin as the back office, under /api.
      servers: [{ url: '/', description: 'This gym back office' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const method = [input.route.method].flat()[0]!;
      const declared = schema as { operationId?: string };
      return {
        url,
        schema: {
          ...schema,
          operationId: declared.operationId ?? operationIdOf(method, input.url),
          [PERMISSION_EXTENSION]: input.route.config?.access,
        },
      };
    },
    transformObject: (document) => {
      const { openapiObject } = document as { openapiObject: OpenApiObject };
      const paths: Record<string, Record<string, unknown>> = {};
      for (const [path, item] of Object.entries(openapiObject.paths ?? {})) {
        paths[path] = Object.fromEntries(
          Object.entries(item as Record<string, unknown>).map(([method, operation]) => [
            method,
            METHODS.has(method) ? withErrorResponses(operation as Record<string, unknown>, method) : operation,
          ]),
        );
      }
      return {
        ...openapiObject,
        paths,
        components: {
          ...openapiObject.components,
          schemas: { ...openapiObject.components?.schemas, [ERROR_SCHEMA_NAME]: errorSchemaComponent() },
        },
      } as OpenApiObject;
    },
  });
  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
}
