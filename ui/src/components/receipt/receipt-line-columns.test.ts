import { describe, expect, it } from 'vitest';
import { receiptLineColumns } from './receipt-line-columns';

const HEADERS = { description: 'Item', quantity: 'Qty', unitPrice: 'Price', amount: 'Amount' };
const keys = (columns: ReturnType<typeof receiptLineColumns>) => columns.map((column) => column.key);

describe('receiptLineColumns', () => {
  it('has only description and amount for lines without quantity or unit price (an invoice, a payslip)', () => {
    expect(keys(receiptLineColumns([{ key: '1', description: 'Gold plan', amount: '450.00' }], HEADERS))).toEqual([
      'description',
      'amount',
    ]);
  });

  it('adds quantity and unit price, end-aligned, when a line has them (a sale)', () => {
    const columns = receiptLineColumns(
      [
        { key: '1', description: 'Whey', quantity: 2, unitPrice: '100.00', amount: '200.00' },
        { key: '2', description: 'Towel', amount: '5.00' },
      ],
      HEADERS,
    );
    expect(keys(columns)).toEqual(['description', 'quantity', 'unitPrice', 'amount']);
    expect(columns.map((column) => column.numeric ?? false)).toEqual([false, true, true, true]);
    expect(columns.map((column) => column.header)).toEqual(['Item', 'Qty', 'Price', 'Amount']);
  });
});
