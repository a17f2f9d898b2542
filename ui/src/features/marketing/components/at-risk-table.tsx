import type { AtRiskMember } from '@gym/modules/insight/marketing/marketing-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { useT } from '../../../lib/i18n/use-t';

const columns = (t: ReturnType<typeof useT>): DataTableColumn<AtRiskMember>[] => [
  { id: 'member', header: t('marketing.atRisk.member'), rowHeader: true, cell: (m) => m.name },
  { id: 'score', header: t('marketing.atRisk.score'), kind: 'number', cell: (m) => m.score },
  { id: 'why', header: t('marketing.atRisk.why'), cell: (m) => m.reasons.join('; ') },
];

/** Members at risk of leaving, highest score first, each with the reasons. */
export function AtRiskTable({ members }: { members: readonly AtRiskMember[] }) {
  const t = useT();
  return (
    <DataTable
      columns={columns(t)}
      rows={members}
      rowKey={(m) => m.memberId}
      caption={t('marketing.atRisk.title')}
      emptyText={t('marketing.atRisk.none')}
    />
  );
}
