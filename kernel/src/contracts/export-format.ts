/**
 * Export rules (spec section 5): values containing a comma, quote or newline are quoted with embedded quotes
 * doubled; the spreadsheet export is the same comma-separated text with the Excel content type.
 *
 * Also formula-injection safe (OWASP): a cell that a spreadsheet would read as a formula (starting with = + - @, tab
 * or carriage return) is prefixed with a single quote, so opening the file never runs it.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  excel: 'application/vnd.ms-excel; charset=utf-8',
} as const;
