import type { Trainer } from '@gym/modules/membership/personal-training/pt-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';

const columns: DataTableColumn<Trainer>[] = [
  { id: 'name', header: 'Name', rowHeader: true, sortable: true, sortValue: (t) => t.name, cell: (t) => t.name },
  { id: 'phone', header: 'Phone', cell: (t) => t.phone ?? '—' },
  { id: 'email', header: 'Email', sortable: true, sortValue: (t) => t.email, cell: (t) => t.email ?? '—' },
];

/** The active trainers, by name (sortable here: the list is short and whole). */
export function TrainersTable({ trainers }: { trainers: readonly Trainer[] }) {
  return (
    <DataTable
      columns={columns}
      rows={trainers}
      rowKey={(t) => t.id}
      caption="Trainers"
      emptyText="No trainers yet."
      defaultSort={{ column: 'name', direction: 'ascending' }}
    />
  );
}
