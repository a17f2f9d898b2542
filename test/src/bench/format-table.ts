export interface Column {
  readonly title: string;
  /** Figures are right-aligned so they line up by their last digit. */
  readonly align: 'left' | 'right';
}

/** A plain-text table for a terminal: header, rule, rows; each column as wide as its widest cell. */
export function formatTable(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const widths = columns.map((c, i) => Math.max(c.title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    columns
      .map((c, i) =>
        c.align === 'right' ? (cells[i] ?? '').padStart(widths[i]!) : (cells[i] ?? '').padEnd(widths[i]!),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(columns.map((c) => c.title)), rule, ...rows.map(line)].join('\n');
}

/** 123456.7 → "123,457" */
export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}
