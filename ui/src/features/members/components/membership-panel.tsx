import { CalendarOff, CalendarPlus, RefreshCw, Repeat, Snowflake, Sun } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { DayWithHijri } from '../../../components/ui/day-with-hijri';
import { formatMoney, dayOrNotApplicable } from '../../../lib/i18n/current-formats';
import { cancelRequest } from '@gym/modules/membership/members/member-contracts';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { Button } from '../../../components/ui/button';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { StatusBadge } from '../../../components/ui/status-badge';
import { toast } from '../../../components/ui/toast/toast-store';
import type { RegistrationType } from '../../../lib/invoice-amounts';
import { useCancelMembership } from '../api/cancel-membership';
import { useUnfreezeMembership } from '../api/unfreeze-membership';
import { membershipState } from '../utils/membership-state';
import { FreezeDialog } from './freeze-dialog';
import { SellMembership } from './sell-membership';
import { useT } from '../../../lib/i18n/use-t';
import { registrationTypeName } from '../utils/registration-type-names';

interface MembershipPanelProps {
  member: Member;
  today: string;
  canEditMembers: boolean;
  canSell: boolean;
}

/**
 * The current membership: plan, dates, status, freeze and what is owed; renew, change plan, freeze, unfreeze and
 * cancel where the user's permissions and the membership's state allow (the server decides in the end).
 */
export function MembershipPanel({ member, today, canEditMembers, canSell }: MembershipPanelProps) {
  const t = useT();
  const [selling, setSelling] = useState<RegistrationType>();
  const [dialog, setDialog] = useState<'freeze' | 'cancel'>();
  const unfreeze = useUnfreezeMembership(member.id);
  const cancel = useCancelMembership(member.id);
  const state = membershipState(member, today);
  const actionsDisabled = member.archived;

  const registration = member.registrationType === null ? undefined : registrationTypeName(member.registrationType);
  const rows: [string, ReactNode][] = [
    [t('members.membership.plan'), member.planName ?? t('members.noPlan')],
    [
      t('members.membership.registration'),
      registration ? t(registration) : (member.registrationType ?? t('members.notApplicable')),
    ],
    [t('members.membership.startDate'), dayOrNotApplicable(member.startDate)],
    [
      t('members.membership.expiryDate'),
      member.expiryDate ? <DayWithHijri key="expiry" day={member.expiryDate} /> : dayOrNotApplicable(null),
    ],
    [
      t('members.membership.status'),
      <StatusBadge key="status" status={member.status} expiryDate={member.expiryDate} today={today} />,
    ],
  ];
  if (member.frozenFrom && member.frozenUntil && state.freeze !== 'none') {
    rows.push([
      t(state.freeze === 'scheduled' ? 'members.membership.freezePlanned' : 'members.membership.frozen'),
      t('members.membership.frozenDates', { from: member.frozenFrom, until: member.frozenUntil }),
    ]);
  }

  return (
    <section aria-labelledby="membership-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="membership-heading" className="mb-4 text-lg font-semibold text-slate-900">
        {t('members.membership.title')}
      </h2>
      {state.hasMembership ? (
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-700">{label}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-700">{t('members.membership.none')}</p>
      )}
      <p className="mt-4 flex items-baseline justify-between gap-4 rounded-md bg-slate-50 px-4 py-3 text-sm">
        <span className="text-slate-700">{t('members.membership.due')}</span>
        <span
          className={`text-base font-semibold tabular-nums ${member.dueAmount > 0 ? 'text-red-800' : 'text-slate-900'}`}
          data-testid="member-due"
        >
          {formatMoney(member.dueAmount)}
        </span>
      </p>

      {actionsDisabled ? (
        <p className="mt-4 text-sm text-slate-700">{t('members.membership.archived')}</p>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          {canSell && !state.hasMembership ? (
            <Button onClick={() => setSelling('New Registration')}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t('members.membership.sell')}
            </Button>
          ) : null}
          {canSell && state.hasMembership ? (
            <>
              <Button onClick={() => setSelling('Renewal')}>
                <RefreshCw aria-hidden="true" className="size-4" />
                {t('members.membership.renew')}
              </Button>
              <Button variant="secondary" onClick={() => setSelling('Update')}>
                <Repeat aria-hidden="true" className="size-4" />
                {t('members.membership.changePlan')}
              </Button>
            </>
          ) : null}
          {canEditMembers && state.canFreeze ? (
            <Button variant="secondary" onClick={() => setDialog('freeze')}>
              <Snowflake aria-hidden="true" className="size-4" />
              {t('members.membership.freeze')}
            </Button>
          ) : null}
          {canEditMembers && state.freeze !== 'none' ? (
            <Button
              variant="secondary"
              busy={unfreeze.isPending}
              onClick={() =>
                unfreeze.mutate(
                  {},
                  {
                    onSuccess: () =>
                      toast({
                        variant: 'success',
                        title: t('members.membership.unfrozen'),
                        description: t('members.membership.unfrozenText', { name: member.memberName }),
                      }),
                  },
                )
              }
            >
              <Sun aria-hidden="true" className="size-4" />
              {t('members.membership.unfreeze')}
            </Button>
          ) : null}
          {canEditMembers && state.canCancel ? (
            <Button variant="secondary" onClick={() => setDialog('cancel')}>
              <CalendarOff aria-hidden="true" className="size-4" />
              {t('members.membership.cancel')}
            </Button>
          ) : null}
        </div>
      )}

      <SellMembership member={member} registrationType={selling} onClose={() => setSelling(undefined)} />
      <FreezeDialog
        open={dialog === 'freeze'}
        onClose={() => setDialog(undefined)}
        memberId={member.id}
        memberName={member.memberName}
        expiryDate={member.expiryDate}
        today={today}
      />
      <ReasonDialog
        open={dialog === 'cancel'}
        onClose={() => setDialog(undefined)}
        title={t('members.membership.cancel')}
        description={t('members.membership.cancelText', { name: member.memberName })}
        confirmLabel={t('members.membership.cancel')}
        schema={cancelRequest}
        onConfirm={async (reason) => {
          await cancel.mutateAsync({ reason });
          toast({
            variant: 'success',
            title: t('members.membership.cancelled'),
            description: t('members.membership.cancelledText', { name: member.memberName }),
          });
        }}
      />
    </section>
  );
}
