import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Plan } from '@gym/modules/membership/plans/plan-contracts';
import { QueryContent } from '../../../components/feedback/query-content';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { useT } from '../../../lib/i18n/use-t';
import { usePlans } from '../../../lib/api/get-plans';
import { useUpdatePlan } from '../api/update-plan';
import { PlanDialog } from './plan-dialog';
import { PlansTable } from './plans-table';

/** Settings → Membership plans: every plan (inactive too), create, edit, deactivate and reactivate. */
export function PlansSection() {
  const t = useT();
  const plans = usePlans({ includeInactive: true });
  const update = useUpdatePlan();
  const keys = useIdempotencyKeys();
  const [editing, setEditing] = useState<Plan>();
  const [creating, setCreating] = useState(false);
  const [deactivating, setDeactivating] = useState<Plan>();

  const setActive = (plan: Plan, active: boolean) => {
    const input = { id: plan.id, changes: { active } };
    update.mutate(
      { input, idempotencyKey: keys.keyFor(input) },
      {
        onSuccess: () => {
          keys.done();
          setDeactivating(undefined);
          toast({
            variant: 'success',
            title: active ? t('settings.plans.reactivated') : t('settings.plans.deactivated'),
            description: active
              ? t('settings.plans.reactivatedText', { name: plan.name })
              : t('settings.plans.deactivatedText', { name: plan.name }),
          });
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: t('settings.plans.notSaved'), description: errorMessage(error) }),
      },
    );
  };

  return (
    <section aria-labelledby="plans-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="plans-heading" className="text-lg font-semibold text-slate-900">
          {t('settings.plans.heading')}
        </h2>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('settings.plans.new')}
        </Button>
      </div>
      <QueryContent query={plans} loadingText={t('settings.plans.loading')} emptyText={t('settings.plans.emptyFirst')}>
        {(planRows) => (
          <PlansTable
            plans={planRows}
            onEdit={setEditing}
            onToggleActive={(plan) => (plan.active ? setDeactivating(plan) : setActive(plan, true))}
            busyId={update.isPending && !deactivating ? update.variables.input.id : undefined}
          />
        )}
      </QueryContent>
      <PlanDialog open={creating} onClose={() => setCreating(false)} />
      <PlanDialog plan={editing} open={editing !== undefined} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        open={deactivating !== undefined}
        title={t('settings.plans.deactivateTitle', { name: deactivating?.name ?? '' })}
        description={t('settings.plans.deactivateDescription')}
        confirmLabel={t('settings.plans.deactivateConfirm')}
        busy={update.isPending}
        onCancel={() => setDeactivating(undefined)}
        onConfirm={() => deactivating && setActive(deactivating, false)}
      />
    </section>
  );
}
