import type { CheckInView } from './check-ins-queries.js';
import type { CheckIn } from './check-in-contracts.js';

export function toCheckIn(view: CheckInView): CheckIn {
  return {
    ...view,
    checkInTime: new Date(view.checkInTime).toISOString(),
    checkOutTime: view.checkOutTime ? new Date(view.checkOutTime).toISOString() : null,
    override: view.override
      ? {
          byName: view.override.byName,
          refusal: view.override.refusal,
          code: view.override.code ?? null,
          params: view.override.params ?? null,
          reason: view.override.reason ?? null,
        }
      : null,
  };
}
