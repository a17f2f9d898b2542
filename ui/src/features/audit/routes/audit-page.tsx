import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import type { FilterControl } from '../../../components/filter-bar/filter-controls';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useAddressFilters } from '../../../hooks/use-address-filters';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { useEventCatalogue } from '../api/get-event-catalogue';
import { useEvents } from '../api/get-events';
import { EventsTable } from '../components/events-table';
import { VerifyLog } from '../components/verify-log';
import { ParkedEvents } from '../components/parked-events';
import { EVENT_LOG_FIELDS, eventLogFilterOf } from '../utils/event-log-fields';
import type { EventLogFilters } from '../utils/event-log-fields';

/**
 * /audit (canViewFinancials; the server shows each reader only the event types their flags allow): the event log as
 * a timeline in words, filtered through the URL (so member pages can link `?stream=member-<id>`), keyset-paged.
 */
export function Component() {
  const t = useT();
  const filters = useAddressFilters(EVENT_LOG_FIELDS);
  const timeZone = useGymTimeZone();
  const canVerify = useCan('canManageSettings');
  const catalogue = useEventCatalogue();
  const events = useEvents(eventLogFilterOf(filters.values, timeZone));
  const controls: FilterControl<EventLogFilters>[] = [
    { kind: 'chip', key: 'stream', label: t('audit.filters.stream') },
    {
      kind: 'select',
      key: 'type',
      label: t('audit.filters.type'),
      allLabel: t('audit.filters.all'),
      options: (catalogue.data?.events ?? []).map((entry) => ({ value: entry.type, label: entry.type })),
    },
    { kind: 'search', key: 'actor', label: t('audit.filters.actor') },
    {
      kind: 'dateRange',
      key: 'period',
      label: t('audit.filters.date'),
      fromLabel: t('audit.filters.from'),
      toLabel: t('audit.filters.to'),
    },
    { kind: 'search', key: 'q', label: t('audit.filters.search') },
  ];
  const rows = events.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={t('audit.page.title')}>{canVerify ? <VerifyLog /> : null}</PageHeader>
      {canVerify ? <ParkedEvents timeZone={timeZone} /> : null}

      <FilterBar label={t('audit.filters.label')} state={filters} controls={controls} />
      {events.isPending ? (
        <SectionLoading text={t('audit.page.loading')} />
      ) : events.isError ? (
        <SectionError message={errorMessage(events.error)} onRetry={() => void events.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {t('audit.page.empty')}
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-4">
          <EventsTable events={rows} timeZone={timeZone} />
          {events.hasNextPage ? (
            <div>
              <Button variant="secondary" busy={events.isFetchingNextPage} onClick={() => void events.fetchNextPage()}>
                {t('audit.page.loadMore')}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-slate-700">{t('audit.page.start')}</p>
          )}
        </div>
      )}
    </div>
  );
}
