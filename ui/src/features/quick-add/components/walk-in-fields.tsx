import type { KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { planOption } from '../utils/walk-in-schema';

/**
 * Enter on a select registers the walk-in, as Enter in a text field does (a select does not submit its form by
 * itself): the keyboard never has to reach the button.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLSelectElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/** The genders a walk-in is registered with; `label` is the message id of its name. */
export const GENDER_OPTIONS = [
  { value: 'female', label: 'quick-add.gender.female' },
  { value: 'male', label: 'quick-add.gender.male' },
] as const;

/** A plan's line in a walk-in's plan select, in the current language. */
export function usePlanOptionLabel(): (plan: { name: string; price: number; joiningFee: number }) => string {
  const t = useT();
  return (plan) => {
    const { id, values } = planOption(plan);
    return t(id, values);
  };
}
