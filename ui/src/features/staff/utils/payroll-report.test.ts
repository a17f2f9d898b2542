import { beforeAll, describe, expect, it } from 'vitest';
import type { PayrollLineView } from '@gym/modules/finance/payroll/payroll-contracts';
import { reportCsvTable } from '../../../components/report-view/report-csv';
import { loadCatalogue, registerCatalogue } from '../../../lib/i18n/i18n';
import { staffFeature } from '../feature';
import { payrollColumns, payrollCategories } from './payroll-report';

// The columns are headed from the staff catalogue, as on the page (English here).
beforeAll(async () => {
  registerCatalogue(staffFeature.name, staffFeature.messages);
  await loadCatalogue('en', staffFeature.name);
});

const line = {
  employeeId: 'e1',
  name: '=Rana Desk',
  basic: 4000,
  housing: 500,
  transport: 300,
  otherAllowance: 200,
  commission: 150,
  additions: 50,
  unpaidDays: 1,
  halfPayDays: 2,
  leaveDeduction: 100,
  advances: 250,
  otherDeductions: 50,
  gross: 5200,
  deductions: 400,
  net: 4800,
} as PayrollLineView;

describe('a payroll run as a report', () => {
  it('exports each line as the table shows it, allowances and other deductions summed', () => {
    expect(reportCsvTable(payrollColumns(), [line])).toEqual({
      header: [
        'Employee',
        'Basic',
        'Allowances',
        'PT commission',
        'Additions',
        'Unpaid / half days',
        'Leave deduction',
        'Advances and other',
        'Net',
      ],
      rows: [['=Rana Desk', 4000, 1000, 150, 50, '1 / 2', 100, 300, 4800]],
    });
  });

  it("charts each employee's gross, deductions and net side by side", () => {
    expect(payrollCategories([line])).toEqual([
      {
        key: 'e1',
        label: '=Rana Desk',
        title: '=Rana Desk',
        bars: [
          { key: 'gross', values: { gross: 5200 } },
          { key: 'deductions', values: { deductions: 400 } },
          { key: 'net', values: { net: 4800 } },
        ],
      },
    ]);
  });
});
