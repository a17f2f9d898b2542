import type { DateRange } from '../../lib/address-filters';
import type { FilterControl, FilterOption } from './filter-controls';

/** One active filter as a removable chip: its words and the change that removes it. */
export interface FilterChip<V> {
  id: string;
  text: string;
  remove: Partial<V>;
}

const optionLabel = (options: readonly FilterOption[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

function rangeText(range: DateRange, fromLabel: string, toLabel: string): string {
  if (range.from && range.to) return `${range.from} – ${range.to}`;
  return range.from ? `${fromLabel} ${range.from}` : `${toLabel} ${range.to ?? ''}`;
}

/** The chips of the filters that are set, in the controls' order (a multi-select gives one chip per value). */
export function activeChips<V>(controls: readonly FilterControl<V>[], values: V): FilterChip<V>[] {
  return controls.flatMap((control): FilterChip<V>[] => {
    const value = values[control.key] as unknown;
    const chip = (id: string, text: string, remove: unknown): FilterChip<V> => ({
      id,
      text,
      remove: { [control.key]: remove } as Partial<V>,
    });
    switch (control.kind) {
      case 'search':
      case 'chip':
        return typeof value === 'string' && value !== ''
          ? [chip(control.key, `${control.label}: ${value}`, undefined)]
          : [];
      case 'select':
      case 'toggle':
        return typeof value === 'string' && value !== ''
          ? [chip(control.key, `${control.label}: ${optionLabel(control.options, value)}`, undefined)]
          : [];
      case 'checkbox':
        return value === true ? [chip(control.key, control.label, undefined)] : [];
      case 'multi': {
        const chosen = (value ?? []) as readonly string[];
        return chosen.map((one) =>
          chip(
            `${control.key}:${one}`,
            `${control.label}: ${optionLabel(control.options, one)}`,
            chosen.filter((other) => other !== one),
          ),
        );
      }
      case 'dateRange': {
        const range = (value ?? {}) as DateRange;
        return range.from || range.to
          ? [chip(control.key, `${control.label}: ${rangeText(range, control.fromLabel, control.toLabel)}`, {})]
          : [];
      }
    }
  });
}
