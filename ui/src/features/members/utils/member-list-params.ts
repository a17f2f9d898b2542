import type { z } from 'zod';
import { memberListQuery, memberSort } from '@gym/modules/membership/members/member-contracts';
import { sortToParam } from '../../../components/data-table/sort';
import type { SortState } from '../../../components/data-table/sort';
import {
  booleanField,
  integerField,
  readAddress,
  selectField,
  textField,
  writeAddress,
} from '../../../lib/address-filters';

export type MemberSort = z.infer<typeof memberSort>;
export type MemberStatusFilter = NonNullable<z.infer<typeof memberListQuery>['status']>;
export type ExportFormat = 'csv' | 'excel';

/** What a members screen asks the server for: filters, sort and page. */
export interface MemberListParams {
  search?: string | undefined;
  status?: MemberStatusFilter | undefined;
  planId?: string | undefined;
  gender?: 'male' | 'female' | undefined;
  hasDueAmount?: boolean | undefined;
  sort: MemberSort;
  page: number;
  pageSize: number;
}

export const PAGE_SIZES = [12, 25, 50, 100] as const;

/** The message id of each status filter's name. */
export const STATUS_FILTER_LABELS: Record<MemberStatusFilter, string> = {
  active: 'members.status.active',
  expiring: 'members.status.expiring',
  expired: 'members.status.expired',
  frozen: 'members.status.frozen',
  pending: 'members.status.pending',
  cancelled: 'members.status.cancelled',
  archived: 'members.status.archived',
};

const shape = memberListQuery.shape;

/** How the address keeps a members screen's filters, sort and page (`?q=…&status=…&plan=…&due=true&sort=…`). */
export function memberListFields(defaults: { sort: MemberSort; pageSize: number }) {
  return {
    search: textField('q'),
    status: selectField('status', shape.status.unwrap()),
    planId: selectField('plan'),
    gender: selectField('gender', shape.gender.unwrap()),
    hasDueAmount: booleanField('due'),
    sort: selectField('sort', memberSort, defaults.sort),
    page: integerField('page', { fallback: 1 }),
    pageSize: integerField('size', { fallback: defaults.pageSize, allowed: PAGE_SIZES }),
  };
}

/** Fields that arrange the list rather than filter it: "Clear filters" keeps them. */
export const MEMBER_LIST_ARRANGEMENT = ['sort', 'pageSize'] as const;

/** Reads a screen's filters from its address (so a filtered list can be bookmarked, shared and reloaded). */
export function paramsFromUrl(
  url: URLSearchParams,
  defaults: { sort: MemberSort; pageSize: number },
): MemberListParams {
  return readAddress(memberListFields(defaults), url);
}

/** The address form of the filters; defaults are left out to keep links short. */
export function paramsToUrl(
  params: MemberListParams,
  defaults: { sort: MemberSort; pageSize: number },
): URLSearchParams {
  // Optional fields are absent when unset; each field writes nothing for undefined.
  return writeAddress(memberListFields(defaults), params as Required<MemberListParams>);
}

function filterEntries(params: MemberListParams): [string, string][] {
  const entries: [string, string][] = [];
  if (params.search) entries.push(['search', params.search]);
  if (params.status) entries.push(['status', params.status]);
  if (params.planId) entries.push(['planId', params.planId]);
  if (params.gender) entries.push(['gender', params.gender]);
  if (params.hasDueAmount) entries.push(['hasDueAmount', 'true']);
  return entries;
}

/** The query string of GET /api/members. */
export function memberListSearch(params: MemberListParams): string {
  const query = new URLSearchParams([
    ...filterEntries(params),
    ['sort', params.sort],
    ['page', String(params.page)],
    ['pageSize', String(params.pageSize)],
  ]);
  return `?${query}`;
}

/** File name of an export: members-2026-11-21.csv, or .xlsx for the Excel workbook. */
export function exportFileName(format: ExportFormat, today: string): string {
  return `members-${today}.${format === 'csv' ? 'csv' : 'xlsx'}`;
}

/** GET /api/members/export with the screen's filters and sort (every page, not just the one shown). */
export function exportUrl(params: MemberListParams, format: ExportFormat, fileName: string): string {
  const query = new URLSearchParams([
    ['format', format],
    ['filename', fileName],
    ...filterEntries(params),
    ['sort', params.sort],
  ]);
  return `/api/members/export?${query}`;
}

/** The server's sort for the table's heading state ("-expiryDate" for expiry date descending); unknown columns keep the current sort. */
export function memberSortFrom(sort: SortState, current: MemberSort): MemberSort {
  const parsed = memberSort.safeParse(sortToParam(sort));
  return parsed.success ? parsed.data : current;
}

/**
 * The column and direction of a sort ("-expiryDate": expiry date, descending): the table's caption names them (its
 * message has the words for each column and direction).
 */
export function sortOrder(sort: MemberSort): { column: string; direction: 'ascending' | 'descending' } {
  const descending = sort.startsWith('-');
  return { column: descending ? sort.slice(1) : sort, direction: descending ? 'descending' : 'ascending' };
}
