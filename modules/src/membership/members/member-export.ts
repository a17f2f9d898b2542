import type { MemberView } from './members-queries.js';
import { displayStatus } from '@gym/kernel/contracts/display-status';
import { toCsv } from '@gym/kernel/contracts/export-format';
import { toQar } from '@gym/kernel/contracts/money';

const HEADER = [
  'Member #',
  'First Name',
  'Last Name',
  'Phone',
  'Email',
  'Gender',
  'Nationality',
  'Plan',
  'Status',
  'Join Date',
  'Start Date',
  'Expiry Date',
  'Due Amount (QAR)',
];

/** The members export: one row per member, the status as the desk sees it, amounts with 2 decimals. */
export function membersCsv(members: readonly MemberView[], today: string): string {
  return toCsv(
    HEADER,
    members.map((m) => [
      m.memberNumber,
      m.firstName,
      m.lastName,
      m.phone,
      m.email,
      m.gender,
      m.nationality,
      m.planName,
      displayStatus(m.status, m.expiryDate, today).label,
      m.joinDate,
      m.startDate,
      m.expiryDate,
      toQar(m.dueAmount).toFixed(2),
    ]),
  );
}
