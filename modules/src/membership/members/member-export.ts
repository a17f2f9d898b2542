import type { MemberView } from './members-queries.js';
import { displayStatus } from '@gym/kernel/contracts/display-status';
import { toCsv } from '@gym/kernel/contracts/export-format';
import { toQar } from '@gym/kernel/contracts/money';
import { tableOf } from '@gym/kernel/export/table-columns';
import type { TableColumn } from '@gym/kernel/export/table-columns';
import { xlsxWorkbook } from '@gym/kernel/export/xlsx-workbook';

/**
 * The columns with their spreadsheet types (phone numbers are text, amounts numbers, dates dates) and cells, the
 * status as the desk sees it `today`. The due amount is everything the member owes (invoices and PT balances), in QAR.
 */
const columnsOn = (today: string): TableColumn<MemberView>[] => [
  { header: 'Member #', type: 'number', cell: (m) => m.memberNumber },
  { header: 'First Name', type: 'text', cell: (m) => m.firstName },
  { header: 'Last Name', type: 'text', cell: (m) => m.lastName },
  { header: 'Phone', type: 'text', cell: (m) => m.phone },
  { header: 'Email', type: 'text', width: 28, cell: (m) => m.email },
  { header: 'Gender', type: 'text', width: 10, cell: (m) => m.gender },
  { header: 'Nationality', type: 'text', width: 14, cell: (m) => m.nationality },
  { header: 'Plan', type: 'text', cell: (m) => m.planName },
  { header: 'Status', type: 'text', width: 14, cell: (m) => displayStatus(m.status, m.expiryDate, today).label },
  { header: 'Join Date', type: 'date', cell: (m) => m.joinDate },
  { header: 'Start Date', type: 'date', cell: (m) => m.startDate },
  { header: 'Expiry Date', type: 'date', cell: (m) => m.expiryDate },
  { header: 'Due Amount (QAR)', type: 'money', width: 18, cell: (m) => toQar(m.dueAmount + m.ptDueAmount) },
];

/** The members export: one row per member, amounts with 2 decimals. */
export function membersCsv(members: readonly MemberView[], today: string): string {
  const { columns, rows } = tableOf(columnsOn(today), members);
  return toCsv(
    columns.map((c) => c.header),
    rows.map((cells) => cells.map((cell, index) => (index === cells.length - 1 ? (cell as number).toFixed(2) : cell))),
  );
}

/** The same rows as a real .xlsx with typed cells. */
export function membersXlsx(members: readonly MemberView[], today: string): Buffer {
  const { columns, rows } = tableOf(columnsOn(today), members);
  return xlsxWorkbook(`Members ${today}`, columns, rows);
}
