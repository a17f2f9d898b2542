import { useState } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { checkInAction, useCheckInMember } from '../../../lib/api/check-in-member';
import { alreadyCheckedIn, CHECK_IN_FAILURE, CHECK_IN_SUCCESS } from '../../../hooks/use-desk-check-in';
import { REFUSAL_LABELS, refusalOf } from '../../../lib/refusal';
import { useGymTimeZone } from '../../../hooks/use-gym-today';

/** "Check in now" for a walk-in just registered: the spec's toasts, and a refusal explained next to the button. */
export function useWalkInCheckIn() {
  const { mutateAsync, isPending } = useCheckInMember();
  const [problem, setProblem] = useState<string | null>(null);
  const timeZone = useGymTimeZone();

  async function checkIn(memberId: string, memberName: string): Promise<boolean> {
    setProblem(null);
    try {
      const answer = await mutateAsync(checkInAction({ memberId }));
      if (answer.duplicate) {
        toast({
          title: 'Already checked in',
          description: `${memberName}: ${alreadyCheckedIn(answer.checkInTime, timeZone)}.`,
        });
      } else {
        toast({ variant: 'success', ...CHECK_IN_SUCCESS });
      }
      return true;
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) {
        setProblem(`Check-in refused (${REFUSAL_LABELS[refusal.reason]}): ${refusal.message}`);
      } else {
        toast({ variant: 'destructive', ...CHECK_IN_FAILURE });
        setProblem(`Not checked in: ${errorMessage(error)}`);
      }
      return false;
    }
  }

  return { checkIn, busy: isPending, problem };
}
