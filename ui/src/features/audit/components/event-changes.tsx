import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { useEventChanges } from '../api/get-event-changes';

/** A field's value as stored, readable: text as it is, nothing as a dash, anything else as JSON. */
const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** What an opened event changed on its record: each changed field before and after (money fields in minor units). */
export function EventChanges({ position }: { position: number }) {
  const t = useT();
  const changes = useEventChanges(position);
  if (changes.isPending) return <SectionLoading text={t('audit.changes.loading')} />;
  if (changes.isError)
    return <SectionError message={errorMessage(changes.error)} onRetry={() => void changes.refetch()} />;
  const { since, changes: fields } = changes.data;
  if (!since) return <p className="text-sm text-slate-700">{t('audit.changes.newRecord')}</p>;
  if (fields.length === 0) return <p className="text-sm text-slate-700">{t('audit.changes.none')}</p>;
  return (
    <table className="mb-2 text-start text-sm">
      <caption className="mb-1 text-start font-semibold">{t('audit.changes.caption', { type: since.type })}</caption>
      <thead>
        <ColumnHeaders
          cell="py-1 pe-4"
          columns={[
            { label: t('audit.changes.field') },
            { label: t('audit.changes.before') },
            { label: t('audit.changes.after') },
          ]}
        />
      </thead>
      <tbody>
        {fields.map((change) => (
          <tr key={change.field} className="border-t border-slate-200 align-top">
            <th scope="row" className="py-1 pe-4 font-mono text-xs font-normal">
              {change.field}
            </th>
            <td className="py-1 pe-4 break-all">{shown(change.before)}</td>
            <td className="py-1 break-all">{shown(change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
