import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import type { DataTableProps } from '../../../../components/data-table/data-table';
import { Button } from '../../../../components/ui/button';
import { useT } from '../../../../lib/i18n/use-t';

/**
 * One of the timetable's managed lists (classes, weekly sessions, closures): a titled section with its add button(s),
 * an optional line, and the table captioned with the title, each row's actions under "Actions".
 */
export function ManageTable<Row>({
  id,
  title,
  action,
  intro,
  ...table
}: {
  id: string;
  title: string;
  action: ReactNode;
  intro?: ReactNode;
} & Pick<DataTableProps<Row>, 'query' | 'rows' | 'rowKey' | 'emptyText' | 'columns' | 'rowActions'>) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="print:hidden">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {intro}
      <DataTable caption={title} actionsHeader={t('classes.manage.actions')} {...table} />
    </section>
  );
}

/** A row's icon button (edit by default), named for the row it acts on. */
export function RowAction({ label, onClick, icon }: { label: string; onClick: () => void; icon?: ReactNode }) {
  return (
    <Button variant="ghost" className="px-2 py-1" onClick={onClick} aria-label={label}>
      {icon ?? <Pencil aria-hidden="true" className="size-4" />}
    </Button>
  );
}

/** A class's colour beside its name. */
export function ColourName({ colour, name }: { colour: string; name: string }) {
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: colour }} />
      {name}
    </span>
  );
}
