import type { KeyboardEvent } from 'react';

/**
 * Enter on a select registers the walk-in, as Enter in a text field does (a select does not submit its form by
 * itself): the keyboard never has to reach the button.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLSelectElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

export const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
] as const;
