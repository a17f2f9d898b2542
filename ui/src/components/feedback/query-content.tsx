import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SectionError, SectionLoading } from './query-state';
import { errorMessage } from '../../lib/api-client';

export interface QueryContentProps<Data> {
  /** What the section shows (a list, a policy, the settings), as TanStack Query holds it. */
  readonly query: UseQueryResult<Data>;
  readonly loadingText: string;
  /** For a list: said instead of the content when it is empty; without it the content speaks for itself (a table). */
  readonly emptyText?: ReactNode;
  readonly children: (data: Data) => ReactNode;
}

/**
 * A section's data read by one query: the kit's loading line while it comes, its error with a retry, for a list a
 * notice when it is empty, else the content built from the data. One place for the states every such section has.
 */
export function QueryContent<Data>({ query, loadingText, emptyText, children }: QueryContentProps<Data>) {
  if (query.isPending) return <SectionLoading text={loadingText} />;
  if (query.isError) return <SectionError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (emptyText !== undefined && Array.isArray(query.data) && query.data.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-700">
        {emptyText}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
