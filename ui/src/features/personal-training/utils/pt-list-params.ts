import { ptPackageListQuery } from '@gym/modules/membership/personal-training/pt-contracts';
import { readAddress, selectField, textField, writeAddress } from '../../../lib/address-filters';
import type { PtPackageListQuery, PtPackageStatus } from '@gym/modules/membership/personal-training/pt-contracts';

/** The PT page's filters as its address keeps them (so a filtered list can be bookmarked, shared and reloaded). */
export interface PtListFilters {
  search?: string | undefined;
  status?: PtPackageStatus | undefined;
  trainerId?: string | undefined;
  balance?: 'paid' | 'owing' | undefined;
}

/** The ids of each status's name in the catalogue. */
export const PT_STATUS_LABELS: Record<PtPackageStatus, string> = {
  active: 'personal-training.status.active',
  used_up: 'personal-training.status.usedUp',
  expired: 'personal-training.status.expired',
};

/** The ids of the balance filter's choices in the catalogue. */
export const PT_BALANCE_LABELS = {
  paid: 'personal-training.balance.paid',
  owing: 'personal-training.balance.owing',
} as const;

export const PT_PAGE_SIZE = 25;

const shape = ptPackageListQuery.shape;

/** How the address keeps the filters: `?q=…&status=…&trainer=…&balance=…`; a value the server would refuse is left out. */
export const PT_LIST_FIELDS = {
  search: textField('q'),
  status: selectField('status', shape.status.unwrap()),
  trainerId: selectField('trainer'),
  balance: selectField('balance', shape.balance.unwrap()),
};

/** Reads the filters from the address. */
export const ptFiltersFromUrl = (url: URLSearchParams): PtListFilters => readAddress(PT_LIST_FIELDS, url);

/** The address form of the filters; empty ones are left out to keep links short. */
export const ptFiltersToUrl = (filters: PtListFilters): URLSearchParams =>
  writeAddress(PT_LIST_FIELDS, {
    search: undefined,
    status: undefined,
    trainerId: undefined,
    balance: undefined,
    ...filters,
  });

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

export const hasFilters = (filters: PtListFilters) => ptFiltersToUrl(filters).size > 0;
