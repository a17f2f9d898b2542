import { useMemo } from 'react';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { TillSessionSummary } from '@gym/modules/finance/petty-cash/till-contracts';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import type { FilterControl } from '../../../components/filter-bar/filter-controls';
import type { ChartCategory } from '../../../components/report-view/chart-types';
import { ReportView } from '../../../components/report-view/report-view';
import type { ReportColumn } from '../../../components/report-view/report-table';
import { Button } from '../../../components/ui/button';
import { useAddressFilters } from '../../../hooks/use-address-filters';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/desk-time';
import { tillSessionsFileUrl, useTillSessions } from '../api/get-till-sessions';
import { periodWords, tillSessionFields } from '../utils/till-session-fields';
import type { TillSessionFilters } from '../utils/till-session-fields';

const orDash = (value: number | null) => (value === null ? '—' : formatMoney(value));
const SERIES = [{ key: 'variance', label: 'Variance', color: '#b45309' }];
const CONTROLS: FilterControl<TillSessionFilters>[] = [
  { kind: 'dateRange', key: 'opened', label: 'Opened', fromLabel: 'From', toLabel: 'To' },
];

interface TillSessionsReportProps {
  today: string;
  /** Opens a session's X report (open) or Z report (closed). */
  onReport: (sessionId: string) => void;
  /** Given to those who may correct a closed session (canEditFinancials). */
  onAdjust?: ((session: TillSessionSummary) => void) | undefined;
}

/**
 * The till sessions opened in a period: each closed session's variance as a chart (oldest first), the sessions as a
 * table with their X / Z report and adjustment, the server's CSV and Excel files, print.
 */
export function TillSessionsReport({ today, onReport, onAdjust }: TillSessionsReportProps) {
  const timeZone = useGymTimeZone();
  const fields = useMemo(() => tillSessionFields(today), [today]);
  const filters = useAddressFilters(fields);
  const period = filters.values.opened;
  const sessions = useTillSessions(period);
  const backwards = period.from !== undefined && period.to !== undefined && period.from > period.to;
  const closed = (sessions.data ?? []).filter((s) => s.variance !== null).reverse();
  const categories: ChartCategory[] = closed.map((s) => ({
    key: s.id,
    label: s.deskName,
    title: `${s.deskName}, ${formatDateTime(s.openedAt, timeZone)}`,
    bars: [{ key: 'variance', values: { variance: s.variance ?? 0 } }],
  }));
  const columns: ReportColumn<TillSessionSummary>[] = [
    { key: 'desk', header: 'Desk', cell: (s) => s.deskName },
    { key: 'opened', header: 'Opened', cell: (s) => formatDateTime(s.openedAt, timeZone) },
    { key: 'status', header: 'Status', cell: (s) => (s.status === 'open' ? 'Open' : 'Closed') },
    { key: 'expected', header: 'Expected', numeric: true, cell: (s) => formatMoney(s.expected) },
    { key: 'counted', header: 'Counted', numeric: true, cell: (s) => orDash(s.counted) },
    { key: 'variance', header: 'Variance', numeric: true, cell: (s) => orDash(s.variance) },
    {
      key: 'report',
      header: 'Report',
      actions: true,
      cell: (s) => (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => onReport(s.id)}>
            {s.status === 'open' ? 'X report' : 'Z report'}
            <span className="sr-only"> of {s.deskName}</span>
          </Button>
          {onAdjust && s.status === 'closed' ? (
            <Button variant="secondary" onClick={() => onAdjust(s)}>
              Record adjustment<span className="sr-only"> to {s.deskName}</span>
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <ReportView<TillSessionSummary>
      title="Till sessions"
      picker={
        <div className="basis-full">
          <FilterBar label="Filter till sessions" state={filters} controls={CONTROLS} />
        </div>
      }
      printCaption={`Opened ${periodWords(period)}`}
      files={[
        { label: 'CSV', href: tillSessionsFileUrl(period, 'csv') },
        { label: 'Excel', href: tillSessionsFileUrl(period, 'excel') },
      ]}
      printLabel="Print sessions"
      problem={backwards ? 'The period starts after it ends.' : null}
      loadingText="Loading sessions..."
      error={
        sessions.isError ? { message: errorMessage(sessions.error), onRetry: () => void sessions.refetch() } : null
      }
      chart={
        categories.length > 0
          ? {
              categories,
              series: SERIES,
              label: `Variance of each closed till session opened ${periodWords(period)}. The table below gives the figures.`,
              formatValue: formatMoney,
              formatTick: (value) => value.toLocaleString('en-US'),
              height: 200,
            }
          : undefined
      }
      table={
        sessions.data
          ? {
              caption: 'Till sessions',
              columns,
              rows: sessions.data,
              rowKey: (s) => s.id,
              emptyText: 'No till sessions in this period.',
            }
          : undefined
      }
    />
  );
}
