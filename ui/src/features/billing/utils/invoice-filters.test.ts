import { describe, expect, it } from 'vitest';
import { invoiceFilterFrom } from './invoice-filters';

describe('billing page filter from the address', () => {
  it('reads a known filter and falls back to All', () => {
    expect(invoiceFilterFrom('past_due')).toMatchObject({ label: 'billing.filter.pastDue', status: 'past_due' });
    expect(invoiceFilterFrom(null)).toMatchObject({ value: 'all', status: undefined });
    expect(invoiceFilterFrom('bogus').value).toBe('all');
  });
});
