import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { resolveParkedEventInput } from '@gym/modules/platform/read-model/read-model-contracts';
import type { ParkedEventView } from '@gym/modules/platform/read-model/read-model-contracts';
import { SectionError } from '../../../components/feedback/query-state';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { errorMessage } from '../../../lib/api-client';
import { formatInstant } from '../../../lib/desk-time';
import { useParkedEvents } from '../api/get-parked-events';
import { useResolveParkedEvent } from '../api/resolve-parked-event';

/** The dialog's field is the API's `note`, named `reason` as the shared dialog names its field. */
const noteSchema = z.object({ reason: resolveParkedEventInput.shape.note });

const columns = (timeZone: string, onMark: (row: ParkedEventView) => void): DataTableColumn<ParkedEventView>[] => [
  {
    id: 'event',
    header: 'Event',
    cell: (row) => (
      <>
        <div className="font-medium text-slate-900">
          #{row.position} {row.type}
        </div>
        <Link className="text-blue-700 underline" to={`/audit?stream=${encodeURIComponent(row.streamId)}`}>
          History of {row.streamId}
        </Link>
      </>
    ),
  },
  {
    id: 'readModel',
    header: 'Read model',
    cell: (row) => (
      <>
        {row.projector}
        <div className="text-xs text-slate-700">since {formatInstant(row.parkedAt, timeZone)}</div>
      </>
    ),
  },
  { id: 'why', header: 'Why it was skipped', className: 'break-words', cell: (row) => row.error },
  {
    id: 'status',
    header: 'Status',
    cell: (row) =>
      row.resolved ? (
        `Corrected by ${row.resolved.byName}, ${formatInstant(row.resolved.at, timeZone)}: ${row.resolved.note}`
      ) : (
        <Button variant="secondary" onClick={() => onMark(row)}>
          Mark corrected
        </Button>
      ),
  },
];

/**
 * Settings managers only: the events a read model could not apply and went on past (issue 43). Each row says which
 * screen's data skipped what and why, links to the record's history, and takes the mark that it was corrected: the
 * correction itself is the record's own command (the document entered again with a real date, say). Shown only when
 * there is something to show.
 */
export function ParkedEvents({ timeZone }: { timeZone: string }) {
  const parked = useParkedEvents(true);
  const resolve = useResolveParkedEvent();
  const [marking, setMarking] = useState<ParkedEventView | null>(null);

  if (parked.isError)
    return <SectionError message={errorMessage(parked.error)} onRetry={() => void parked.refetch()} />;
  const rows = parked.data ?? [];
  if (rows.length === 0) return null;
  const open = rows.filter((row) => !row.resolved).length;

  return (
    <section aria-labelledby="parked-events-title" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id="parked-events-title" className="text-base font-semibold text-amber-950">
        Events a read model could not apply ({open} to correct)
      </h2>
      <p className="mt-1 text-sm text-amber-950">
        These events are in the log, but a screen's data was built without them, and its figures may miss them. Open the
        record, put it right with its own form (for example, enter the document again with its real date), then mark the
        event corrected.
      </p>
      <div className="mt-3">
        <DataTable
          columns={columns(timeZone, setMarking)}
          rows={rows}
          rowKey={(row) => `${row.projector}/${row.eventId}`}
          caption="Parked events, newest first"
          emptyText=""
          rowClassName={() => 'align-top'}
        />
      </div>
      <ReasonDialog
        open={marking !== null}
        title="Mark the event corrected"
        description={marking ? `#${marking.position} ${marking.type}, skipped by ${marking.projector}.` : ''}
        confirmLabel="Mark corrected"
        fieldLabel="What was done"
        schema={noteSchema}
        onConfirm={(note) => resolve.mutateAsync({ key: marking!, note })}
        onClose={() => setMarking(null)}
      />
    </section>
  );
}
