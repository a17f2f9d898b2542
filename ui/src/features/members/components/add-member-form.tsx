import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { displayName, memberInput } from '@gym/modules/membership/members/member-contracts';
import type { MemberInput, MemberProfileInput } from '@gym/modules/membership/members/member-contracts';
import type { Plan } from '@gym/modules/membership/plans/plan-contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { useCan } from '../../../hooks/use-session-user';
import { InvoiceDialog } from '../../../components/member/invoice-dialog';
import { usePlans } from '../../../lib/api/get-plans';
import { planDurationText } from '../../../lib/plan-text';
import { useCreateMember } from '../../../lib/api/create-member';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useT } from '../../../lib/i18n/use-t';
import { MemberFormFields, emptyMemberForm } from './member-form-fields';

interface Sale {
  member: { id: string; firstName: string; lastName: string; nameArabic: string | null };
  plan: Plan;
}

/**
 * Add Member: the member's details, validated with the server's schema, and optionally a plan to sell at once
 * (the invoice dialog follows, as a new registration). Ends on the new member's page.
 */
export function AddMemberForm() {
  const t = useT();
  const navigate = useNavigate();
  const today = useGymToday();
  const create = useCreateMember({ errorTitle: t('members.add.notAdded') });
  const canSell = useCan('canEditFinancials');
  const plans = usePlans();
  const planSelectId = useId();
  const [planId, setPlanId] = useState('');
  const [sale, setSale] = useState<Sale>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MemberInput, unknown, MemberProfileInput>({
    resolver: zodResolver(memberInput),
    defaultValues: emptyMemberForm,
  });
  const plan = plans.data?.find((candidate) => candidate.id === planId);

  const onSubmit = handleSubmit(async (values) => {
    const { id, memberNumber } = await create.mutateAsync(values);
    toast({
      variant: 'success',
      title: t('members.add.added'),
      description: t('members.add.addedText', { name: displayName(values), memberNumber }),
    });
    const { firstName, lastName, nameArabic } = values;
    if (plan && canSell) setSale({ member: { id, firstName, lastName, nameArabic }, plan });
    else void navigate(`/members/${id}`);
  });

  return (
    <>
      <form
        onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
        noValidate
        className="grid gap-6 rounded-lg border border-slate-200 bg-white p-6"
      >
        <MemberFormFields register={register} errors={errors} today={today} autoFocus />
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-base font-semibold text-slate-900">{t('members.add.membership')}</legend>
          {canSell ? (
            <>
              <label htmlFor={planSelectId} className="text-sm font-medium text-slate-800">
                {t('members.add.plan')}
              </label>
              <select
                id={planSelectId}
                value={planId}
                onChange={(event) => setPlanId(event.target.value)}
                aria-describedby={`${planSelectId}-hint`}
                className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 md:max-w-md"
              >
                <option value="">{t('members.add.noPlan')}</option>
                {(plans.data ?? []).map((option) => (
                  <option key={option.id} value={option.id}>
                    {t('members.add.planOption', {
                      name: option.name,
                      price: formatMoney(option.price),
                      duration: planDurationText(option),
                    })}
                  </option>
                ))}
              </select>
              <p id={`${planSelectId}-hint`} className="text-xs text-slate-600">
                {t('members.add.planHint')}
              </p>
            </>
          ) : (
            <p className="text-sm text-slate-700">{t('members.add.noSaleHint')}</p>
          )}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => void navigate(-1)}>
            {t('members.cancel')}
          </Button>
          <Button type="submit" busy={isSubmitting}>
            {t(plan && canSell ? 'members.add.submitAndPay' : 'members.add.submit')}
          </Button>
        </div>
      </form>
      {sale ? (
        <InvoiceDialog
          open
          member={{ ...sale.member, dueAmount: 0, isExisting: false }}
          plan={sale.plan}
          registrationType="New Registration"
          onClose={() => {
            toast({
              title: t('members.add.noSale'),
              description: t('members.add.noSaleText'),
            });
            void navigate(`/members/${sale.member.id}`);
          }}
          onCompleted={() => void navigate(`/members/${sale.member.id}`)}
        />
      ) : null}
    </>
  );
}
