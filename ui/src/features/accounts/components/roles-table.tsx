import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PERMISSION_FLAGS } from '@gym/kernel/permissions/permissions';
import type { RoleSummary } from '@gym/modules/people/accounts/accounts-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { useDeleteRole } from '../api/delete-role';
import { PERMISSION_LABELS } from './permission-labels';
import { RoleDialog } from './role-dialog';

type Translate = ReturnType<typeof useT>;

function grantedFlags(role: RoleSummary) {
  return PERMISSION_FLAGS.filter((flag) => role.permissions[flag]);
}

/** Why a role cannot be deleted (the server refuses with 409 too), or undefined when it can. */
function deleteBlocker(t: Translate, role: RoleSummary): string | undefined {
  if (role.builtIn) return t('accounts.roles.builtInKept');
  if (role.userCount > 0) return t('accounts.roles.usedBy', { count: role.userCount });
  return undefined;
}

const columns = (t: Translate): DataTableColumn<RoleSummary>[] => [
  {
    id: 'role',
    header: t('accounts.roles.column.role'),
    rowHeader: true,
    cell: (role) => (
      <>
        {role.name}
        {role.builtIn ? (
          <span className="ms-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-normal whitespace-nowrap text-slate-800">
            {t('accounts.roles.builtIn')}
          </span>
        ) : null}
      </>
    ),
  },
  {
    id: 'permissions',
    header: t('accounts.roles.column.permissions'),
    cell: (role) => {
      const flags = grantedFlags(role);
      if (flags.length === PERMISSION_FLAGS.length) return t('accounts.roles.all');
      if (flags.length === 0) return t('accounts.roles.none');
      return (
        <ul className="flex flex-wrap gap-1">
          {flags.map((flag) => (
            <li key={flag} className="rounded bg-indigo-50 px-2 py-0.5 text-xs text-indigo-900">
              {t(PERMISSION_LABELS[flag])}
            </li>
          ))}
        </ul>
      );
    },
  },
  { id: 'accounts', header: t('accounts.roles.column.accounts'), kind: 'number', cell: (role) => role.userCount },
];

export function RolesTable({ roles }: { roles: readonly RoleSummary[] }) {
  const t = useT();
  const [editing, setEditing] = useState<RoleSummary>();
  const [deleting, setDeleting] = useState<RoleSummary>();
  const remove = useDeleteRole();

  return (
    <>
      <DataTable
        columns={columns(t)}
        rows={roles}
        rowKey={(role) => role.id}
        caption={t('accounts.roles.caption')}
        emptyText={t('accounts.roles.empty')}
        rowActions={(role) => {
          const blocker = deleteBlocker(t, role);
          return (
            <div className="grid justify-items-end gap-1 max-sm:justify-items-start">
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" className="px-3 py-1.5" onClick={() => setEditing(role)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('accounts.edit')}
                  <span className="sr-only"> {role.name}</span>
                </Button>
                <Button
                  variant="secondary"
                  className="px-3 py-1.5"
                  disabled={blocker !== undefined}
                  title={blocker}
                  onClick={() => setDeleting(role)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('accounts.roles.delete')}
                  <span className="sr-only"> {role.name}</span>
                </Button>
              </div>
              {blocker ? <p className="text-xs text-slate-600">{blocker}</p> : null}
            </div>
          );
        }}
      />

      <RoleDialog role={editing} open={editing !== undefined} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('accounts.roles.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('accounts.roles.deleteDescription')}
        confirmLabel={t('accounts.roles.deleteConfirm')}
        busy={remove.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({
                variant: 'success',
                title: t('accounts.roles.deleted'),
                description: t('accounts.roles.deletedText', { name }),
              });
              setDeleting(undefined);
            },
          });
        }}
      />
    </>
  );
}
