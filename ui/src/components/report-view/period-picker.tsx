import { useId } from 'react';

export interface PeriodPickerProps {
  /** Whole months (YYYY-MM) or days (YYYY-MM-DD). */
  readonly unit: 'month' | 'day';
  readonly from: string;
  readonly to: string;
  readonly onChange: (period: { from: string; to: string }) => void;
  readonly fromLabel: string;
  readonly toLabel: string;
  /** The latest month or day that may be picked as the start (today's, usually). */
  readonly max?: string;
}

const inputClass = 'w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-900 sm:w-auto';

/**
 * A report's period: a first and a last month, or a first and a last day, with the browser's own month and date
 * inputs (keyboard, screen readers and phones all know them). Whether the period makes sense is the report's to say.
 */
export function PeriodPicker({ unit, from, to, onChange, fromLabel, toLabel, max }: PeriodPickerProps) {
  const id = useId();
  const type = unit === 'month' ? 'month' : 'date';
  return (
    <div className="grid grid-cols-2 gap-3 text-sm sm:flex sm:flex-wrap sm:items-end">
      <div className="grid min-w-0 gap-1">
        <label htmlFor={`${id}-from`} className="font-medium text-slate-800">
          {fromLabel}
        </label>
        <input
          id={`${id}-from`}
          type={type}
          value={from}
          max={max}
          onChange={(event) => onChange({ from: event.target.value, to })}
          className={inputClass}
        />
      </div>
      <div className="grid min-w-0 gap-1">
        <label htmlFor={`${id}-to`} className="font-medium text-slate-800">
          {toLabel}
        </label>
        <input
          id={`${id}-to`}
          type={type}
          value={to}
          onChange={(event) => onChange({ from, to: event.target.value })}
          className={inputClass}
        />
      </div>
    </div>
  );
}
