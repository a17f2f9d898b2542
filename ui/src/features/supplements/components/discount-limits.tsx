import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_DISCOUNT_LIMIT, discountLimitInput } from '@gym/modules/finance/supplements/supplement-contracts';
import { DataTable } from '../../../components/data-table/data-table';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { serverMessage } from '../../../lib/server-message';
import { useDiscountLimits } from '../api/get-discount-limits';
import { useRoles } from '../../../lib/api/get-roles';
import { useSetDiscountLimit } from '../api/set-discount-limit';
import { BUILT_IN_ROLES } from '@gym/kernel/permissions/permissions';
import { roleNameIn } from '../../../lib/i18n/role-name';

/**
 * The largest discount each role may give at the point of sale, in percent of the sale. Everyone who sees the page
 * reads them; administrators (canManageSettings, as the API asks) set them, for the gym's own roles too.
 */
export function DiscountLimits({ canManage }: { canManage: boolean }) {
  const t = useT();
  const limits = useDiscountLimits();
  const roles = useRoles({ enabled: canManage });
  if (limits.isError)
    return <SectionError message={errorMessage(limits.error)} onRetry={() => void limits.refetch()} />;
  if (!limits.data || (canManage && roles.isPending)) return <SectionLoading text={t('supplements.limits.loading')} />;
  const names = new Map((roles.data ?? []).map((r) => [r.id, r.name]));
  // A role's name in the page's language: a built-in role's is the catalogue's (the desk does not read the roles).
  const builtIn = BUILT_IN_ROLES as Record<string, { name: string } | undefined>;
  const nameOf = (role: string) => roleNameIn(t, names.get(role) ?? builtIn[role]?.name ?? role);
  // The server lists the built-in roles and those with a limit set; the gym's other roles take the default.
  const rows = [
    ...limits.data,
    ...(roles.data ?? [])
      .filter((r) => !limits.data.some((l) => l.role === r.id))
      .map((r) => ({ role: r.id, percent: DEFAULT_DISCOUNT_LIMIT })),
  ];
  return (
    <section aria-labelledby="discount-limits-heading" className="grid gap-3">
      <h2 id="discount-limits-heading" className="text-lg font-semibold text-slate-900">
        {t('supplements.limits.title')}
      </h2>
      <p className="text-sm text-slate-700">
        {canManage ? t('supplements.limits.intro') : t('supplements.limits.introView')}
      </p>
      <DataTable
        columns={[
          { id: 'role', header: t('supplements.limits.role'), rowHeader: true, cell: (row) => nameOf(row.role) },
          {
            id: 'percent',
            header: t('supplements.limits.largest'),
            kind: 'number',
            cell: (row) => <span data-testid={`discount-limit-${row.role}`}>{row.percent}%</span>,
          },
          canManage && {
            id: 'newLimit',
            header: t('supplements.limits.newLimit'),
            cell: (row) => <LimitForm role={row.role} roleName={nameOf(row.role)} percent={row.percent} />,
          },
        ]}
        rows={rows}
        rowKey={(row) => row.role}
        caption={t('supplements.limits.caption')}
        emptyText={t('supplements.limits.empty')}
      />
    </section>
  );
}

function LimitForm({ role, roleName, percent }: { role: string; roleName: string; percent: number }) {
  const t = useT();
  const id = useId();
  const set = useSetDiscountLimit();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof discountLimitInput>, unknown, z.output<typeof discountLimitInput>>({
    resolver: zodResolver(discountLimitInput),
    values: { percent },
  });
  const problem = errors.percent?.message ?? errors.root?.message;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await set.mutateAsync({ role, input: values });
      toast({ variant: 'success', title: t('supplements.limits.saved', { role: roleName, percent: values.percent }) });
    } catch (error) {
      setError('root', { message: serverMessage(error) ?? t('supplements.limits.failed') });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-wrap items-start gap-2">
      <label htmlFor={`${id}-percent`} className="sr-only">
        {t('supplements.limits.field', { role: roleName })}
      </label>
      <input
        id={`${id}-percent`}
        type="number"
        min={0}
        max={100}
        step="any"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className="w-24 rounded-md border border-slate-300 px-2 py-1"
        {...register('percent', { valueAsNumber: true })}
      />
      <Button type="submit" variant="secondary" busy={set.isPending}>
        {t('supplements.limits.save')}
        <span className="sr-only"> {t('supplements.limits.saveOf', { role: roleName })}</span>
      </Button>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
