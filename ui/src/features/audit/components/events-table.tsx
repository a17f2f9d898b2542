import { Fragment, useState } from 'react';
import type { LoggedEvent } from '@gym/kernel/contracts/event-log-contracts';
import { formatInstant } from '../../../lib/desk-time';
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
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Events, newest first</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              When
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Who
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              What happened
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Stream
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">Raw event</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const expanded = open.has(event.eventId);
            const detailId = `event-raw-${event.position}`;
            return (
              <Fragment key={event.eventId}>
                <tr className="border-t border-slate-200 align-top">
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={event.at}>{formatInstant(event.at, timeZone)}</time>
                  </td>
                  <td className="px-3 py-2">
                    {event.actor.name}
                    {event.actor.roleName ? <span className="text-slate-600"> ({event.actor.roleName})</span> : null}
                  </td>
                  <td className="px-3 py-2">
                    <span>
                      <EventSentence event={event} />
                    </span>
                    <span className="block text-xs text-slate-600">{event.type}</span>
                  </td>
                  <td className="px-3 py-2 font-mono text-xs break-all">{event.streamId}</td>
                  <td className="px-3 py-2">
                    <button
                      type="button"
                      className="rounded px-2 py-1 text-sm font-medium text-blue-700 underline hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600"
                      aria-expanded={expanded}
                      aria-controls={detailId}
                      onClick={() => toggle(event.eventId)}
                    >
                      {expanded ? 'Hide raw event' : 'Show raw event'}
                      <span className="sr-only"> {event.position}</span>
                    </button>
                  </td>
                </tr>
                {expanded ? (
                  <tr id={detailId} className="bg-slate-50">
                    <td colSpan={5} className="px-3 py-2">
                      <EventChanges position={event.position} />
                      {/* Focusable so a keyboard user can scroll a long event. */}
                      <pre
                        tabIndex={0}
                        className="max-h-96 overflow-auto text-xs text-slate-900"
                        aria-label={`Raw event ${event.position}`}
                      >
                        {JSON.stringify(rawEvent(event), null, 2)}
                      </pre>
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
