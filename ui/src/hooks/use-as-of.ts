import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { AS_OF_PARAM, parseAsOf } from '../lib/as-of';

export interface AsOfState {
  /** The past instant the page shows (ISO UTC), or undefined when it is live. */
  readonly asOf: string | undefined;
  /** Shows the page as of `instant` (undefined: back to live). A new history entry, so Back returns to before. */
  /** The address has an `asOf` that is not an instant with a zone: the page shows live figures and says so. */
  readonly invalid: boolean;
  readonly setAsOf: (instant: string | undefined) => void;
}

/** The "as of" instant of the page, kept in its address (`?asOf=`): see lib/as-of. */
export function useAsOf(): AsOfState {
  const [params, setParams] = useSearchParams();
  const asOf = parseAsOf(params.get(AS_OF_PARAM));
  const setAsOf = useCallback(
    (instant: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (instant) next.set(AS_OF_PARAM, instant);
        else next.delete(AS_OF_PARAM);
        return next;
      }),
    [setParams],
  );
  const invalid = params.has(AS_OF_PARAM) && asOf === undefined;
  return { asOf, invalid, setAsOf };
}
