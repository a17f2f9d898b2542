import { ShieldPlus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { QueryContent } from '../../../components/feedback/query-content';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useRoles } from '../../../lib/api/get-roles';
import { RoleDialog } from '../components/role-dialog';
import { RolesTable } from '../components/roles-table';
import { useUsers } from '../../../lib/api/get-users';
import { CreateUserDialog } from '../components/create-user-dialog';
import { UsersTable } from '../components/users-table';
import { useT } from '../../../lib/i18n/use-t';

/** /roles-management (canManageSettings): roles with their flags, and the staff accounts that hold them. */
export function Component() {
  const t = useT();
  const roles = useRoles();
  const users = useUsers();
  const [creatingRole, setCreatingRole] = useState(false);
  const [creatingUser, setCreatingUser] = useState(false);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8">
      <div>
        <PageHeader title={t('accounts.page.title')} />
        <section aria-labelledby="roles-heading">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="roles-heading" className="text-lg font-semibold text-slate-900">
              {t('accounts.page.roles')}
            </h2>
            <Button onClick={() => setCreatingRole(true)}>
              <ShieldPlus aria-hidden="true" className="size-4" />
              {t('accounts.page.newRole')}
            </Button>
          </div>
          <QueryContent query={roles} loadingText={t('accounts.page.loadingRoles')}>
            {(roleRows) => <RolesTable roles={roleRows} />}
          </QueryContent>
        </section>
      </div>

      <section aria-labelledby="accounts-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="accounts-heading" className="text-lg font-semibold text-slate-900">
            {t('accounts.page.accounts')}
          </h2>
          <Button onClick={() => setCreatingUser(true)} disabled={!roles.data}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('accounts.page.newAccount')}
          </Button>
        </div>
        <QueryContent query={users} loadingText={t('accounts.page.loadingAccounts')}>
          {(accounts) => <UsersTable users={accounts} roles={roles.data ?? []} />}
        </QueryContent>
      </section>

      <RoleDialog open={creatingRole} onClose={() => setCreatingRole(false)} />
      <CreateUserDialog open={creatingUser} onClose={() => setCreatingUser(false)} roles={roles.data ?? []} />
    </div>
  );
}
