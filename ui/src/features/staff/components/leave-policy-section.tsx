import type { LeavePolicy } from '@gym/modules/people/leave/leave-contracts';
import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { QueryContent } from '../../../components/feedback/query-content';
import { Button } from '../../../components/ui/button';
import { useLeavePolicy } from '../api/get-leave-policy';
import { LeavePolicyDialog } from './leave-policy-dialog';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const list = (items: readonly string[], none: string) => (items.length === 0 ? none : items.join(', '));

/** Each rule of the policy in plain words, with where it comes from (Qatar's Labour Law No. 14 of 2004 or the gym). */
export function policyRules(p: LeavePolicy): { rule: string; value: string; source: string }[] {
  const perWeek = 7 - new Set(p.weekendDays).size;
  const carried = Math.floor((p.annualWeeksUnderFiveYears * perWeek * p.annualCarryOverMaxPercent) / 100);
  return [
    {
      rule: 'Weekend',
      value: `${list(
        [...p.weekendDays].sort((a, b) => a - b).map((d) => WEEKDAYS[d]!),
        'No weekend day',
      )}: not counted as leave days; a week of leave is ${perWeek} working days.`,
      source: "The gym's choice (the weekly rest day of art. 75).",
    },
    {
      rule: 'Public holidays',
      value: `${list([...p.publicHolidays].sort(), 'None set')}: not counted as leave days.`,
      source:
        'Art. 78: Eid al-Fitr (3 days), Eid al-Adha (3 days), National Day and 3 days the employer names, on full pay.',
    },
    {
      rule: 'Annual leave',
      value: `${p.annualWeeksUnderFiveYears} weeks a year (${p.annualWeeksUnderFiveYears * perWeek} working days) under five years of service, ${p.annualWeeksFromFiveYears} weeks (${p.annualWeeksFromFiveYears * perWeek} days) from five years; earned month by month, taken after ${p.annualUsableAfterMonths} months of service.`,
      source: 'Art. 79: at least three weeks, four from five years of service.',
    },
    {
      rule: 'Carry-over',
      value:
        p.annualCarryOverMaxPercent === 0
          ? 'No annual leave is carried over: days still unused at the end of the year after they were earned are forfeited.'
          : `Up to ${p.annualCarryOverMaxPercent}% of a year's annual leave (${carried} days in the first five years) carries into the next service year; unused days above that are forfeited at the service-year boundary.`,
      source: 'Art. 80: the employer may postpone at most half of the annual leave to the following year.',
    },
    {
      rule: 'Sick leave',
      value: `After ${p.sickEligibleAfterMonths} months of service, in each year of service: the first ${p.sickFullPayDays} days on full pay, the next ${p.sickHalfPayDays} on half pay, then up to ${p.sickUnpaidDays} unpaid.`,
      source: 'Art. 82: after three months, two weeks on full pay, four weeks on half pay, then unpaid.',
    },
    {
      rule: 'Maternity leave',
      value: `${p.maternityDays} days on full pay after ${p.maternityAfterMonths} months of service.`,
      source: 'Labour Law, employment of women: fifty days on full pay after a year of service.',
    },
    {
      rule: 'Hajj leave',
      value: `Unpaid, at most ${p.hajjMaxDays} days, once during service.`,
      source: 'Labour Law: unpaid leave of up to two weeks for the pilgrimage, once.',
    },
    {
      rule: 'Emergency leave',
      value: `${p.emergencyDaysPerYear} working days a calendar year, on full pay.`,
      source: "The gym's choice.",
    },
  ];
}

/** The leave rules on /staff: everyone with canViewStaff reads them; canEditStaff may change them. */
export function LeavePolicySection({ canEdit }: { canEdit: boolean }) {
  const policy = useLeavePolicy();
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="leave-policy-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="leave-policy-heading" className="text-lg font-semibold text-slate-900">
          Leave policy
        </h2>
        {canEdit && policy.data ? (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Settings2 aria-hidden="true" className="size-4" />
            Edit leave policy
          </Button>
        ) : null}
      </div>
      <QueryContent query={policy} loadingText="Loading the leave policy...">
        {(rules) => (
          <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
            {policyRules(rules).map((r) => (
              <div key={r.rule} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr]">
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
