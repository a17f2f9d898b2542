/**
 * Export rules (spec section 5): values containing a comma, quote or newline are quoted with embedded quotes
 * doubled. The spreadsheet export is a real .xlsx with typed cells (`kernel/src/export/xlsx-workbook.ts`).
 *
 * Also formula-injection safe (OWASP): a cell that a spreadsheet would read as a formula (starting with = + - @, tab
 * or carriage return) is prefixed with a single quote, so opening the file never runs it. A cell that is only a phone
 * number (a leading +, digits and spaces, at least one digit) is no formula and stays as it is (issue 10, item 12).
 */
export const PHONE_ONLY = /^\+[\d ]*\d[\d ]*$/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PHONE_ONLY.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
