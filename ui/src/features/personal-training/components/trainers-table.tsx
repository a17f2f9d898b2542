import type { Trainer } from '@gym/modules/membership/personal-training/pt-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { useT } from '../../../lib/i18n/use-t';

const columns = (t: ReturnType<typeof useT>): DataTableColumn<Trainer>[] => [
  {
    id: 'name',
    header: t('personal-training.trainers.column.name'),
    rowHeader: true,
    sortable: true,
    sortValue: (trainer) => trainer.name,
    cell: (trainer) => trainer.name,
  },
  { id: 'phone', header: t('personal-training.trainers.column.phone'), cell: (trainer) => trainer.phone ?? '—' },
  {
    id: 'email',
    header: t('personal-training.trainers.column.email'),
    sortable: true,
    sortValue: (trainer) => trainer.email,
    cell: (trainer) => trainer.email ?? '—',
  },
];

/** The active trainers, by name (sortable here: the list is short and whole). */
export function TrainersTable({ trainers }: { trainers: readonly Trainer[] }) {
  const t = useT();
  return (
    <DataTable
      columns={columns(t)}
      rows={trainers}
      rowKey={(trainer) => trainer.id}
      caption={t('personal-training.trainers.caption')}
      emptyText={t('personal-training.trainers.empty')}
      defaultSort={{ column: 'name', direction: 'ascending' }}
    />
  );
}
