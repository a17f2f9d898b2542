import { useState } from 'react';
import type { Plan } from '@gym/modules/membership/plans/plan-contracts';
import { useCan } from '../../../hooks/use-session-user';
import { InvoiceDialog } from '../../../components/member/invoice-dialog';
import { usePlans } from '../../../lib/api/get-plans';
import { QuickAddForm } from './quick-add-form';
import { WalkInNextStep } from './walk-in-next-step';
import type { RegisteredWalkIn, WalkInSale } from './walk-in-next-step';
import { WalkInBlocker } from './walk-ins-status';
import { useT } from '../../../lib/i18n/use-t';

interface Current {
  walkIn: RegisteredWalkIn;
  plan: Plan;
  paying: boolean;
  sale: WalkInSale | undefined;
}

/**
 * Quick Add: register → pay (the invoice dialog, New Registration) → "Check in now" → an empty form for the next
 * walk-in, all from the keyboard.
 */
export function QuickAdd() {
  const t = useT();
  const canEdit = useCan('canEditMembers');
  const plans = usePlans();
  // Each walk-in gets a fresh form (remounted), with the focus back in First name.
  const [round, setRound] = useState(0);
  const [lastPlanId, setLastPlanId] = useState('');
  const [current, setCurrent] = useState<Current | undefined>(undefined);

  const blocker = <WalkInBlocker plans={plans} canEdit={canEdit} />;
  if (!canEdit || !plans.isSuccess || plans.data.length === 0) return blocker;

  const next = () => {
    setCurrent(undefined);
    setRound((value) => value + 1);
  };

  return (
    <div className="grid gap-4">
      <section aria-label={t('quick-add.walkIn')} className="rounded-lg border border-slate-200 bg-white p-4">
        <QuickAddForm
          key={round}
          plans={plans.data}
          defaultPlanId={lastPlanId}
          locked={current !== undefined}
          onRegistered={(walkIn, member) => {
            const plan = plans.data.find((candidate) => candidate.id === walkIn.planId);
            if (!plan) return;
            setLastPlanId(plan.id);
            setCurrent({
              walkIn: {
                id: member.id,
                memberNumber: member.memberNumber,
                firstName: walkIn.firstName,
                lastName: walkIn.lastName,
                nameArabic: walkIn.nameArabic,
              },
              plan,
              paying: true,
              sale: undefined,
            });
          }}
        />
      </section>
      {current && !current.paying ? (
        <WalkInNextStep
          walkIn={current.walkIn}
          sale={current.sale}
          onPay={() => setCurrent({ ...current, paying: true })}
          onNext={next}
        />
      ) : null}
      {current ? (
        <InvoiceDialog
          open={current.paying}
          onClose={() => setCurrent({ ...current, paying: false })}
          member={{ ...current.walkIn, dueAmount: 0, isExisting: false }}
          plan={current.plan}
          registrationType="New Registration"
          onCompleted={(result) =>
            setCurrent({ ...current, paying: false, sale: { invoiceNumber: result.number, paid: result.paid } })
          }
        />
      ) : null}
    </div>
  );
}
