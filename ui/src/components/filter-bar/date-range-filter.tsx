import { useId } from 'react';
import type { DateRange } from '../../lib/address-filters';
import { filterControlClasses, filterItemClasses, filterLabelClasses } from './filter-classes';

/** From–to days as two date boxes under one legend; either end may be left empty. */
export function DateRangeFilter({
  label,
  fromLabel,
  toLabel,
  max,
  value,
  onRange,
}: {
  label: string;
  fromLabel: string;
  toLabel: string;
  max?: string | undefined;
  value: DateRange;
  onRange: (range: DateRange) => void;
}) {
  const id = useId();
  return (
    <fieldset className={`${filterItemClasses} sm:flex-[2_1_18rem]`}>
      <legend className="sr-only">{label}</legend>
      <div className="grid grid-cols-2 gap-2">
        <div className="grid min-w-0 gap-1">
          <label htmlFor={`${id}-from`} className={filterLabelClasses}>
            {fromLabel}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={value.from ?? ''}
            max={value.to ?? max}
            onChange={(event) => onRange({ ...value, from: event.target.value || undefined })}
            className={filterControlClasses}
          />
        </div>
        <div className="grid min-w-0 gap-1">
          <label htmlFor={`${id}-to`} className={filterLabelClasses}>
            {toLabel}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={value.to ?? ''}
            min={value.from}
            max={max}
            onChange={(event) => onRange({ ...value, to: event.target.value || undefined })}
            className={filterControlClasses}
          />
        </div>
      </div>
    </fieldset>
  );
}
