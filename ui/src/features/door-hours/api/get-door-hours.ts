import { useQuery } from '@tanstack/react-query';
import { doorHoursAnswer } from '@gym/modules/membership/door-hours/door-hours-contracts';
import { apiGet } from '../../../lib/api-client';

export const doorHoursQueryKey = ['door-hours'] as const;

/** GET /api/door-hours: the hours, with today's prayer times as the door uses them. */
export function useDoorHours() {
  return useQuery({
    queryKey: doorHoursQueryKey,
    queryFn: ({ signal, queryKey }) => apiGet('/api/door-hours', doorHoursAnswer, { signal, queryKey }),
  });
}
