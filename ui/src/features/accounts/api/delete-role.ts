import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { rolesQueryKey } from '../../../lib/api/get-roles';
import { useT } from '../../../lib/i18n/use-t';

/** Removes a custom role; the server refuses (409) a built-in role or one still assigned to an account. */
export function deleteRole(id: string, idempotencyKey: string) {
  return apiCommand('DELETE', `/api/roles/${encodeURIComponent(id)}`, commandAnswer, { idempotencyKey });
}

/** The input is the role's id. */
export function useDeleteRole() {
  const t = useT();
  return useActionCommand(deleteRole, [rolesQueryKey], { errorTitle: t('accounts.roles.notDeleted') });
}
