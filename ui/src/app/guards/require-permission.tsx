import { Outlet } from 'react-router';
import type { PermissionFlag } from '@gym/kernel/permissions/permissions';
import { AccessDenied } from '../../components/feedback/access-denied';
import { useCan } from '../../hooks/use-session-user';

/** Routes below need this flag; without it the user sees Access Denied (the server refuses them anyway). */
export function RequirePermission({ flag }: { flag: PermissionFlag }) {
  return useCan(flag) ? <Outlet /> : <AccessDenied />;
}
