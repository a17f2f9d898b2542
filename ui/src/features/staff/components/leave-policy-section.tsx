import type { LeavePolicy } from '@gym/modules/people/leave/leave-contracts';
import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { QueryContent } from '../../../components/feedback/query-content';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';
import { useLeavePolicy } from '../api/get-leave-policy';
import { WEEKDAY_IDS } from '../utils/staff-labels';
import { LeavePolicyDialog } from './leave-policy-dialog';

type T = ReturnType<typeof useT>;

/** Items one after another, or `none` when there are none. */
const list = (t: T, items: readonly string[], none: string) =>
  items.length === 0 ? none : items.join(t('staff.policy.listSeparator'));

/** Each rule of the policy in plain words, with where it comes from (Qatar's Labour Law No. 14 of 2004 or the gym). */
export function policyRules(t: T, p: LeavePolicy): { key: string; rule: string; value: string; source: string }[] {
  const perWeek = 7 - new Set(p.weekendDays).size;
  const carried = Math.floor((p.annualWeeksUnderFiveYears * perWeek * p.annualCarryOverMaxPercent) / 100);
  const weekend = [...p.weekendDays].sort((a, b) => a - b).map((d) => t(WEEKDAY_IDS[d]!));
  return [
    {
      key: 'weekend',
      rule: t('staff.policy.weekend'),
      value: t('staff.policy.weekend.value', { days: list(t, weekend, t('staff.policy.weekend.none')), perWeek }),
      source: t('staff.policy.weekend.source'),
    },
    {
      key: 'publicHolidays',
      rule: t('staff.policy.publicHolidays'),
      value: t('staff.policy.publicHolidays.value', {
        days: list(t, [...p.publicHolidays].sort(), t('staff.policy.publicHolidays.none')),
      }),
      source: t('staff.policy.publicHolidays.source'),
    },
    {
      key: 'annual',
      rule: t('staff.policy.annual'),
      value: t('staff.policy.annual.value', {
        weeksUnder: p.annualWeeksUnderFiveYears,
        daysUnder: p.annualWeeksUnderFiveYears * perWeek,
        weeksFrom: p.annualWeeksFromFiveYears,
        daysFrom: p.annualWeeksFromFiveYears * perWeek,
        months: p.annualUsableAfterMonths,
      }),
      source: t('staff.policy.annual.source'),
    },
    {
      key: 'carryOver',
      rule: t('staff.policy.carryOver'),
      value:
        p.annualCarryOverMaxPercent === 0
          ? t('staff.policy.carryOver.none')
          : t('staff.policy.carryOver.value', { percent: p.annualCarryOverMaxPercent, days: carried }),
      source: t('staff.policy.carryOver.source'),
    },
    {
      key: 'sick',
      rule: t('staff.policy.sick'),
      value: t('staff.policy.sick.value', {
        months: p.sickEligibleAfterMonths,
        full: p.sickFullPayDays,
        half: p.sickHalfPayDays,
        unpaid: p.sickUnpaidDays,
      }),
      source: t('staff.policy.sick.source'),
    },
    {
      key: 'maternity',
      rule: t('staff.policy.maternity'),
      value: t('staff.policy.maternity.value', { days: p.maternityDays, months: p.maternityAfterMonths }),
      source: t('staff.policy.maternity.source'),
    },
    {
      key: 'hajj',
      rule: t('staff.policy.hajj'),
      value: t('staff.policy.hajj.value', { days: p.hajjMaxDays }),
      source: t('staff.policy.hajj.source'),
    },
    {
      key: 'emergency',
      rule: t('staff.policy.emergency'),
      value: t('staff.policy.emergency.value', { days: p.emergencyDaysPerYear }),
      source: t('staff.policy.gymChoice'),
    },
  ];
}

/** The leave rules on /staff: everyone with canViewStaff reads them; canEditStaff may change them. */
export function LeavePolicySection({ canEdit }: { canEdit: boolean }) {
  const t = useT();
  const policy = useLeavePolicy();
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="leave-policy-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="leave-policy-heading" className="text-lg font-semibold text-slate-900">
          {t('staff.policy.heading')}
        </h2>
        {canEdit && policy.data ? (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Settings2 aria-hidden="true" className="size-4" />
            {t('staff.policy.edit')}
          </Button>
        ) : null}
      </div>
      <QueryContent query={policy} loadingText={t('staff.policy.loading')}>
        {(rules) => (
          <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
            {policyRules(t, rules).map((r) => (
              <div key={r.key} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr]">
                <dt className="font-medium text-slate-900">{r.rule}</dt>
                <dd className="text-slate-800">
                  {r.value}
                  <span className="mt-0.5 block text-xs text-slate-600">{r.source}</span>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </QueryContent>
      {policy.data ? (
        <LeavePolicyDialog open={editing} onClose={() => setEditing(false)} current={policy.data} />
      ) : null}
    </section>
  );
}
