import { expenseListQuery } from '@gym/modules/finance/expenses/expense-contracts';
import type { ExpenseListQuery } from '@gym/modules/finance/expenses/expense-contracts';
import { dateRangeField, filterQuery, integerField, selectField, textField } from '../../../lib/address-filters';
import type { AddressValues } from '../../../lib/address-filters';

const shape = expenseListQuery.shape;

/** How the address keeps the expense list's filters and page (`?status=…&category=…&from=…&page=2`). */
export const EXPENSE_LIST_FIELDS = {
  search: textField('search'),
  status: selectField('status', shape.status.unwrap()),
  category: selectField('category'),
  method: selectField('method', shape.method.unwrap()),
  paid: dateRangeField(),
  page: integerField('page', { fallback: 1 }),
};

export type ExpenseListFilters = AddressValues<typeof EXPENSE_LIST_FIELDS>;

/** The filters alone, for GET /api/expenses/export (every page). */
export function expenseFilterQuery(filters: ExpenseListFilters): ExpenseListQuery {
  const { page: _page, ...only } = filters;
  return filterQuery(only) as ExpenseListQuery;
}
