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
import { useT } from '../../../lib/i18n/use-t';
import { useParkedEvents } from '../api/get-parked-events';
import { useResolveParkedEvent } from '../api/resolve-parked-event';

/** The dialog's field is the API's `note`, named `reason` as the shared dialog names its field. */
const noteSchema = z.object({ reason: resolveParkedEventInput.shape.note });

const columns = (
  t: ReturnType<typeof useT>,
  timeZone: string,
  onMark: (row: ParkedEventView) => void,
): DataTableColumn<ParkedEventView>[] => [
  {
    id: 'event',
    header: t('audit.parked.event'),
    cell: (row) => (
      <>
        <div className="font-medium text-slate-900">
          #{row.position} {row.type}
        </div>
        <Link className="text-blue-700 underline" to={`/audit?stream=${encodeURIComponent(row.streamId)}`}>
          {t('audit.parked.history', { streamId: row.streamId })}
        </Link>
      </>
    ),
  },
  {
    id: 'readModel',
    header: t('audit.parked.readModel'),
    cell: (row) => (
      <>
        {row.projector}
        <div className="text-xs text-slate-700">
          {t('audit.parked.since', { when: formatInstant(row.parkedAt, timeZone) })}
        </div>
      </>
    ),
  },
  { id: 'why', header: t('audit.parked.why'), className: 'break-words', cell: (row) => row.error },
  {
    id: 'status',
    header: t('audit.parked.status'),
    cell: (row) =>
      row.resolved ? (
        t('audit.parked.corrected', {
          name: row.resolved.byName,
          when: formatInstant(row.resolved.at, timeZone),
          note: row.resolved.note,
        })
      ) : (
        <Button variant="secondary" onClick={() => onMark(row)}>
          {t('audit.parked.mark')}
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
  const t = useT();
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
        {t('audit.parked.title', { open })}
      </h2>
      <p className="mt-1 text-sm text-amber-950">{t('audit.parked.explain')}</p>
      <div className="mt-3">
        <DataTable
          columns={columns(t, timeZone, setMarking)}
          rows={rows}
          rowKey={(row) => `${row.projector}/${row.eventId}`}
          caption={t('audit.parked.caption')}
          emptyText=""
          rowClassName={() => 'align-top'}
        />
      </div>
      <ReasonDialog
        open={marking !== null}
        title={t('audit.parked.dialogTitle')}
        description={
          marking
            ? t('audit.parked.dialogDescription', {
                position: marking.position,
                type: marking.type,
                projector: marking.projector,
              })
            : ''
        }
        confirmLabel={t('audit.parked.mark')}
        fieldLabel={t('audit.parked.whatWasDone')}
        schema={noteSchema}
        onConfirm={(note) => resolve.mutateAsync({ key: marking!, note })}
        onClose={() => setMarking(null)}
      />
    </section>
  );
}
