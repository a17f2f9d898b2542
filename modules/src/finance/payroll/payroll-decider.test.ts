import { describe, expect, it } from 'vitest';
import { fold } from '@gym/kernel/commands/decider';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { NOTHING_ENTERED_OR_COMPUTED } from './draft-line.js';
import { recomputed, runDecider } from './payroll-decider.js';
import type { PayrollEvent, PayrollLine } from './payroll-events.js';
import { DEFAULT_OVERTIME_RULES } from './overtime.js';

const spec = deciderSpec(runDecider);
const input: PayrollLine = recomputed(
  {
    employeeId: 'e1',
    name: 'Maria Santos',
    userId: null,
    qid: '28763400123',
    visaId: null,
    iban: 'QA58DOHB00001234567890ABCDEFG',
    bankShortName: 'QNB',
    basic: 300000,
    housing: 100000,
    transport: 50000,
    otherAllowance: 0,
    unpaidDays: 3,
    halfPayDays: 0,
    commissionBasis: 'sales',
    ptSales: 0,
    commissionRate: 0,
    leaveInLieuHundredths: 0,
    ...NOTHING_ENTERED_OR_COMPUTED,
  },
  30,
  30,
);
const draft = {
  type: 'DraftRun',
  month: '2026-11',
  daysInMonth: 30,
  dayDivisor: 30,
  overtime: DEFAULT_OVERTIME_RULES,
  lines: [input],
} as const;
const drafted = runDecider.decide(draft, runDecider.initialState());
const adjust = {
  type: 'AdjustLine',
  month: '2026-11',
  employeeId: 'e1',
  additions: 20000,
  advances: 50000,
  otherDeductions: 0,
  note: 'Advance of October',
} as const;

describe('payroll runs: draft → review → approved (locked) → paid', () => {
  it('a draft line carries its computed pay: 4,500 less 3 unpaid days (450) = 4,050', () => {
    expect(drafted).toHaveLength(1);
    const line = (drafted[0] as Extract<PayrollEvent, { type: 'PayrollRunDrafted' }>).data.lines[0]!;
    expect(line).toMatchObject({ fixed: 450000, leaveDeduction: 45000, net: 405000, workingDays: 27 });
  });

  it('adjusting a draft recomputes the line; drafting again keeps the adjustment', () => {
    const adjusted = runDecider.decide(adjust, fold(runDecider, drafted));
    expect(adjusted[0]).toMatchObject({ data: { line: { additions: 20000, advances: 50000, net: 375000 } } });
    const again = runDecider.decide(draft, fold(runDecider, [...drafted, ...adjusted]));
    expect(again[0]).toMatchObject({ data: { lines: [{ advances: 50000, net: 375000 }] } });
  });

  it('refuses deductions above the pay', () =>
    spec
      .given(drafted)
      .when({ ...adjust, advances: 500000 })
      .thenRefused(409, /more than Maria Santos's pay/, 'payroll.deductions_over_pay'));

  it('approves only after review, then is locked: no adjustment, no new draft', () => {
    spec
      .given(drafted)
      .when({ type: 'ApproveRun', month: '2026-11' })
      .thenRefused(409, /review/, 'payroll.approve_not_review');
    const reviewed: PayrollEvent[] = [...drafted, { type: 'PayrollRunSubmitted', data: { month: '2026-11' } }];
    spec
      .given(reviewed)
      .when({ type: 'ApproveRun', month: '2026-11' })
      .then([{ type: 'PayrollRunApproved', data: { month: '2026-11', total: 405000, employees: 1 } }]);
    const approved: PayrollEvent[] = [
      ...reviewed,
      { type: 'PayrollRunApproved', data: { month: '2026-11', total: 405000, employees: 1 } },
    ];
    spec
      .given(approved)
      .when(adjust)
      .thenRefused(409, /next month/, 'payroll.draft_only');
    spec
      .given(approved)
      .when(draft)
      .thenRefused(409, /approved; it is locked/, 'payroll.locked');
    spec
      .given(approved)
      .when({ type: 'MarkPaid', month: '2026-11', paidOn: '2026-11-30' })
      .then([{ type: 'PayrollRunPaid', data: { month: '2026-11', paidOn: '2026-11-30' } }]);
  });

  it('a run under review can be sent back to draft for corrections', () => {
    const reviewed: PayrollEvent[] = [...drafted, { type: 'PayrollRunSubmitted', data: { month: '2026-11' } }];
    spec
      .given(reviewed)
      .when(adjust)
      .thenRefused(409, /Only a draft/, 'payroll.draft_only');
    expect(
      runDecider.decide(
        adjust,
        fold(runDecider, [...reviewed, { type: 'PayrollRunReturned', data: { month: '2026-11', reason: 'Advance' } }]),
      ),
    ).toHaveLength(1);
  });

  it("overtime hours set on a draft are paid by the run's rates and kept when the run is drafted again", () => {
    // Basic 3,000: an hour's basic wage is 3,000 / 30 / 8 = 12.50. 4 h × 125 % + 2 h × 150 % + 8 h × 250 %
    // = 62.50 + 37.50 + 250 = 350; net 4,050 + 350 = 4,400.
    const hours = { overtimeHours: 4, nightOvertimeHours: 2, restDayHours: 8 };
    const adjusted = runDecider.decide({ ...adjust, additions: 0, advances: 0, ...hours }, fold(runDecider, drafted));
    expect(adjusted[0]).toMatchObject({ data: { line: { ...hours, overtime: 35000, net: 440000 } } });
    const again = runDecider.decide(draft, fold(runDecider, [...drafted, ...adjusted]));
    expect(again[0]).toMatchObject({ data: { lines: [{ ...hours, overtime: 35000, net: 440000 }] } });
    // A gym paying above the legal minimum (150 % by day) pays 4 × 18.75 = 75 for the day hours: 75 + 37.50 + 250.
    const generous = runDecider.decide(
      { ...draft, overtime: { ...DEFAULT_OVERTIME_RULES, dayPercent: 150 } },
      fold(runDecider, [...drafted, ...adjusted]),
    );
    expect(generous[0]).toMatchObject({ data: { lines: [{ overtime: 36250 }] } });
  });

  it('refuses negative or finer than quarter overtime hours', () => {
    spec
      .given(drafted)
      .when({ ...adjust, overtimeHours: -1 })
      .thenRefused(400, /quarter hours/, 'payroll.overtime_hours');
    spec
      .given(drafted)
      .when({ ...adjust, restDayHours: 1.1 })
      .thenRefused(400, /quarter hours/, 'payroll.overtime_hours');
  });

  it('leave paid in lieu at the end of service is part of the pay (art. 81)', () => {
    // 12.5 days of annual leave left: 4,500 / 30 × 12.5 = 1,875 on top of 4,050.
    const leaving = { ...draft, lines: [{ ...input, leaveInLieuHundredths: 1250 }] };
    const events = runDecider.decide(leaving, runDecider.initialState());
    expect(events[0]).toMatchObject({ data: { lines: [{ leaveInLieu: 187500, net: 592500 }] } });
  });
});
