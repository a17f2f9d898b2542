import { describe, expect, it } from 'vitest';
import { receiptTotalRows } from './receipt-total-rows';

const money = (amount: number) => amount.toFixed(2);
const shown = (rows: ReturnType<typeof receiptTotalRows>) => rows.map((row) => [row.key, row.value, !!row.emphasis]);

describe('receiptTotalRows', () => {
  it("shows an invoice's total, paid and balance, the balance in bold", () => {
    expect(shown(receiptTotalRows({ total: 450, paid: 450, balance: 0 }, money))).toEqual([
      ['total', '450.00', false],
      ['paid', '450.00', false],
      ['balance', '0.00', true],
    ]);
  });

  it('shows a subtotal, a discount as a minus and tax only when a sale has a discount or tax; the total in bold', () => {
    expect(shown(receiptTotalRows({ subtotal: 100, discount: 5, tax: 0, total: 95 }, money))).toEqual([
      ['subtotal', '100.00', false],
      ['discount', '−5.00', false],
      ['total', '95.00', true],
    ]);
    expect(shown(receiptTotalRows({ subtotal: 100, discount: 0, tax: 5, total: 105 }, money))).toEqual([
      ['subtotal', '100.00', false],
      ['tax', '5.00', false],
      ['total', '105.00', true],
    ]);
  });

  it('leaves out a subtotal equal to the total (no discount, no tax)', () => {
    expect(shown(receiptTotalRows({ subtotal: 500, discount: 0, tax: 0, total: 500 }, money))).toEqual([
      ['total', '500.00', true],
    ]);
  });

  it("takes the caller's labels and test ids", () => {
    const rows = receiptTotalRows({ total: 10, balance: 2 }, money, {
      labels: { balance: 'Still due' },
      testIds: { balance: 'receipt-balance' },
    });
    expect(rows[1]).toMatchObject({ label: 'Still due', testId: 'receipt-balance' });
    expect(rows[0]).not.toHaveProperty('testId');
  });
});
