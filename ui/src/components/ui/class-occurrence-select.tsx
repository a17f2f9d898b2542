import type { ComponentProps } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { SelectField } from './form-field';

/** One class occurrence offered: its id and how the dialog words it (time, name, places). */
export interface OccurrenceOption {
  occurrenceId: string;
  label: string;
}

/** The select as the form registers it (its name, handlers, ref and message), its label and focus; the hint is ours. */
type SelectProps = Omit<ComponentProps<typeof SelectField>, 'hint' | 'children'>;

interface ClassOccurrenceSelectProps extends SelectProps {
  options: readonly OccurrenceOption[];
  /** While the occurrences are still being fetched. */
  loading: boolean;
  /** The hint while loading, and when nothing is offered: each dialog says which classes it looks for. */
  loadingHint: string;
  noneHint: string;
}

/**
 * "Choose a class" among the occurrences a dialog offers (the desk's class walk-in, booking a member from their page):
 * the dialog picks and words the occurrences; the select says when they are loading or when there are none.
 */
export function ClassOccurrenceSelect({
  options,
  loading,
  loadingHint,
  noneHint,
  ...select
}: ClassOccurrenceSelectProps) {
  const t = useT();
  return (
    <SelectField {...select} hint={loading ? loadingHint : options.length === 0 ? noneHint : undefined}>
      <option value="">{t('kit.classOccurrence.choose')}</option>
      {options.map((one) => (
        <option key={one.occurrenceId} value={one.occurrenceId}>
          {one.label}
        </option>
      ))}
    </SelectField>
  );
}
