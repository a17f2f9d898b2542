import type { AtRiskMember } from '@gym/modules/insight/marketing/marketing-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';

const columns: DataTableColumn<AtRiskMember>[] = [
  { id: 'member', header: 'Member', rowHeader: true, cell: (m) => m.name },
  { id: 'score', header: 'Score', kind: 'number', cell: (m) => m.score },
  { id: 'why', header: 'Why', cell: (m) => m.reasons.join('; ') },
];

/** Members at risk of leaving, highest score first, each with the reasons. */
export function AtRiskTable({ members }: { members: readonly AtRiskMember[] }) {
  return (
    <DataTable
      columns={columns}
      rows={members}
      rowKey={(m) => m.memberId}
      caption="Members at risk"
      emptyText="No member looks at risk."
    />
  );
}
