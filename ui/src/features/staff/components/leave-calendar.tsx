import { useState } from 'react';
import { QueryContent } from '../../../components/feedback/query-content';
import { Button } from '../../../components/ui/button';
import { useLeaveCalendar } from '../api/get-leave-calendar';
import { monthWeeks, shiftMonth } from '../utils/month-grid';
import { monthTitle } from '../../../lib/desk-time';
import { useT } from '../../../lib/i18n/use-t';
import { LEAVE_TYPE_LABEL_IDS, WEEKDAY_SHORT_IDS } from '../utils/staff-labels';

/** The team calendar: a month of weeks, each day with who is off (approved, or pending in italics). */
export function LeaveCalendar({ today }: { today: string }) {
  const t = useT();
  const [month, setMonth] = useState(today.slice(0, 7));
  const calendar = useLeaveCalendar(month);
  const title = monthTitle(month);
  return (
    <section aria-labelledby="calendar-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="calendar-heading" className="text-lg font-semibold text-slate-900">
          {t('staff.calendar.heading', { month: title })}
        </h2>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setMonth(shiftMonth(month, -1))}>
            {t('staff.calendar.previous')}
          </Button>
          <Button variant="secondary" onClick={() => setMonth(shiftMonth(month, 1))}>
            {t('staff.calendar.next')}
          </Button>
        </div>
      </div>
      <QueryContent query={calendar} loadingText={t('staff.calendar.loading')}>
        {(leaveMonth) => (
          <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="min-w-full table-fixed text-sm">
              <caption className="sr-only">{t('staff.calendar.caption', { month: title })}</caption>
              <thead className="bg-slate-50 text-slate-800">
                <tr>
                  {WEEKDAY_SHORT_IDS.map((day) => (
                    <th key={day} scope="col" className="px-2 py-2 text-start font-semibold">
                      {t(day)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthWeeks(month).map((week) => (
                  <tr key={week.find(Boolean) ?? 'x'} className="align-top">
                    {week.map((day, index) => {
                      if (!day) return <td key={index} className="border-t border-slate-100 bg-slate-50" />;
                      const off = leaveMonth.leave.filter((l) => l.from <= day && day <= l.to);
                      const rest = leaveMonth.weekendDays.includes(index) || leaveMonth.publicHolidays.includes(day);
                      return (
                        <td
                          key={day}
                          className={`h-20 border-t border-slate-100 px-2 py-1 ${rest ? 'bg-slate-50' : ''}`}
                        >
                          <div className="text-xs font-semibold text-slate-700">{Number(day.slice(8))}</div>
                          <ul className="grid gap-0.5">
                            {off.map((l) => (
                              <li
                                key={l.id}
                                className={`truncate text-xs ${l.status === 'pending' ? 'italic text-slate-600' : 'text-slate-900'}`}
                              >
                                {t(l.status === 'pending' ? 'staff.calendar.offPending' : 'staff.calendar.off', {
                                  name: l.employeeName,
                                  type: t(LEAVE_TYPE_LABEL_IDS[l.leaveType]),
                                })}
                              </li>
                            ))}
                          </ul>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryContent>
    </section>
  );
}
