import { Plus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { CursorPager } from '../../../components/data-table/cursor-pager';
import { useCursorPager } from '../../../components/data-table/use-cursor-pager';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import type { FilterControl } from '../../../components/filter-bar/filter-controls';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useAddressFilters } from '../../../hooks/use-address-filters';
import { useCan } from '../../../hooks/use-session-user';
import { usePtPackagePage } from '../api/get-pt-package-page';
import { useTrainers } from '../../../lib/api/get-trainers';
import { AddTrainerDialog } from '../components/add-trainer-dialog';
import { PtPackagesTable } from '../components/pt-packages-table';
import { SellPackageDialog } from '../components/sell-package-dialog';
import { TrainersTable } from '../components/trainers-table';
import { errorMessage } from '../../../lib/api-client';
import { PT_BALANCE_LABELS, PT_LIST_FIELDS, PT_STATUS_LABELS, ptPageQuery } from '../utils/pt-list-params';
import type { PtListFilters } from '../utils/pt-list-params';

const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * /personal-training (canViewPT): the PT packages sold, searched and filtered (kept in the address) and paged by
 * keyset, with sessions taken and what is paid and owed; selling a package, recording a session, paying a balance
 * and adding trainers need canEditPT (the server refuses otherwise, so the buttons are hidden).
 */
export function Component() {
  const canEdit = useCan('canEditPT');
  const filters = useAddressFilters(PT_LIST_FIELDS);
  const [selling, setSelling] = useState(false);
  const [addingTrainer, setAddingTrainer] = useState(false);
  const trainers = useTrainers();
  const controls: FilterControl<PtListFilters>[] = [
    { kind: 'search', key: 'search', label: 'Search packages', placeholder: 'Member name or phone, or trainer' },
    { kind: 'select', key: 'status', label: 'Status', allLabel: 'All statuses', options: optionsOf(PT_STATUS_LABELS) },
    {
      kind: 'select',
      key: 'trainerId',
      label: 'Trainer',
      allLabel: 'All trainers',
      options: (trainers.data ?? []).map((trainer) => ({ value: trainer.id, label: trainer.name })),
    },
    {
      kind: 'select',
      key: 'balance',
      label: 'Balance',
      allLabel: 'Paid or owing',
      options: optionsOf(PT_BALANCE_LABELS),
    },
  ];

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
          <FilterBar label="Filter packages" state={filters} controls={controls} />
          <PtPackagePages
            filters={filters.values}
            filterKey={filters.filterKey}
            filtered={filters.active}
            canEdit={canEdit}
          />
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
function PtPackagePages({
  filters,
  filterKey,
  filtered,
  canEdit,
}: {
  filters: PtListFilters;
  filterKey: string;
  filtered: boolean;
  canEdit: boolean;
}) {
  // A new filter starts again at its first page (the list stays mounted so its count is announced).
  const pager = useCursorPager(filterKey);
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
          {filtered ? 'No packages match these filters.' : 'No PT packages sold yet.'}
        </p>
      ) : (
        <PtPackagesTable packages={data} canEdit={canEdit} caption={`PT packages, page ${pageNumber}, newest first`} />
      )}
      <CursorPager pager={pager} nextCursor={nextCursor} label="Pages of packages" hideWhenSinglePage />
    </div>
  );
}
