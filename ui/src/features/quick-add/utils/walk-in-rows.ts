/** Quick v2's rows: each one walk-in, from typing to registered to paid. */
export interface WalkInRowState<Registered = unknown> {
  readonly key: number;
  readonly registered?: Registered;
  /** The membership sale recorded in the invoice dialog. */
  readonly sale?: { readonly invoiceNumber: string; readonly paid: boolean };
}

export type RowStatus = 'new' | 'registered' | 'invoiced' | 'paid';

export function rowStatus(row: WalkInRowState): RowStatus {
  if (!row.registered) return 'new';
  if (!row.sale) return 'registered';
  return row.sale.paid ? 'paid' : 'invoiced';
}

/** The message id of each row status's name. */
export const ROW_STATUS_LABELS: Record<RowStatus, string> = {
  new: 'quick-add.row.new',
  registered: 'quick-add.row.registered',
  invoiced: 'quick-add.row.invoiced',
  paid: 'quick-add.row.paid',
};

/** How many walk-ins are registered and how many paid: the line under the grid ("3 registered, 2 paid"). */
export function walkInSummary(rows: readonly WalkInRowState[]): { registered: number; paid: number } {
  const registered = rows.filter((row) => row.registered !== undefined).length;
  const paid = rows.filter((row) => rowStatus(row) === 'paid').length;
  return { registered, paid };
}

/** After a row is registered: a fresh row to type the next walk-in into, unless an empty one is already waiting. */
export function withNextRow<T>(rows: readonly WalkInRowState<T>[], nextKey: number): WalkInRowState<T>[] {
  return rows.some((row) => !row.registered) ? [...rows] : [...rows, { key: nextKey }];
}
