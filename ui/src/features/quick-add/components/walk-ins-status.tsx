import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Plan } from '@gym/modules/membership/plans/plan-contracts';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { errorMessage } from '../../../lib/api-client';
import { Trans } from '@lingui/react';
import { useT } from '../../../lib/i18n/use-t';

/**
 * What stops the desk from registering walk-ins, if anything: plans still loading or unreadable, no plan on sale, or
 * no permission to add members. Undefined when the form can be used.
 */
export function WalkInBlocker({ plans, canEdit }: { plans: UseQueryResult<Plan[]>; canEdit: boolean }) {
  const t = useT();
  if (!canEdit) {
    return (
      <p role="note" className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-800">
        {t('quick-add.blocker.permission')}{' '}
        <Trans
          id="quick-add.blocker.checkInInstead"
          components={{ 0: <Link to="/check-in" className="font-medium text-indigo-800 underline" /> }}
        />
      </p>
    );
  }
  if (plans.isPending) return <SectionLoading text={t('quick-add.blocker.loading')} />;
  if (plans.isError) return <SectionError message={errorMessage(plans.error)} onRetry={() => void plans.refetch()} />;
  if (plans.data.length === 0) {
    return (
      <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        {t('quick-add.blocker.noPlans')}
      </p>
    );
  }
  return null;
}
