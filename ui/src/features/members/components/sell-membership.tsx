import { useId, useState } from 'react';
import { formatMoney } from '../../../lib/i18n/current-formats';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import type { Plan } from '@gym/modules/membership/plans/plan-contracts';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { DialogSheet, SheetBody, SheetFooter } from '../../../components/form-dialog/dialog-sheet';
import { InvoiceDialog } from '../../../components/member/invoice-dialog';
import type { RegistrationType } from '../../../lib/invoice-amounts';
import { usePlans } from '../../../lib/api/get-plans';
import { planDurationText } from '../../../lib/plan-text';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';

/** The picker's title and text for each sale (message ids). */
const PICKER_TITLES: Record<RegistrationType, string> = {
  'New Registration': 'members.sell.newTitle',
  Renewal: 'members.sell.renewalTitle',
  Update: 'members.sell.updateTitle',
};

const PICKER_TEXTS: Record<RegistrationType, string> = {
  'New Registration': 'members.sell.newText',
  Renewal: 'members.sell.renewalText',
  Update: 'members.sell.updateText',
};

interface SellMembershipProps {
  member: Member;
  registrationType: RegistrationType | undefined;
  onClose: () => void;
}

/**
 * Sell, renew or change a membership from the member's page: pick the plan (a renewal offers the current one first),
 * then the invoice dialog. The member counts as new to memberships while they have never had one.
 */
export function SellMembership({ member, registrationType, onClose }: SellMembershipProps) {
  const t = useT();
  const [plan, setPlan] = useState<Plan>();
  const [shownFor, setShownFor] = useState(registrationType);
  if (shownFor !== registrationType) {
    setShownFor(registrationType);
    setPlan(undefined);
  }
  if (!registrationType) return null;
  const isExisting = member.membershipId !== null;
  // A renewal of the same plan keeps the member's agreed price; another plan has its own.
  const samePlan = plan?.id === member.membershipId;
  return (
    <>
      {plan === undefined ? (
        <DialogSheet
          onClose={onClose}
          title={t(PICKER_TITLES[registrationType])}
          description={t(PICKER_TEXTS[registrationType])}
        >
          <PlanPicker member={member} registrationType={registrationType} onPick={setPlan} onCancel={onClose} />
        </DialogSheet>
      ) : null}
      {plan ? (
        <InvoiceDialog
          open
          member={{
            id: member.id,
            firstName: member.firstName,
            lastName: member.lastName,
            nameArabic: member.nameArabic,
            dueAmount: member.dueAmount,
            membershipPrice: samePlan && registrationType === 'Renewal' ? member.membershipPrice : null,
            joiningFees: null,
            isExisting,
          }}
          plan={plan}
          registrationType={registrationType}
          onClose={() => setPlan(undefined)}
          onCompleted={onClose}
        />
      ) : null}
    </>
  );
}

function PlanPicker({
  member,
  registrationType,
  onPick,
  onCancel,
}: {
  member: Member;
  registrationType: RegistrationType;
  onPick: (plan: Plan) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const formId = useId();
  const plans = usePlans();
  const current = plans.data?.find((plan) => plan.id === member.membershipId);
  // A renewal offers the current plan first (once the plans have arrived), unless the user picked another.
  const [picked, setPicked] = useState<string>();
  const chosen = picked ?? (registrationType === 'Renewal' && current ? current.id : '');
  const options =
    registrationType === 'Update'
      ? (plans.data ?? []).filter((plan) => plan.id !== member.membershipId)
      : (plans.data ?? []);
  const choice = options.find((plan) => plan.id === chosen);

  return (
    <>
      <SheetBody>
        {plans.isPending ? (
          <SectionLoading text={t('members.sell.loading')} />
        ) : plans.isError ? (
          <SectionError message={errorMessage(plans.error)} onRetry={() => void plans.refetch()} />
        ) : (
          <form
            id={formId}
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (choice) onPick(choice);
            }}
          >
            {options.length === 0 ? (
              <p className="text-sm text-slate-700">{t('members.sell.noPlans')}</p>
            ) : (
              <PlanChoices
                options={options}
                member={member}
                registrationType={registrationType}
                chosen={chosen}
                onChoose={setPicked}
              />
            )}
          </form>
        )}
      </SheetBody>
      <SheetFooter>
        <Button variant="secondary" onClick={onCancel}>
          {t('members.cancel')}
        </Button>
        <Button type="submit" form={formId} disabled={!choice}>
          {t('members.sell.continue')}
        </Button>
      </SheetFooter>
    </>
  );
}

/** The plans on sale as radio cards: name, length and price (with the joining fee of a first membership). */
function PlanChoices({
  options,
  member,
  registrationType,
  chosen,
  onChoose,
}: {
  options: readonly Plan[];
  member: Member;
  registrationType: RegistrationType;
  chosen: string;
  onChoose: (planId: string) => void;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('members.sell.plan')}</legend>
      <div className="grid max-h-80 gap-2 overflow-y-auto">
        {options.map((plan) => (
          <label
            key={plan.id}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 text-sm has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50"
          >
            <input
              type="radio"
              name="plan"
              value={plan.id}
              checked={chosen === plan.id}
              onChange={() => onChoose(plan.id)}
              className="mt-0.5 size-4 accent-indigo-700"
            />
            <span className="grid flex-1 gap-0.5">
              <span className="font-medium text-slate-900">
                {plan.id === member.membershipId ? t('members.sell.currentPlan', { name: plan.name }) : plan.name}
              </span>
              <span className="text-slate-700">
                {registrationType === 'New Registration' && plan.joiningFee > 0
                  ? t('members.sell.termsWithFee', {
                      duration: planDurationText(plan),
                      price: formatMoney(plan.price),
                      fee: formatMoney(plan.joiningFee),
                    })
                  : t('members.sell.terms', { duration: planDurationText(plan), price: formatMoney(plan.price) })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
