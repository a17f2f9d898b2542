import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { changeAddress, clearedFilters, filterKeyOf, filterKeys, isSet, readAddress } from '../lib/address-filters';
import type { AddressFields, AddressValues } from '../lib/address-filters';

export interface AddressFilterOptions<F extends AddressFields> {
  /** The field holding the list's page: any other change goes back to its first page. */
  page?: keyof F;
  /** Fields that arrange the list rather than filter it (sort, page size): "Clear filters" keeps them. */
  arrangement?: readonly (keyof F)[];
  /** Parameters no field owns that a new filter makes meaningless (a keyset cursor). */
  resets?: readonly string[];
}

export interface AddressFilters<F extends AddressFields> {
  values: AddressValues<F>;
  /** Changes some fields; a filter change replaces the address entry (typing), a page change adds one (Back). */
  set: (changes: Partial<AddressValues<F>>) => void;
  /** Every filter back to its default (the arrangement and the rest of the address stay). */
  clear: () => void;
  /** Whether any filter is set ("Clear filters" is shown then). */
  active: boolean;
  /** Changes whenever a filter does: a key for state that belongs to one filter, e.g. the keyset cursors seen. */
  filterKey: string;
}

/**
 * A list's filters kept in the address through the router (lib/address-filters.ts reads and writes them). `fields`
 * must be stable (module level or memoised). A change shows at once: the router updates the address in a transition,
 * and a checkbox or select must not flip back meanwhile, so what was asked for is shown until the address says it
 * (or something newer, e.g. Back).
 */
export function useAddressFilters<F extends AddressFields>(
  fields: F,
  options: AddressFilterOptions<F> = {},
): AddressFilters<F> {
  const { page, arrangement = [], resets } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const fromAddress = useMemo(() => readAddress(fields, searchParams), [fields, searchParams]);

  const [pending, setPending] = useState<AddressValues<F>>();
  const [seen, setSeen] = useState(searchParams);
  if (seen !== searchParams) {
    setSeen(searchParams);
    setPending(undefined);
  }
  const values = pending ?? fromAddress;

  const arrangementKey = arrangement.join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the lists are literals at the call site: compared by content
  const keys = useMemo(() => filterKeys(fields, page, arrangement), [fields, page, arrangementKey]);
  const resetsKey = resets?.join();

  const set = useCallback(
    (changes: Partial<AddressValues<F>>) => {
      const next = changeAddress(fields, values, searchParams, changes, { page, resets });
      setPending(next.values);
      setSearchParams(next.url, { replace: next.replace });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `resets` is a literal list: compared by content
    [fields, values, searchParams, setSearchParams, page, resetsKey],
  );
  const clear = useCallback(() => set(clearedFilters(fields, keys)), [set, fields, keys]);

  return {
    values,
    set,
    clear,
    active: keys.some((key) => isSet(fields[key]!, values[key])),
    filterKey: filterKeyOf(fields, keys, values),
  };
}
