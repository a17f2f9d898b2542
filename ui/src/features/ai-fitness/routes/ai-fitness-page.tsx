import { Trans } from '@lingui/react';
import { Printer, Save, X } from 'lucide-react';
import { useState } from 'react';
import type { FitnessPlan } from '@gym/modules/insight/advisor/advisor-contracts';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { MemberPicker } from '../../../components/member/member-picker';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast/toast-store';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { useMemberHint } from '../api/get-member-hint';
import { useMakePlan } from '../api/make-plan';
import { useSavePlan } from '../api/save-plan';
import { PlanView } from '../components/plan-view';
import { SendPlanButton } from '../components/send-plan-button';
import { ProfileForm } from '../components/profile-form';

/** Printing shows the plan alone, not the app around it. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  [data-print-plan], [data-print-plan] * { visibility: visible; }
  [data-print-plan] { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;

/**
 * /ai-fitness (any signed-in user): a weekly plan and nutrition for a member or a typed-in profile. Choosing a member
 * needs canViewMembers, saving the plan to them and then sending it (e-mail, SMS, WhatsApp) canEditMembers (the
 * server refuses otherwise).
 */
export function Component() {
  const t = useT();
  const canViewMembers = useCan('canViewMembers');
  const canSave = useCan('canEditMembers');
  const [member, setMember] = useState<Member | null>(null);
  const [plan, setPlan] = useState<FitnessPlan | null>(null);
  const hint = useMemberHint(member?.id ?? null);
  const make = useMakePlan();
  const save = useSavePlan();
  const memberName = member ? `${member.firstName} ${member.lastName}` : undefined;

  const onSubmit = (profile: Parameters<typeof make.mutate>[0]) => {
    make.mutate(
      { ...profile, memberId: member?.id ?? null },
      {
        onSuccess: setPlan,
        onError: (error) =>
          toast({ variant: 'destructive', title: t('ai-fitness.page.noPlan'), description: errorMessage(error) }),
      },
    );
  };

  const onSave = () => {
    if (!member || !plan) return;
    save.mutate(
      { memberId: member.id, plan },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: t('ai-fitness.page.saved'),
            description: t('ai-fitness.page.savedText', { member: memberName }),
          }),
        onError: (error) =>
          toast({ variant: 'destructive', title: t('ai-fitness.page.notSaved'), description: errorMessage(error) }),
      },
    );
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <style>{PRINT_CSS}</style>
      <PageHeader title={t('ai-fitness.page.title')}>
        {plan ? (
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              {t('kit.print')}
            </Button>
            {member && canSave ? (
              <Button onClick={onSave} busy={save.isPending} disabled={save.isSuccess}>
                <Save aria-hidden="true" className="size-4" />
                {save.isSuccess
                  ? t('ai-fitness.page.savedButton')
                  : t('ai-fitness.page.saveTo', { member: memberName })}
              </Button>
            ) : null}
            {member && memberName && save.data ? (
              <SendPlanButton planId={String(save.data.id)} memberName={memberName} />
            ) : null}
          </div>
        ) : null}
      </PageHeader>
      <p className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800">
        {t('ai-fitness.page.disclaimer')}
      </p>
      <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
        <section aria-labelledby="profile-heading" className="grid content-start gap-3">
          <h2 id="profile-heading" className="text-lg font-semibold text-slate-900">
            {t('ai-fitness.page.profile')}
          </h2>
          {canViewMembers ? (
            member ? (
              <div className="flex items-center justify-between rounded-md border border-slate-200 bg-white px-3 py-2 text-sm">
                <span>
                  <Trans id="ai-fitness.page.member" values={{ member: memberName }} components={{ 0: <strong /> }} />
                </span>
                <Button
                  variant="ghost"
                  aria-label={t('ai-fitness.page.clearMember')}
                  onClick={() => {
                    setMember(null);
                    save.reset();
                  }}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </div>
            ) : (
              <MemberPicker
                label={t('ai-fitness.page.memberField')}
                placeholder={t('ai-fitness.page.memberPlaceholder')}
                onPick={(picked) => {
                  setMember(picked);
                  setPlan(null);
                  save.reset();
                }}
              />
            )
          ) : null}
          <ProfileForm
            hint={member ? hint.data : undefined}
            busy={make.isPending}
            onSubmit={(profile) => {
              save.reset();
              onSubmit(profile);
            }}
          />
        </section>
        <div>
          {plan ? (
            <PlanView plan={plan} memberName={memberName} />
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
              {t('ai-fitness.page.empty')}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
