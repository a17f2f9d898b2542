import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useMemberHistory } from '../api/get-member-history';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { formatDateTime } from '../../../lib/desk-time';

/** Everything that happened to the member, who did it and when, newest first, a page at a time. */
export function MemberHistory({ memberId }: { memberId: string }) {
  const timeZone = useGymTimeZone();
  const history = useMemberHistory(memberId);
  const entries = history.data?.pages.flat() ?? [];
  return (
    <section aria-labelledby="history-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="history-heading" className="mb-4 text-lg font-semibold text-slate-900">
        History
      </h2>
      {history.isPending ? (
        <SectionLoading text="Loading history..." />
      ) : history.isError ? (
        <SectionError message={errorMessage(history.error)} onRetry={() => void history.refetch()} />
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-700">Nothing recorded yet.</p>
      ) : (
        <>
          <div className="relative overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <caption className="sr-only">History of the member, newest first</caption>
              <thead className="text-left text-slate-800">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    When
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    What
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Who
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {entries.map((entry) => (
                  <tr key={entry.position} className="align-top">
                    <td className="py-2 pr-4 whitespace-nowrap text-slate-700 tabular-nums">
                      <time dateTime={entry.at}>{formatDateTime(entry.at, timeZone)}</time>
                    </td>
                    <td className="py-2 pr-4 text-slate-900">{entry.summary}</td>
                    <td className="py-2 whitespace-nowrap text-slate-800">{entry.actorName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {history.hasNextPage ? (
            <Button
              variant="secondary"
              className="mt-4"
              busy={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              Load more
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
