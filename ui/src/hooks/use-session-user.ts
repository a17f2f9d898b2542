import { useQuery } from '@tanstack/react-query';
import type { PermissionFlag } from '@gym/kernel/permissions/permissions';
import type { SessionUser } from '@gym/modules/people/accounts/auth-contracts';
import { meQueryOptions } from '../lib/api/get-me';

/** The signed-in user (undefined only outside the guarded part of the app). */
export function useSessionUser(): SessionUser | undefined {
  return useQuery(meQueryOptions()).data;
}

/**
 * Whether the signed-in user holds a permission flag. Administrators hold every flag (the server says so in
 * `permissions`); there is no client-side admin detection or bypass (DESIGN section 5).
 */
export function hasPermission(user: SessionUser | undefined, flag: PermissionFlag | undefined): boolean {
  if (!user) return false;
  return flag === undefined || user.permissions[flag];
}

export function useCan(flag: PermissionFlag | undefined): boolean {
  return hasPermission(useSessionUser(), flag);
}
