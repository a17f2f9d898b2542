import type { CheckInView } from '@gym/projection-service/check-ins/check-ins-queries';
import type { CheckIn } from '../contracts/check-in-contracts.js';

export function toCheckIn(view: CheckInView): CheckIn {
  return {
    ...view,
    checkInTime: new Date(view.checkInTime).toISOString(),
    checkOutTime: view.checkOutTime ? new Date(view.checkOutTime).toISOString() : null,
    override: view.override ? { byName: view.override.byName, refusal: view.override.refusal } : null,
  };
}
