import type { PermissionFlag, Permissions } from './permissions.js';

/**
 * What a route or a realtime topic requires: nothing (`public`), a session (`authenticated`), or a session whose
 * role has a permission flag. Every `/api` route declares one; the app refuses to start otherwise.
 */
export type Access = 'public' | 'authenticated' | PermissionFlag;

export function allows(user: { readonly permissions: Permissions }, access: Access): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  return user.permissions[access] === true;
}
