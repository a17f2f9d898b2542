import { useSearchParams } from 'react-router';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { useEventCatalogue } from '../api/get-event-catalogue';
import { useEvents } from '../api/get-events';
import type { EventLogFilter } from '../api/get-events';
import { EventsTable } from '../components/events-table';
import { VerifyLog } from '../components/verify-log';
import { ParkedEvents } from '../components/parked-events';
import { dayStart, nextDay } from '../../../lib/desk-time';

const FILTERS = ['stream', 'type', 'actor', 'from', 'to', 'q'] as const;
type FilterName = (typeof FILTERS)[number];

/**
 * /audit (canViewFinancials; the server shows each reader only the event types their flags allow): the event log as
 * a timeline in words, filtered through the URL (so member pages can link `?stream=member-<id>`), keyset-paged.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const timeZone = useGymTimeZone();
  const canVerify = useCan('canManageSettings');
  const catalogue = useEventCatalogue();
  const form = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Record<FilterName, string>;
  // Typing in the text boxes should not fire a request per key.
  const actor = useDebouncedValue(form.actor, 300);
  const q = useDebouncedValue(form.q, 300);
  const filter: EventLogFilter = {
    stream: form.stream || undefined,
    type: form.type || undefined,
    actor: actor || undefined,
    q: q || undefined,
    from: form.from ? dayStart(form.from, timeZone) : undefined,
    to: form.to ? dayStart(nextDay(form.to), timeZone) : undefined,
  };
  const events = useEvents(filter);

  const setFilter = (name: FilterName, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const rows = events.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title="Audit">{canVerify ? <VerifyLog /> : null}</PageHeader>
      {canVerify ? <ParkedEvents timeZone={timeZone} /> : null}

      <div role="search" aria-label="Filter events" className="mb-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <SelectField label="Event type" value={form.type} onChange={(e) => setFilter('type', e.target.value)}>
          <option value="">All</option>
          {(catalogue.data?.events ?? []).map((entry) => (
            <option key={entry.type} value={entry.type}>
              {entry.type}
            </option>
          ))}
        </SelectField>
        <TextField label="Who (username)" value={form.actor} onChange={(e) => setFilter('actor', e.target.value)} />
        <TextField label="From" type="date" value={form.from} onChange={(e) => setFilter('from', e.target.value)} />
        <TextField label="To" type="date" value={form.to} onChange={(e) => setFilter('to', e.target.value)} />
        <TextField
          label="Search (name, invoice, amount)"
          type="search"
          value={form.q}
          onChange={(e) => setFilter('q', e.target.value)}
        />
      </div>
      {form.stream ? (
        <p className="mb-4 text-sm text-slate-800">
          Only stream <code>{form.stream}</code>.{' '}
          <button type="button" className="text-blue-700 underline" onClick={() => setFilter('stream', '')}>
            Show every stream
          </button>
        </p>
      ) : null}

      {events.isPending ? (
        <SectionLoading text="Loading events..." />
      ) : events.isError ? (
        <SectionError message={errorMessage(events.error)} onRetry={() => void events.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          No events found
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-4">
          <EventsTable events={rows} timeZone={timeZone} />
          {events.hasNextPage ? (
            <div>
              <Button variant="secondary" busy={events.isFetchingNextPage} onClick={() => void events.fetchNextPage()}>
                Load more
              </Button>
            </div>
          ) : (
            <p className="text-sm text-slate-700">The start of the log.</p>
          )}
        </div>
      )}
    </div>
  );
}
