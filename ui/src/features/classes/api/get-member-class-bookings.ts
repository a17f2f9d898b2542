import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { memberClassBookings } from '@gym/modules/membership/classes/class-contracts';
import { apiGet } from '../../../lib/api-client';

/*
 * GET /api/members/:id/class-bookings (canViewMembers; issue 47): a member's class bookings (upcoming first, then the
 * last 30 days) and their pack's credits, for the member page's Classes section.
 */

export type MemberClassBookings = z.infer<typeof memberClassBookings>;
export type MemberClassBooking = MemberClassBookings['bookings'][number];

/** The realtime topic `timetable` refetches every member's bookings. */
export const MEMBER_CLASS_BOOKINGS_KEY = ['member-class-bookings'] as const;

export const memberClassBookingsQueryKey = (memberId: string) => [...MEMBER_CLASS_BOOKINGS_KEY, memberId] as const;

export function memberClassBookingsQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: memberClassBookingsQueryKey(memberId),
    queryFn: ({ signal, queryKey }) =>
      apiGet(`/api/members/${encodeURIComponent(memberId)}/class-bookings`, memberClassBookings, { signal, queryKey }),
  });
}

export function useMemberClassBookings(memberId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...memberClassBookingsQueryOptions(memberId), enabled });
}
