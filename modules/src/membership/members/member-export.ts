import type { MemberView } from './members-queries.js';
import { displayStatus } from '@gym/kernel/contracts/display-status';
import { toCsv } from '@gym/kernel/contracts/export-format';
import { toQar } from '@gym/kernel/contracts/money';
import { xlsxWorkbook } from '@gym/kernel/export/xlsx-workbook';
import type { XlsxColumn } from '@gym/kernel/export/xlsx-workbook';

/** The columns with their spreadsheet types: phone numbers are text, amounts numbers, dates dates. */
const COLUMNS: readonly XlsxColumn[] = [
  { header: 'Member #', type: 'number' },
  { header: 'First Name', type: 'text' },
  { header: 'Last Name', type: 'text' },
  { header: 'Phone', type: 'text' },
  { header: 'Email', type: 'text', width: 28 },
  { header: 'Gender', type: 'text', width: 10 },
  { header: 'Nationality', type: 'text', width: 14 },
  { header: 'Plan', type: 'text' },
  { header: 'Status', type: 'text', width: 14 },
  { header: 'Join Date', type: 'date' },
  { header: 'Start Date', type: 'date' },
  { header: 'Expiry Date', type: 'date' },
  { header: 'Due Amount (QAR)', type: 'money', width: 18 },
];
const HEADER = COLUMNS.map((c) => c.header);

/** One export row; the due amount is everything the member owes (invoices and PT balances), in QAR. */
function row(m: MemberView, today: string) {
  return [
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
    toQar(m.dueAmount + m.ptDueAmount),
  ];
}

/** The members export: one row per member, the status as the desk sees it, amounts with 2 decimals. */
export function membersCsv(members: readonly MemberView[], today: string): string {
  return toCsv(
    HEADER,
    members.map((m) => {
      const cells = row(m, today);
      cells[cells.length - 1] = (cells[cells.length - 1] as number).toFixed(2);
      return cells;
    }),
  );
}

/** The same rows as a real .xlsx with typed cells. */
export function membersXlsx(members: readonly MemberView[], today: string): Buffer {
  return xlsxWorkbook(
    `Members ${today}`,
    COLUMNS,
    members.map((m) => row(m, today)),
  );
}
