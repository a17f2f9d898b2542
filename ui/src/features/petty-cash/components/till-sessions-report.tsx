import { useMemo } from 'react';
import { formatMoney } from '../../../lib/i18n/current-formats';
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
import { useT } from '../../../lib/i18n/use-t';
import { tillSessionsFileUrl, useTillSessions } from '../api/get-till-sessions';
import { periodValues, tillSessionFields } from '../utils/till-session-fields';
import type { TillSessionFilters } from '../utils/till-session-fields';

const orDash = (value: number | null) => (value === null ? '—' : formatMoney(value));

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
  const t = useT();
  const timeZone = useGymTimeZone();
  const fields = useMemo(() => tillSessionFields(today), [today]);
  const filters = useAddressFilters(fields);
  const opened = filters.values.opened;
  const sessions = useTillSessions(opened);
  const backwards = opened.from !== undefined && opened.to !== undefined && opened.from > opened.to;
  const closed = (sessions.data ?? []).filter((s) => s.variance !== null).reverse();
  const categories: ChartCategory[] = closed.map((s) => ({
    key: s.id,
    label: s.deskName,
    title: `${s.deskName}, ${formatDateTime(s.openedAt, timeZone)}`,
    bars: [{ key: 'variance', values: { variance: s.variance ?? 0 } }],
  }));
  const period = periodValues(opened);
  const controls: FilterControl<TillSessionFilters>[] = [
    {
      kind: 'dateRange',
      key: 'opened',
      label: t('petty-cash.sessions.opened'),
      fromLabel: t('petty-cash.sessions.from'),
      toLabel: t('petty-cash.sessions.to'),
    },
  ];
  const columns: ReportColumn<TillSessionSummary>[] = [
    { key: 'desk', header: t('petty-cash.sessions.desk'), cell: (s) => s.deskName },
    { key: 'opened', header: t('petty-cash.sessions.opened'), cell: (s) => formatDateTime(s.openedAt, timeZone) },
    {
      key: 'status',
      header: t('petty-cash.sessions.status'),
      cell: (s) => (s.status === 'open' ? t('petty-cash.sessions.open') : t('petty-cash.sessions.closed')),
    },
    { key: 'expected', header: t('petty-cash.sessions.expected'), numeric: true, cell: (s) => formatMoney(s.expected) },
    { key: 'counted', header: t('petty-cash.totals.counted'), numeric: true, cell: (s) => orDash(s.counted) },
    { key: 'variance', header: t('petty-cash.totals.variance'), numeric: true, cell: (s) => orDash(s.variance) },
    {
      key: 'report',
      header: t('petty-cash.sessions.report'),
      actions: true,
      cell: (s) => (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            aria-label={
              s.status === 'open'
                ? t('petty-cash.report.xOf', { desk: s.deskName })
                : t('petty-cash.report.zOf', { desk: s.deskName })
            }
            onClick={() => onReport(s.id)}
          >
            {s.status === 'open' ? t('petty-cash.report.x') : t('petty-cash.report.z')}
          </Button>
          {onAdjust && s.status === 'closed' ? (
            <Button
              variant="secondary"
              aria-label={t('petty-cash.adjust.submitTo', { desk: s.deskName })}
              onClick={() => onAdjust(s)}
            >
              {t('petty-cash.adjust.submit')}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <ReportView<TillSessionSummary>
      title={t('petty-cash.sessions.title')}
      picker={
        <div className="basis-full">
          <FilterBar label={t('petty-cash.sessions.filter')} state={filters} controls={controls} />
        </div>
      }
      printCaption={t('petty-cash.sessions.printCaption', period)}
      files={[
        { label: 'CSV', href: tillSessionsFileUrl(opened, 'csv') },
        { label: 'Excel', href: tillSessionsFileUrl(opened, 'excel') },
      ]}
      printLabel={t('petty-cash.sessions.print')}
      problem={backwards ? t('petty-cash.sessions.backwards') : null}
      loadingText={t('petty-cash.sessions.loading')}
      error={
        sessions.isError ? { message: errorMessage(sessions.error), onRetry: () => void sessions.refetch() } : null
      }
      chart={
        categories.length > 0
          ? {
              categories,
              series: [{ key: 'variance', label: t('petty-cash.totals.variance'), color: '#b45309' }],
              label: t('petty-cash.sessions.chartLabel', period),
              formatValue: formatMoney,
              formatTick: (value) => value.toLocaleString('en-US'),
              height: 200,
            }
          : undefined
      }
      table={
        sessions.data
          ? {
              caption: t('petty-cash.sessions.title'),
              columns,
              rows: sessions.data,
              rowKey: (s) => s.id,
              emptyText: t('petty-cash.sessions.empty'),
            }
          : undefined
      }
    />
  );
}
