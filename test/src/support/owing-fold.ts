type Data = Record<string, unknown> & { memberId?: string };

/** An event as the fold reads it. */
export interface FoldedEvent {
  readonly type: string;
  readonly data: Data;
}

/**
 * "Owes" by a plain fold of the generated events: a member not archived with money outstanding on invoices (not
 * voided) or on PT packages' balances, whatever the due date. The issue's rule, written independently of the app.
 */
export function owingByFold(events: readonly FoldedEvent[]): Map<string, number> {
  const invoices = new Map<string, { member: string; owed: number }>();
  const packages = new Map<string, { member: string; owed: number }>();
  const archived = new Set<string>();
  for (const { type, data: d } of events) {
    const id = (key: string) => d[key] as string;
    const amount = (key: string) => d[key] as number;
    if (type === 'MemberArchived') archived.add(id('memberId'));
    else if (type === 'MemberRestored') archived.delete(id('memberId'));
    else if (type === 'InvoiceIssued')
      invoices.set(id('invoiceId'), { member: id('memberId'), owed: amount('amount') });
    else if (type === 'PaymentRecorded') invoices.get(id('invoiceId'))!.owed -= amount('amount');
    else if (type === 'PaymentRefunded') invoices.get(id('invoiceId'))!.owed += amount('amount');
    else if (type === 'InvoiceVoided') invoices.get(id('invoiceId'))!.owed = 0;
    else if (type === 'PtPackageSold') {
      packages.set(id('packageId'), { member: id('memberId'), owed: amount('amount') - amount('paidAmount') });
    } else if (type === 'PtPackageSettled') packages.get(id('packageId'))!.owed = amount('dueAmount');
  }
  const owed = new Map<string, number>();
  for (const debt of [...invoices.values(), ...packages.values()]) {
    owed.set(debt.member, (owed.get(debt.member) ?? 0) + debt.owed);
  }
  for (const [member, amount] of owed) if (amount <= 0 || archived.has(member)) owed.delete(member);
  return owed;
}
