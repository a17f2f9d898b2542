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

/** /roles-management (canManageSettings): roles with their flags, and the staff accounts that hold them. */
export function Component() {
  const roles = useRoles();
  const users = useUsers();
  const [creatingRole, setCreatingRole] = useState(false);
  const [creatingUser, setCreatingUser] = useState(false);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8">
      <div>
        <PageHeader title="Roles Management" />
        <section aria-labelledby="roles-heading">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="roles-heading" className="text-lg font-semibold text-slate-900">
              Roles
            </h2>
            <Button onClick={() => setCreatingRole(true)}>
              <ShieldPlus aria-hidden="true" className="size-4" />
              New role
            </Button>
          </div>
          <QueryContent query={roles} loadingText="Loading roles...">
            {(roleRows) => <RolesTable roles={roleRows} />}
          </QueryContent>
        </section>
      </div>

      <section aria-labelledby="accounts-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="accounts-heading" className="text-lg font-semibold text-slate-900">
            Staff accounts
          </h2>
          <Button onClick={() => setCreatingUser(true)} disabled={!roles.data}>
            <UserPlus aria-hidden="true" className="size-4" />
            New account
          </Button>
        </div>
        <QueryContent query={users} loadingText="Loading accounts...">
          {(accounts) => <UsersTable users={accounts} roles={roles.data ?? []} />}
        </QueryContent>
      </section>

      <RoleDialog open={creatingRole} onClose={() => setCreatingRole(false)} />
      <CreateUserDialog open={creatingUser} onClose={() => setCreatingUser(false)} roles={roles.data ?? []} />
    </div>
  );
}
