import { useQuery } from '@tanstack/react-query';
import { leaveBalance } from '@gym/modules/people/leave/leave-contracts';
import { listQueryOptions } from '../../../lib/list-query';

/** GET /api/leave/balances: everyone's (canEditStaff) or only your own. */
export function leaveBalancesQueryOptions() {
  return listQueryOptions(['leave', 'balances'], '/api/leave/balances', leaveBalance);
}

export const useLeaveBalances = () => useQuery(leaveBalancesQueryOptions());
