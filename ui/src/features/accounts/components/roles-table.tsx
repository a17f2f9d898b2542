import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PERMISSION_FLAGS } from '@gym/kernel/permissions/permissions';
import type { RoleSummary } from '@gym/modules/people/accounts/accounts-contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { useDeleteRole } from '../api/delete-role';
import { PERMISSION_LABELS } from './permission-labels';
import { RoleDialog } from './role-dialog';
import { ColumnHeaders } from '../../../components/ui/column-headers';

function grantedFlags(role: RoleSummary) {
  return PERMISSION_FLAGS.filter((flag) => role.permissions[flag]);
}

/** Why a role cannot be deleted (the server refuses with 409 too), or undefined when it can. */
function deleteBlocker(role: RoleSummary): string | undefined {
  if (role.builtIn) return 'Built-in roles cannot be deleted.';
  if (role.userCount > 0) return `Used by ${role.userCount} account${role.userCount === 1 ? '' : 's'}.`;
  return undefined;
}

export function RolesTable({ roles }: { roles: readonly RoleSummary[] }) {
  const [editing, setEditing] = useState<RoleSummary>();
  const [deleting, setDeleting] = useState<RoleSummary>();
  const remove = useDeleteRole();

  return (
    <>
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Roles and their permissions</caption>
          <thead className="bg-slate-50 text-left text-slate-800">
            <ColumnHeaders
              cell="px-4 py-3"
              columns={[
                { label: 'Role' },
                { label: 'Permissions' },
                { label: 'Accounts' },
                { label: 'Actions', srOnly: true },
              ]}
            />
          </thead>
          <tbody className="divide-y divide-slate-200">
            {roles.map((role) => {
              const flags = grantedFlags(role);
              const blocker = deleteBlocker(role);
              return (
                <tr key={role.id} className="align-top">
                  <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900">
                    {role.name}
                    {role.builtIn ? (
                      <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-normal whitespace-nowrap text-slate-800">
                        Built in
                      </span>
                    ) : null}
                  </th>
                  <td className="px-4 py-3 text-slate-800">
                    {flags.length === PERMISSION_FLAGS.length ? (
                      'All permissions'
                    ) : flags.length === 0 ? (
                      'No permissions'
                    ) : (
                      <ul className="flex flex-wrap gap-1">
                        {flags.map((flag) => (
                          <li key={flag} className="rounded bg-indigo-50 px-2 py-0.5 text-xs text-indigo-900">
                            {PERMISSION_LABELS[flag]}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className="px-4 py-3 text-slate-800">{role.userCount}</td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-2">
                      <Button variant="secondary" className="px-3 py-1.5" onClick={() => setEditing(role)}>
                        <Pencil aria-hidden="true" className="size-4" />
                        Edit<span className="sr-only"> {role.name}</span>
                      </Button>
                      <Button
                        variant="secondary"
                        className="px-3 py-1.5"
                        disabled={blocker !== undefined}
                        title={blocker}
                        onClick={() => setDeleting(role)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        Delete<span className="sr-only"> {role.name}</span>
                      </Button>
                    </div>
                    {blocker ? <p className="mt-1 text-right text-xs text-slate-600">{blocker}</p> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <RoleDialog role={editing} open={editing !== undefined} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        open={deleting !== undefined}
        title={`Delete the role ${deleting?.name ?? ''}?`}
        description="Accounts can no longer be given this role. This cannot be undone."
        confirmLabel="Delete role"
        busy={remove.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ variant: 'success', title: 'Role deleted', description: `${name} has been deleted.` });
              setDeleting(undefined);
            },
          });
        }}
      />
    </>
  );
}
