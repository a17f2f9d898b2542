import type { Member } from '@gym/modules/membership/members/member-contracts';
import type { PtPackage } from '@gym/modules/membership/personal-training/pt-contracts';

/** Rows shown in the Due Payments card (spec section 9). */
export const DUE_ROWS_SHOWN = 5;

export type DueRow =
  | {
      readonly kind: 'member';
      readonly key: string;
      readonly memberId: string;
      readonly label: string;
      readonly dueAmount: number;
    }
  | {
      readonly kind: 'pt';
      readonly key: string;
      readonly memberId: string;
      /** "PT: {member name}" */
      readonly label: string;
      readonly dueAmount: number;
      readonly package: PtPackage;
    };

const PT_PREFIX = 'PT:';

/** "PT: {name}" for a PT balance row. */
export const ptLabel = (memberName: string) => `${PT_PREFIX} ${memberName.trim() || 'Unknown Member'}`;

/** A row's client name, without the "PT:" prefix and compared regardless of case and spacing. */
export function clientKey(label: string): string {
  return label
    .trim()
    .replace(/^PT:\s*/i, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/**
 * The Due Payments list: members who owe on membership invoices and PT packages with a balance, each PT package
 * as "PT: {member name}". PT rows are de-duplicated by client name (the "PT:" prefix stripped): a client with
 * several open packages shows once, with the most urgent package (past due first, then the earliest due date),
 * which is the one paid from the row. The biggest amounts come first; `rows` holds the first 5, `total` counts all.
 */
export function dueRows(
  members: readonly Pick<Member, 'id' | 'memberName' | 'dueAmount'>[],
  packages: readonly PtPackage[],
  limit: number = DUE_ROWS_SHOWN,
): { rows: DueRow[]; total: number } {
  const memberRows: DueRow[] = members
    .filter((member) => member.dueAmount > 0)
    .map((member) => ({
      kind: 'member',
      key: `member:${member.id}`,
      memberId: member.id,
      label: member.memberName.trim() || 'Unknown Member',
      dueAmount: member.dueAmount,
    }));
  const urgentFirst = [...packages]
    .filter((pkg) => pkg.dueAmount > 0)
    .sort((a, b) => Number(b.pastDue) - Number(a.pastDue) || a.dueDate.localeCompare(b.dueDate));
  const seen = new Set<string>();
  const ptRows: DueRow[] = [];
  for (const pkg of urgentFirst) {
    const label = ptLabel(pkg.memberName);
    const client = clientKey(label);
    if (seen.has(client)) continue;
    seen.add(client);
    ptRows.push({
      kind: 'pt',
      key: `pt:${pkg.id}`,
      memberId: pkg.memberId,
      label,
      dueAmount: pkg.dueAmount,
      package: pkg,
    });
  }
  const all = [...memberRows, ...ptRows].sort((a, b) => b.dueAmount - a.dueAmount);
  return { rows: all.slice(0, limit), total: all.length };
}
