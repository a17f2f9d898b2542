import { CalendarOff, CalendarPlus, RefreshCw, Repeat, Snowflake, Sun } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { dateOrNA } from '@gym/kernel/contracts/display-status';
import { formatMoney } from '@gym/kernel/contracts/format';
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
  const [selling, setSelling] = useState<RegistrationType>();
  const [dialog, setDialog] = useState<'freeze' | 'cancel'>();
  const unfreeze = useUnfreezeMembership(member.id);
  const cancel = useCancelMembership(member.id);
  const state = membershipState(member, today);
  const actionsDisabled = member.archived;

  const rows: [string, ReactNode][] = [
    ['Plan', member.planName ?? 'No plan'],
    ['Registration', member.registrationType ?? 'N/A'],
    ['Start date', dateOrNA(member.startDate)],
    ['Expiry date', dateOrNA(member.expiryDate)],
    ['Status', <StatusBadge key="status" status={member.status} expiryDate={member.expiryDate} today={today} />],
  ];
  if (member.frozenFrom && member.frozenUntil && state.freeze !== 'none') {
    rows.push([
      state.freeze === 'scheduled' ? 'Freeze planned' : 'Frozen',
      `${member.frozenFrom} to ${member.frozenUntil}`,
    ]);
  }

  return (
    <section aria-labelledby="membership-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="membership-heading" className="mb-4 text-lg font-semibold text-slate-900">
        Membership
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
        <p className="text-sm text-slate-700">No membership yet.</p>
      )}
      <p className="mt-4 flex items-baseline justify-between gap-4 rounded-md bg-slate-50 px-4 py-3 text-sm">
        <span className="text-slate-700">Due amount</span>
        <span
          className={`text-base font-semibold tabular-nums ${member.dueAmount > 0 ? 'text-red-800' : 'text-slate-900'}`}
          data-testid="member-due"
        >
          {formatMoney(member.dueAmount)}
        </span>
      </p>

      {actionsDisabled ? (
        <p className="mt-4 text-sm text-slate-700">This member is archived: restore them to change the membership.</p>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          {canSell && !state.hasMembership ? (
            <Button onClick={() => setSelling('New Registration')}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              Sell membership
            </Button>
          ) : null}
          {canSell && state.hasMembership ? (
            <>
              <Button onClick={() => setSelling('Renewal')}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Renew
              </Button>
              <Button variant="secondary" onClick={() => setSelling('Update')}>
                <Repeat aria-hidden="true" className="size-4" />
                Change plan
              </Button>
            </>
          ) : null}
          {canEditMembers && state.canFreeze ? (
            <Button variant="secondary" onClick={() => setDialog('freeze')}>
              <Snowflake aria-hidden="true" className="size-4" />
              Freeze
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
                        title: 'Membership unfrozen',
                        description: `${member.memberName}'s membership runs again; unused frozen days came off the expiry.`,
                      }),
                  },
                )
              }
            >
              <Sun aria-hidden="true" className="size-4" />
              Unfreeze
            </Button>
          ) : null}
          {canEditMembers && state.canCancel ? (
            <Button variant="secondary" onClick={() => setDialog('cancel')}>
              <CalendarOff aria-hidden="true" className="size-4" />
              Cancel membership
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
        title="Cancel membership"
        description={`${member.memberName} can no longer check in on this membership. Invoices stay as they are.`}
        confirmLabel="Cancel membership"
        schema={cancelRequest}
        onConfirm={async (reason) => {
          await cancel.mutateAsync({ reason });
          toast({
            variant: 'success',
            title: 'Membership cancelled',
            description: `${member.memberName}'s membership is cancelled.`,
          });
        }}
      />
    </section>
  );
}
