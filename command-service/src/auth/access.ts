import type { PermissionFlag } from '@gym/events/accounts/permissions';
import type { StaffUser } from '@gym/projection-service/accounts/accounts-queries';

/**
 * What a route requires: nothing (`public`), a session (`authenticated`), or a session whose role has a permission
 * flag. Every `/api` route declares one; the app refuses to start otherwise.
 */
export type Access = 'public' | 'authenticated' | PermissionFlag;

export interface Authenticated {
  readonly user: StaffUser;
  readonly tokenHash: Buffer;
  /** How the request proved its session: the browser's cookie (CSRF rule applies) or a Bearer token. */
  readonly via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

export function allows(user: StaffUser, access: Access): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  return user.permissions[access] === true;
}
