import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { RoleSummary, StaffAccount } from '@gym/modules/people/accounts/accounts-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';
import { EditUserDialog } from './edit-user-dialog';

const columns = (t: ReturnType<typeof useT>): DataTableColumn<StaffAccount>[] => [
  { id: 'name', header: t('accounts.users.column.name'), rowHeader: true, cell: (account) => account.name },
  { id: 'username', header: t('accounts.users.column.username'), cell: (account) => account.username },
  { id: 'email', header: t('accounts.users.column.email'), cell: (account) => account.email || '—' },
  { id: 'role', header: t('accounts.users.column.role'), cell: (account) => account.roleName },
  {
    id: 'status',
    header: t('accounts.users.column.status'),
    cell: (account) =>
      account.disabled ? (
        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-800">
          {t('accounts.users.disabled')}
        </span>
      ) : (
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-900">
          {t('accounts.users.active')}
        </span>
      ),
  },
];

export function UsersTable({ users, roles }: { users: readonly StaffAccount[]; roles: readonly RoleSummary[] }) {
  const t = useT();
  const [editing, setEditing] = useState<StaffAccount>();
  return (
    <>
      <DataTable
        columns={columns(t)}
        rows={users}
        rowKey={(account) => account.id}
        caption={t('accounts.page.accounts')}
        emptyText={t('accounts.users.empty')}
        rowActions={(account) => (
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => setEditing(account)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('accounts.edit')}
            <span className="sr-only"> {account.name}</span>
          </Button>
        )}
      />
      <EditUserDialog account={editing} roles={roles} onClose={() => setEditing(undefined)} />
    </>
  );
}
