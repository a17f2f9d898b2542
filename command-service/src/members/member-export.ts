import type { MemberView } from '@gym/projection-service/members/members-queries';
import { displayStatus } from '../contracts/display-status.js';
import { toCsv } from '../contracts/export-format.js';
import { toQar } from '../contracts/money.js';

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
