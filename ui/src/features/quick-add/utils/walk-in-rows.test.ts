import { describe, expect, it } from 'vitest';
import { rowStatus, walkInSummary, withNextRow } from './walk-in-rows';

describe('Quick v2 rows', () => {
  const typing = { key: 1 };
  const registered = { key: 2, registered: { memberNumber: 1001 } };
  const invoiced = { key: 3, registered: { memberNumber: 1002 }, sale: { invoiceNumber: 'INV-1', paid: false } };
  const paid = { key: 4, registered: { memberNumber: 1003 }, sale: { invoiceNumber: 'INV-2', paid: true } };

  it('moves from new to registered to invoiced or paid', () => {
    expect([typing, registered, invoiced, paid].map(rowStatus)).toEqual(['new', 'registered', 'invoiced', 'paid']);
  });

  it('counts registered and paid walk-ins', () => {
    expect(walkInSummary([registered, invoiced, paid, typing])).toEqual({ registered: 3, paid: 1 });
    expect(walkInSummary([typing])).toEqual({ registered: 0, paid: 0 });
  });

  it('adds an empty row once every row is registered, and only then', () => {
    expect(withNextRow([registered], 9)).toEqual([registered, { key: 9 }]);
    expect(withNextRow([registered, typing], 9)).toEqual([registered, typing]);
  });
});
