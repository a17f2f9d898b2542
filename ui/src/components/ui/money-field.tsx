import type { ComponentProps } from 'react';
import { TextField } from './form-field';

/**
 * An amount of money in QAR: a number box to the dirham (0.01) with the decimal keypad on phones. `min` is 0.01 (a
 * positive amount) unless given, e.g. 0 where nothing is allowed.
 */
export function MoneyField({ min = 0.01, ...props }: ComponentProps<typeof TextField>) {
  return <TextField type="number" inputMode="decimal" step="0.01" min={min} {...props} />;
}
