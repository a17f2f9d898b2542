import type { z } from 'zod';
import { memberListQuery, memberSort } from '@gym/modules/membership/members/member-contracts';
import { sortToParam } from '../../../components/data-table/sort';
import type { SortState } from '../../../components/data-table/sort';

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

export const STATUS_FILTER_LABELS: Record<MemberStatusFilter, string> = {
  active: 'Active',
  expiring: 'Expiring soon',
  expired: 'Expired',
  frozen: 'Frozen',
  pending: 'No membership yet',
  cancelled: 'Cancelled',
  archived: 'Archived',
};

const shape = memberListQuery.shape;

/** Reads a screen's filters from its address (so a filtered list can be bookmarked, shared and reloaded). */
export function paramsFromUrl(
  url: URLSearchParams,
  defaults: { sort: MemberSort; pageSize: number },
): MemberListParams {
  const pick = <S extends z.ZodType>(schema: S, value: string | null): z.output<S> | undefined => {
    if (value === null || value === '') return undefined;
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };
  const pageSize = pick(shape.pageSize, url.get('size'));
  return {
    search: url.get('q')?.trim() || undefined,
    status: pick(shape.status, url.get('status')),
    planId: url.get('plan') || undefined,
    gender: pick(shape.gender, url.get('gender')),
    hasDueAmount: url.get('due') === 'true' ? true : undefined,
    sort: pick(memberSort, url.get('sort')) ?? defaults.sort,
    page: pick(shape.page, url.get('page')) ?? 1,
    pageSize: pageSize && (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : defaults.pageSize,
  };
}

/** The address form of the filters; defaults are left out to keep links short. */
export function paramsToUrl(
  params: MemberListParams,
  defaults: { sort: MemberSort; pageSize: number },
): URLSearchParams {
  const url = new URLSearchParams();
  if (params.search) url.set('q', params.search);
  if (params.status) url.set('status', params.status);
  if (params.planId) url.set('plan', params.planId);
  if (params.gender) url.set('gender', params.gender);
  if (params.hasDueAmount) url.set('due', 'true');
  if (params.sort !== defaults.sort) url.set('sort', params.sort);
  if (params.page > 1) url.set('page', String(params.page));
  if (params.pageSize !== defaults.pageSize) url.set('size', String(params.pageSize));
  return url;
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

const SORT_COLUMNS: Record<string, string> = {
  name: 'name',
  memberNumber: 'member number',
  joinDate: 'join date',
  expiryDate: 'expiry date',
  dueAmount: 'due amount',
};

/** "expiry date, descending": the table's caption says how it is sorted. */
export function sortDescription(sort: MemberSort): string {
  const descending = sort.startsWith('-');
  const column = SORT_COLUMNS[descending ? sort.slice(1) : sort] ?? sort;
  return `${column}, ${descending ? 'descending' : 'ascending'}`;
}
