import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '@gym/kernel/permissions/permissions';
import type { PermissionFlag } from '@gym/kernel/permissions/permissions';
import type { Access } from '@gym/kernel/permissions/access';
import { call } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { declaredAccess, fetchOpenApiDocument, operationsOf } from '../support/openapi-document.js';
import { appForFile } from '../support/app-for-file.js';

/** A stand-in for each path parameter (`{id}` in the document): naming nothing that exists. */
function fillParams(path: string): string {
  return path.replace(/\{\w+\}/g, () => (path.startsWith('/api/files') ? randomUUID() : '999999'));
}

async function demoSession(baseUrl: string, account: 'admin' | 'reception'): Promise<Session> {
  // Demo login needs no password hashing, so a fresh session per call stays cheap (logout revokes the one it used).
  const answer = await call<{ token: string }>(baseUrl, 'POST', '/api/auth/demo-login', { body: { account } });
  return { token: answer.body.token, cookie: '' };
}

/*
 * The matrix is derived from the OpenAPI document (issue 11, item 8): each operation's `x-permission` says who may
 * call it, and every route the app serves must be in the document with one, so a new route cannot slip past.
 */
describe('permission matrix: every API route, as nobody, receptionist and administrator', () => {
  const { t } = appForFile({ label: 'matrix' });
  let routes: { method: string; url: string; access: Access | undefined }[];
  beforeAll(async () => {
    routes = operationsOf(await fetchOpenApiDocument(t.baseUrl)).map(({ method, path, operation }) => ({
      method,
      url: path,
      access: declaredAccess(operation),
    }));
  });

  it('has every route the app serves in the document, each with its permission declared', () => {
    const documented = new Set(routes.map((r) => `${r.method} ${r.url.replace(/\{(\w+)\}/g, ':$1')}`));
    const served = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).filter((r) => r !== 'GET /api/docs');
    expect(served.length).toBeGreaterThan(100);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
    expect(routes.filter((route) => !route.access).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('answers 401, 403 or a non-authorization status exactly as each route declares', async () => {
    const receptionist = BUILT_IN_ROLES.receptionist.permissions;
    const failures: string[] = [];
    for (const route of routes) {
      const path = fillParams(route.url);
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const label = `${route.method} ${route.url} (${route.access})`;

      const anonymous = await call(t.baseUrl, route.method, path, { body });
      if (route.access === 'public') {
        if ([401, 403].includes(anonymous.status)) failures.push(`${label}: nobody got ${anonymous.status}`);
      } else if (anonymous.status !== 401) {
        failures.push(`${label}: nobody got ${anonymous.status}, expected 401`);
      }

      for (const account of ['reception', 'admin'] as const) {
        const session = await demoSession(t.baseUrl, account);
        const answer = await call(t.baseUrl, route.method, path, { session, body });
        const allowed =
          account === 'admin' ||
          route.access === 'public' ||
          route.access === 'authenticated' ||
          receptionist[route.access as PermissionFlag];
        if (answer.status >= 500) failures.push(`${label}: ${account} got ${answer.status}`);
        if (allowed && [401, 403].includes(answer.status))
          failures.push(`${label}: ${account} refused with ${answer.status}`);
        if (!allowed && answer.status !== 403) failures.push(`${label}: ${account} got ${answer.status}, expected 403`);
      }
    }
    expect(failures).toEqual([]);
  });
});
