import { describe, expect, it } from 'vitest';
import { reportCsvTable } from './report-csv';
import type { ReportColumn } from './report-table';

interface Line {
  name: string;
  net: number;
}

const columns: ReportColumn<Line>[] = [
  { key: 'name', header: 'Employee', cell: (l) => l.name, csv: (l) => l.name },
  { key: 'shown', header: 'Shown only', cell: () => 'x' },
  { key: 'net', header: 'Net', numeric: true, cell: (l) => `${l.net} QAR`, csv: (l) => l.net },
  { key: 'slip', header: 'Payslip', actions: true, cell: () => 'button', csv: () => 'never' },
];

describe('a report table as CSV', () => {
  it('takes the columns that say how, every row and then the total row', () => {
    expect(reportCsvTable(columns, [{ name: 'Rana', net: 5000 }], { name: 'Total', net: 5000 })).toEqual({
      header: ['Employee', 'Net'],
      rows: [
        ['Rana', 5000],
        ['Total', 5000],
      ],
    });
  });

  it('has only the header when there are no rows and no total', () => {
    expect(reportCsvTable(columns, [])).toEqual({ header: ['Employee', 'Net'], rows: [] });
  });
});
