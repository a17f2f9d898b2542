import { Plus, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useCan } from '../../../hooks/use-session-user';
import { usePtPackages } from '../../../lib/api/get-pt-packages';
import { useTrainers } from '../api/get-trainers';
import { AddTrainerDialog } from '../components/add-trainer-dialog';
import { PtPackagesTable } from '../components/pt-packages-table';
import { SellPackageDialog } from '../components/sell-package-dialog';
import { TrainersTable } from '../components/trainers-table';
import { errorMessage } from '../../../lib/api-client';

/**
 * /personal-training (canViewPT): the PT packages sold, with what is paid and owed; selling a package, paying a
 * balance and adding trainers need canEditPT (the server refuses otherwise, so the buttons are hidden).
 */
export function Component() {
  const canEdit = useCan('canEditPT');
  const [onlyDue, setOnlyDue] = useState(false);
  const [selling, setSelling] = useState(false);
  const [addingTrainer, setAddingTrainer] = useState(false);
  const packages = usePtPackages({ hasDueAmount: onlyDue });
  const trainers = useTrainers();
  const onlyDueId = useId();

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
            <label htmlFor={onlyDueId} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                id={onlyDueId}
                type="checkbox"
                checked={onlyDue}
                onChange={(event) => setOnlyDue(event.target.checked)}
                className="size-4 accent-indigo-700"
              />
              Only packages with a balance
            </label>
          </div>
          {packages.data ? (
            packages.data.length === 0 ? (
              <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-700">
                {onlyDue ? 'No PT balances are owed.' : 'No PT packages sold yet.'}
              </p>
            ) : (
              <PtPackagesTable packages={packages.data} canEdit={canEdit} />
            )
          ) : packages.isError ? (
            <SectionError message={errorMessage(packages.error)} onRetry={() => void packages.refetch()} />
          ) : (
            <SectionLoading text="Loading packages..." />
          )}
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
