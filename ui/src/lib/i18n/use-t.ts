import { useLingui } from '@lingui/react';

/**
 * The current language's text of a message: `t('nav.members')`, `t('members.list.found', { count })`. The component
 * renders again when the language changes or a catalogue arrives.
 */
export function useT() {
  return useLingui()._;
}
