import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { RoleSummary, StaffAccount } from '@gym/modules/people/accounts/accounts-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { EditUserDialog } from './edit-user-dialog';

const columns: DataTableColumn<StaffAccount>[] = [
  { id: 'name', header: 'Name', rowHeader: true, cell: (account) => account.name },
  { id: 'username', header: 'Username', cell: (account) => account.username },
  { id: 'email', header: 'Email', cell: (account) => account.email || '—' },
  { id: 'role', header: 'Role', cell: (account) => account.roleName },
  {
    id: 'status',
    header: 'Status',
    cell: (account) =>
      account.disabled ? (
        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-800">Disabled</span>
      ) : (
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-900">Active</span>
      ),
  },
];

export function UsersTable({ users, roles }: { users: readonly StaffAccount[]; roles: readonly RoleSummary[] }) {
  const [editing, setEditing] = useState<StaffAccount>();
  return (
    <>
      <DataTable
        columns={columns}
        rows={users}
        rowKey={(account) => account.id}
        caption="Staff accounts"
        emptyText="No staff accounts yet."
        rowActions={(account) => (
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => setEditing(account)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit<span className="sr-only"> {account.name}</span>
          </Button>
        )}
      />
      <EditUserDialog account={editing} roles={roles} onClose={() => setEditing(undefined)} />
    </>
  );
}
