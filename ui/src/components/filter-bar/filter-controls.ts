import type { DateRange } from '../../lib/address-filters';

/** The keys of `V` whose value is a `T` (a select can only be bound to a text value, a checkbox to a boolean...). */
export type KeysWith<V, T> = { [K in keyof V]-?: V[K] extends T ? K : never }[keyof V] & string;

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

/** Free text, sent once typing pauses. */
export interface SearchControl<V> {
  kind: 'search';
  key: KeysWith<V, string | undefined>;
  label: string;
  placeholder?: string;
  hint?: string;
}

/** One value or none ("All"). */
export interface SelectControl<V> {
  kind: 'select';
  key: KeysWith<V, string | undefined>;
  label: string;
  /** The choice that sets no filter, e.g. "All statuses". */
  allLabel: string;
  options: readonly FilterOption[];
}

/** One value or none as a row of pressed buttons (a few choices worth seeing at once). */
export interface ToggleControl<V> extends Omit<SelectControl<V>, 'kind'> {
  kind: 'toggle';
}

/** Any number of values; none selected is no filter. */
export interface MultiSelectControl<V> {
  kind: 'multi';
  key: KeysWith<V, readonly string[]>;
  label: string;
  /** What the closed list says when nothing is chosen, e.g. "Any type". */
  noneLabel: string;
  options: readonly FilterOption[];
}

/** From–to days, each end optional. */
export interface DateRangeControl<V> {
  kind: 'dateRange';
  key: KeysWith<V, DateRange>;
  /** The legend of the two boxes and the chip, e.g. "Date". */
  label: string;
  fromLabel: string;
  toLabel: string;
  /** Latest day offered (e.g. today). */
  max?: string | undefined;
}

/** A yes-only switch ("Owes money"). */
export interface CheckboxControl<V> {
  kind: 'checkbox';
  key: KeysWith<V, boolean | undefined>;
  label: string;
}

/** A filter that only a link sets (e.g. the audit log of one member): shown as a removable chip, no control. */
export interface ChipOnlyControl<V> {
  kind: 'chip';
  key: KeysWith<V, string | undefined>;
  label: string;
}

export type FilterControl<V> =
  | SearchControl<V>
  | SelectControl<V>
  | ToggleControl<V>
  | MultiSelectControl<V>
  | DateRangeControl<V>
  | CheckboxControl<V>
  | ChipOnlyControl<V>;

/** What a FilterBar reads and changes: `useAddressFilters`' result fits. */
export interface FilterState<V> {
  values: V;
  set: (changes: Partial<V>) => void;
  clear: () => void;
  active: boolean;
}

/** What a one-of-several filter takes, however it is drawn (a listbox or a row of buttons). */
export interface SingleChoiceFilterProps {
  label: string;
  allLabel: string;
  options: readonly FilterOption[];
  value: string | undefined;
  onSelect: (value: string | undefined) => void;
}

/** The filter's choices: "all" (no value) first, then the options. */
export function choicesWithAll(allLabel: string, options: readonly FilterOption[]): readonly FilterOption[] {
  return [{ value: '', label: allLabel }, ...options];
}
