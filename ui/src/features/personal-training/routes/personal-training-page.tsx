import { Plus, UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CursorPager } from '../../../components/data-table/cursor-pager';
import { useCursorPager } from '../../../components/data-table/use-cursor-pager';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useCan } from '../../../hooks/use-session-user';
import { usePtPackagePage } from '../api/get-pt-package-page';
import { useTrainers } from '../api/get-trainers';
import { AddTrainerDialog } from '../components/add-trainer-dialog';
import { PtPackageFilters } from '../components/pt-package-filters';
import { PtPackagesTable } from '../components/pt-packages-table';
import { SellPackageDialog } from '../components/sell-package-dialog';
import { TrainersTable } from '../components/trainers-table';
import { errorMessage } from '../../../lib/api-client';
import { hasFilters, ptFiltersFromUrl, ptFiltersToUrl, ptPageQuery } from '../utils/pt-list-params';
import type { PtListFilters } from '../utils/pt-list-params';

/**
 * /personal-training (canViewPT): the PT packages sold, searched and filtered (kept in the address) and paged by
 * keyset, with sessions taken and what is paid and owed; selling a package, recording a session, paying a balance
 * and adding trainers need canEditPT (the server refuses otherwise, so the buttons are hidden).
 */
export function Component() {
  const canEdit = useCan('canEditPT');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => ptFiltersFromUrl(searchParams), [searchParams]);
  const [selling, setSelling] = useState(false);
  const [addingTrainer, setAddingTrainer] = useState(false);
  const trainers = useTrainers();
  // Changing a filter replaces the address entry, as the members list does.
  const filter = (next: PtListFilters) => setSearchParams(ptFiltersToUrl(next), { replace: true });

  return (
    <div className="mx-auto grid max-w-7xl gap-8">
      <div>
        <PageHeader title="Personal Training">
          {canEdit ? (
            <Button onClick={() => setSelling(true)} disabled={!trainers.data}>
              <Plus aria-hidden="true" className="size-4" />
              Sell package
            </Button>
          ) : null}
        </PageHeader>
        <section aria-labelledby="packages-heading">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="packages-heading" className="text-lg font-semibold text-slate-900">
              Packages
            </h2>
          </div>
          <PtPackageFilters filters={filters} trainers={trainers.data ?? []} onChange={filter} />
          <PtPackagePages filters={filters} canEdit={canEdit} />
        </section>
      </div>

      <section aria-labelledby="trainers-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="trainers-heading" className="text-lg font-semibold text-slate-900">
            Trainers
          </h2>
          {canEdit ? (
            <Button variant="secondary" onClick={() => setAddingTrainer(true)}>
              <UserPlus aria-hidden="true" className="size-4" />
              Add trainer
            </Button>
          ) : null}
        </div>
        {trainers.isPending ? (
          <SectionLoading text="Loading trainers..." />
        ) : trainers.isError ? (
          <SectionError message={errorMessage(trainers.error)} onRetry={() => void trainers.refetch()} />
        ) : trainers.data.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-700">
            No trainers yet.
          </p>
        ) : (
          <TrainersTable trainers={trainers.data} />
        )}
      </section>

      <SellPackageDialog open={selling} onClose={() => setSelling(false)} trainers={trainers.data ?? []} />
      <AddTrainerDialog open={addingTrainer} onClose={() => setAddingTrainer(false)} />
    </div>
  );
}

/** The filter's packages a page at a time: Next follows the server's cursor, Previous goes back along those seen. */
function PtPackagePages({ filters, canEdit }: { filters: PtListFilters; canEdit: boolean }) {
  // A new filter starts again at its first page (the list stays mounted so its count is announced).
  const pager = useCursorPager(ptFiltersToUrl(filters).toString());
  const packages = usePtPackagePage(ptPageQuery(filters, pager.cursor));
  if (packages.isPending) return <SectionLoading text="Loading packages..." />;
  if (packages.isError)
    return <SectionError message={errorMessage(packages.error)} onRetry={() => void packages.refetch()} />;
  const { data, total, nextCursor } = packages.data;
  const pageNumber = pager.page;
  return (
    <div aria-busy={packages.isPlaceholderData || undefined} className="grid gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        {total === 1 ? '1 package found' : `${total} packages found`}
        {total > data.length ? ` · page ${pageNumber}` : ''}
      </p>
      {data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {hasFilters(filters) ? 'No packages match these filters.' : 'No PT packages sold yet.'}
        </p>
      ) : (
        <PtPackagesTable packages={data} canEdit={canEdit} caption={`PT packages, page ${pageNumber}, newest first`} />
      )}
      <CursorPager pager={pager} nextCursor={nextCursor} label="Pages of packages" hideWhenSinglePage />
    </div>
  );
}
