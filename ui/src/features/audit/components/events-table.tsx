import { useState } from 'react';
import type { LoggedEvent } from '@gym/kernel/contracts/event-log-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { formatInstant } from '../../../lib/desk-time';
import { actorNameIn, roleNameIn } from '../../../lib/i18n/role-name';
import { useT } from '../../../lib/i18n/use-t';
import { EventChanges } from './event-changes';
import { EventSentence } from './event-words';

/** The raw event as stored (data without withheld personal fields) and its metadata, for people who audit it. */
function rawEvent(event: LoggedEvent) {
  return {
    position: event.position,
    eventId: event.eventId,
    type: event.type,
    schemaVersion: event.schemaVersion,
    streamId: event.streamId,
    streamVersion: event.streamVersion,
    data: event.data,
    withheld: event.withheld,
    metadata: {
      at: event.at,
      actor: event.actor,
      command: event.command,
      correlationId: event.correlationId,
      causationId: event.causationId,
      clientAddress: event.clientAddress,
    },
  };
}

/** The timeline, newest first: when (gym time), who, what in words, stream; each row opens to its raw event. */
export function EventsTable({ events, timeZone }: { events: readonly LoggedEvent[]; timeZone: string }) {
  const t = useT();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const detailId = (event: LoggedEvent) => `event-raw-${event.position}`;
  const columns: DataTableColumn<LoggedEvent>[] = [
    {
      id: 'when',
      header: t('audit.events.when'),
      kind: 'date',
      cell: (event) => <time dateTime={event.at}>{formatInstant(event.at, timeZone)}</time>,
    },
    {
      id: 'who',
      header: t('audit.events.who'),
      cell: (event) => (
        <>
          {actorNameIn(t, event.actor.name)}
          {event.actor.roleName ? (
            <span className="text-slate-600"> ({roleNameIn(t, event.actor.roleName)})</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'what',
      header: t('audit.events.what'),
      cell: (event) => (
        <>
          <span>
            <EventSentence event={event} />
          </span>
          {/* The type's name is a code (the filter and the API name it so), shown as it is in every language. */}
          <span className="block text-xs text-slate-600" translate="no">
            {event.type}
          </span>
        </>
      ),
    },
    {
      id: 'stream',
      header: t('audit.events.stream'),
      className: 'font-mono text-xs break-all',
      cell: (event) => <span translate="no">{event.streamId}</span>,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={events}
      rowKey={(event) => event.eventId}
      caption={t('audit.events.caption')}
      emptyText={t('audit.events.empty')}
      actionsHeader={t('audit.events.rawHeader')}
      rowClassName={() => 'align-top'}
      rowActions={(event) => (
        <button
          type="button"
          className="rounded px-2 py-1 text-sm font-medium text-blue-700 underline hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600"
          aria-expanded={open.has(event.eventId)}
          aria-controls={detailId(event)}
          onClick={() => toggle(event.eventId)}
        >
          {open.has(event.eventId) ? t('audit.events.hideRaw') : t('audit.events.showRaw')}
          <span className="sr-only"> {event.position}</span>
        </button>
      )}
      rowDetail={(event) =>
        open.has(event.eventId) ? (
          <div id={detailId(event)}>
            <EventChanges position={event.position} />
            {/* Focusable so a keyboard user can scroll a long event. */}
            <pre
              tabIndex={0}
              translate="no"
              className="max-h-96 overflow-auto text-xs text-slate-900"
              aria-label={t('audit.events.rawLabel', { position: event.position })}
            >
              {JSON.stringify(rawEvent(event), null, 2)}
            </pre>
          </div>
        ) : null
      }
    />
  );
}
