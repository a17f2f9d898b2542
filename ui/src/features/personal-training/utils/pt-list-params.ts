import { ptPackageListQuery } from '@gym/modules/membership/personal-training/pt-contracts';
import type { PtPackageListQuery, PtPackageStatus } from '@gym/modules/membership/personal-training/pt-contracts';

/** The PT page's filters as its address keeps them (so a filtered list can be bookmarked, shared and reloaded). */
export interface PtListFilters {
  search?: string | undefined;
  status?: PtPackageStatus | undefined;
  trainerId?: string | undefined;
  balance?: 'paid' | 'owing' | undefined;
}

export const PT_STATUS_LABELS: Record<PtPackageStatus, string> = {
  active: 'Active',
  used_up: 'Used up',
  expired: 'Expired',
};

export const PT_BALANCE_LABELS = { paid: 'Paid up', owing: 'Owing' } as const;

export const PT_PAGE_SIZE = 25;

const shape = ptPackageListQuery.shape;

/** Reads the filters from the address; a value the server would refuse is left out rather than sent. */
export function ptFiltersFromUrl(url: URLSearchParams): PtListFilters {
  const status = shape.status.safeParse(url.get('status') ?? undefined);
  const balance = shape.balance.safeParse(url.get('balance') ?? undefined);
  return {
    search: url.get('q')?.trim() || undefined,
    status: status.success ? status.data : undefined,
    trainerId: url.get('trainer') || undefined,
    balance: balance.success ? balance.data : undefined,
  };
}

/** The address form of the filters; empty ones are left out to keep links short. */
export function ptFiltersToUrl(filters: PtListFilters): URLSearchParams {
  const url = new URLSearchParams();
  if (filters.search) url.set('q', filters.search);
  if (filters.status) url.set('status', filters.status);
  if (filters.trainerId) url.set('trainer', filters.trainerId);
  if (filters.balance) url.set('balance', filters.balance);
  return url;
}

/** The query of GET /api/personal-trainings/page for the filters and the page's cursor. */
export function ptPageQuery(filters: PtListFilters, cursor: string | undefined): PtPackageListQuery {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.trainerId ? { trainerId: filters.trainerId } : {}),
    ...(filters.balance ? { balance: filters.balance } : {}),
    ...(cursor ? { cursor } : {}),
    pageSize: PT_PAGE_SIZE,
  };
}

export const hasFilters = (filters: PtListFilters) =>
  Boolean(filters.search || filters.status || filters.trainerId || filters.balance);
