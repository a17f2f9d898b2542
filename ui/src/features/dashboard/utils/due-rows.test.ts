import { describe, expect, it } from 'vitest';
import type { PtPackage } from '@gym/modules/membership/personal-training/pt-contracts';
import { clientKey, dueRows } from './due-rows';

const pkg = (id: string, memberName: string, dueAmount: number, dueDate: string, pastDue = false): PtPackage => ({
  id,
  memberId: `m-${memberName}`,
  memberName,
  trainerId: 't1',
  trainerName: 'Coach Sami',
  sessions: 10,
  amount: 2000,
  paidAmount: 2000 - dueAmount,
  dueAmount,
  dueDate,
  source: 'self',
  saleDate: '2026-05-01',
  invoiceId: null,
  pastDue,
  sessionsUsed: 0,
  validUntil: '2026-07-30',
  status: 'active',
});

const member = (id: string, memberName: string, dueAmount: number) => ({ id, memberName, dueAmount });

describe('clientKey', () => {
  it('strips the "PT:" prefix and ignores case and spacing', () => {
    expect(clientKey('PT: Huda  Saleh')).toBe('huda saleh');
    expect(clientKey('pt:huda saleh')).toBe('huda saleh');
    expect(clientKey('Huda Saleh')).toBe('huda saleh');
  });
});

describe('dueRows', () => {
  it('labels PT rows "PT: name" and de-duplicates them by client name, keeping the most urgent package', () => {
    const { rows, total } = dueRows(
      [],
      [
        pkg('p1', 'Huda Saleh', 300, '2026-06-01'),
        pkg('p2', 'huda saleh', 100, '2026-05-01', true),
        pkg('p3', 'Omar Ali', 200, '2026-06-10'),
      ],
    );
    expect(total).toBe(2);
    expect(rows.map((r) => [r.label, r.key])).toEqual([
      ['PT: Omar Ali', 'pt:p3'],
      ['PT: huda saleh', 'pt:p2'],
    ]);
  });

  it('keeps a member row and a PT row of the same person apart (only PT rows are de-duplicated)', () => {
    const { rows } = dueRows([member('m1', 'Huda Saleh', 450)], [pkg('p1', 'Huda Saleh', 300, '2026-06-01')]);
    expect(rows.map((r) => r.label)).toEqual(['Huda Saleh', 'PT: Huda Saleh']);
  });

  it('shows the first 5 rows, biggest amounts first, and counts them all; nothing owed gives no row', () => {
    const members = [1, 2, 3, 4].map((n) => member(`m${n}`, `Member ${n}`, n * 100));
    const { rows, total } = dueRows(
      [...members, member('m0', 'Paid Up', 0)],
      [
        pkg('p1', 'Pt One', 250, '2026-06-01'),
        pkg('p2', 'Pt Two', 50, '2026-06-01'),
        pkg('p3', 'Done', 0, '2026-06-01'),
      ],
    );
    expect(total).toBe(6);
    expect(rows.map((r) => r.dueAmount)).toEqual([400, 300, 250, 200, 100]);
    expect(dueRows([], [])).toEqual({ rows: [], total: 0 });
  });
});
