import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { RoleSummary, StaffAccount } from '@gym/modules/people/accounts/accounts-contracts';
import { Button } from '../../../components/ui/button';
import { EditUserDialog } from './edit-user-dialog';
import { ColumnHeaders } from '../../../components/ui/column-headers';

export function UsersTable({ users, roles }: { users: readonly StaffAccount[]; roles: readonly RoleSummary[] }) {
  const [editing, setEditing] = useState<StaffAccount>();
  return (
    <>
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Staff accounts</caption>
          <thead className="bg-slate-50 text-left text-slate-800">
            <ColumnHeaders
              cell="px-4 py-3"
              columns={[
                { label: 'Name' },
                { label: 'Username' },
                { label: 'Email' },
                { label: 'Role' },
                { label: 'Status' },
                { label: 'Actions', srOnly: true },
              ]}
            />
          </thead>
          <tbody className="divide-y divide-slate-200">
            {users.map((account) => (
              <tr key={account.id}>
                <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900">
                  {account.name}
                </th>
                <td className="px-4 py-3 text-slate-800">{account.username}</td>
                <td className="px-4 py-3 text-slate-800">{account.email || '—'}</td>
                <td className="px-4 py-3 text-slate-800">{account.roleName}</td>
                <td className="px-4 py-3">
                  {account.disabled ? (
                    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-800">Disabled</span>
                  ) : (
                    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-900">Active</span>
                  )}
                </td>
                <td className="px-4 py-3 text-right">
                  <Button variant="secondary" className="px-3 py-1.5" onClick={() => setEditing(account)}>
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit<span className="sr-only"> {account.name}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <EditUserDialog account={editing} roles={roles} onClose={() => setEditing(undefined)} />
    </>
  );
}
