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
import { useT } from '../../../lib/i18n/use-t';
import { PT_BALANCE_LABELS, PT_LIST_FIELDS, PT_STATUS_LABELS, ptPageQuery } from '../utils/pt-list-params';
import type { PtListFilters } from '../utils/pt-list-params';

/**
 * /personal-training (canViewPT): the PT packages sold, searched and filtered (kept in the address) and paged by
 * keyset, with sessions taken and what is paid and owed; selling a package, recording a session, paying a balance
 * and adding trainers need canEditPT (the server refuses otherwise, so the buttons are hidden).
 */
export function Component() {
  const t = useT();
  const canEdit = useCan('canEditPT');
  const filters = useAddressFilters(PT_LIST_FIELDS);
  const [selling, setSelling] = useState(false);
  const [addingTrainer, setAddingTrainer] = useState(false);
  const trainers = useTrainers();
  // The choices' names are ids in the catalogue.
  const optionsOf = (labels: Record<string, string>) =>
    Object.entries(labels).map(([value, label]) => ({ value, label: t(label) }));
  const controls: FilterControl<PtListFilters>[] = [
    {
      kind: 'search',
      key: 'search',
      label: t('personal-training.filter.search'),
      placeholder: t('personal-training.filter.searchPlaceholder'),
    },
    {
      kind: 'select',
      key: 'status',
      label: t('personal-training.filter.status'),
      allLabel: t('personal-training.filter.allStatuses'),
      options: optionsOf(PT_STATUS_LABELS),
    },
    {
      kind: 'select',
      key: 'trainerId',
      label: t('personal-training.filter.trainer'),
      allLabel: t('personal-training.filter.allTrainers'),
      options: (trainers.data ?? []).map((trainer) => ({ value: trainer.id, label: trainer.name })),
    },
    {
      kind: 'select',
      key: 'balance',
      label: t('personal-training.filter.balance'),
      allLabel: t('personal-training.filter.anyBalance'),
      options: optionsOf(PT_BALANCE_LABELS),
    },
  ];

  return (
    <div className="mx-auto grid max-w-7xl gap-8">
      <div>
        <PageHeader title={t('personal-training.page.title')}>
          {canEdit ? (
            <Button onClick={() => setSelling(true)} disabled={!trainers.data}>
              <Plus aria-hidden="true" className="size-4" />
              {t('personal-training.page.sellPackage')}
            </Button>
          ) : null}
        </PageHeader>
        <section aria-labelledby="packages-heading">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="packages-heading" className="text-lg font-semibold text-slate-900">
              {t('personal-training.page.packages')}
            </h2>
          </div>
          <FilterBar label={t('personal-training.filter.label')} state={filters} controls={controls} />
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
            {t('personal-training.page.trainers')}
          </h2>
          {canEdit ? (
            <Button variant="secondary" onClick={() => setAddingTrainer(true)}>
              <UserPlus aria-hidden="true" className="size-4" />
              {t('personal-training.page.addTrainer')}
            </Button>
          ) : null}
        </div>
        {trainers.isPending ? (
          <SectionLoading text={t('personal-training.page.loadingTrainers')} />
        ) : trainers.isError ? (
          <SectionError message={errorMessage(trainers.error)} onRetry={() => void trainers.refetch()} />
        ) : trainers.data.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-700">
            {t('personal-training.trainers.empty')}
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
  const t = useT();
  // A new filter starts again at its first page (the list stays mounted so its count is announced).
  const pager = useCursorPager(filterKey);
  const packages = usePtPackagePage(ptPageQuery(filters, pager.cursor));
  if (packages.isPending) return <SectionLoading text={t('personal-training.page.loadingPackages')} />;
  if (packages.isError)
    return <SectionError message={errorMessage(packages.error)} onRetry={() => void packages.refetch()} />;
  const { data, total, nextCursor } = packages.data;
  const pageNumber = pager.page;
  return (
    <div aria-busy={packages.isPlaceholderData || undefined} className="grid gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        {total > data.length
          ? t('personal-training.packages.foundOnPage', { count: total, page: pageNumber })
          : t('personal-training.packages.found', { count: total })}
      </p>
      {data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {filtered ? t('personal-training.packages.noneMatch') : t('personal-training.packages.noneSold')}
        </p>
      ) : (
        <PtPackagesTable packages={data} canEdit={canEdit} page={pageNumber} />
      )}
      <CursorPager pager={pager} nextCursor={nextCursor} label={t('personal-training.page.pager')} hideWhenSinglePage />
    </div>
  );
}
