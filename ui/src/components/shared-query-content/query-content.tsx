import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SectionError, SectionLoading } from '../feedback/query-state';
import { errorMessage } from '../../lib/api-client';

export interface QueryContentProps<Item> {
  /** The list the section shows, as TanStack Query holds it. */
  readonly query: UseQueryResult<readonly Item[]>;
  readonly loadingText: string;
  /** Said instead of the content when the list is empty; without it the content speaks for itself (a table). */
  readonly emptyText?: ReactNode;
  readonly children: (items: readonly Item[]) => ReactNode;
}

/**
 * A section's list read by one query: the kit's loading line while it comes, its error with a retry, a notice when
 * it is empty, else the content built from the items. One place for the four states every list section has.
 */
export function QueryContent<Item>({ query, loadingText, emptyText, children }: QueryContentProps<Item>) {
  if (query.isPending) return <SectionLoading text={loadingText} />;
  if (query.isError) return <SectionError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (emptyText !== undefined && query.data.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-700">
        {emptyText}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
