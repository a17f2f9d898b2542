import { permissionsFrom } from '@gym/kernel/permissions/permissions';
import type { PermissionFlag } from '@gym/kernel/permissions/permissions';
import { call, signIn } from './api-client.js';
import type { Session } from './api-client.js';
import type { TestApp } from './test-app.js';

/**
 * A signed-in staff member whose role has exactly these flags (none: a user who may only sign in), created by an
 * administrator through the API as a gym would.
 */
export async function staffWith(t: TestApp, admin: Session, name: string, flags: readonly PermissionFlag[]) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const role = await call<{ id: string }>(t.baseUrl, 'POST', '/api/roles', {
    session: admin,
    body: { name: `${name} role`, permissions: permissionsFrom([...flags]) },
  });
  if (role.status !== 201) throw new Error(`role: ${role.status} ${JSON.stringify(role.body)}`);
  await t.caughtUp();
  const password = `${slug}-password`;
  const user = await call(t.baseUrl, 'POST', '/api/users', {
    session: admin,
    body: { username: slug, name, password, role: role.body.id },
  });
  if (user.status !== 201) throw new Error(`user: ${user.status} ${JSON.stringify(user.body)}`);
  await t.caughtUp();
  return signIn(t.baseUrl, slug, password);
}
