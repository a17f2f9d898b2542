import { useState } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { checkInAction, useCheckInMember } from '../../../lib/api/check-in-member';
import { CHECK_IN_FAILURE, CHECK_IN_SUCCESS } from '../../../hooks/use-desk-check-in';
import { formatClock } from '../../../lib/desk-time';
import { REFUSAL_LABELS, refusalOf } from '../../../lib/refusal';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { useT } from '../../../lib/i18n/use-t';

/** "Check in now" for a walk-in just registered: the spec's toasts, and a refusal explained next to the button. */
export function useWalkInCheckIn() {
  const t = useT();
  const { mutateAsync, isPending } = useCheckInMember();
  const [problem, setProblem] = useState<string | null>(null);
  const timeZone = useGymTimeZone();

  async function checkIn(memberId: string, memberName: string): Promise<boolean> {
    setProblem(null);
    try {
      const answer = await mutateAsync(checkInAction({ memberId }));
      if (answer.duplicate) {
        toast({
          title: t('quick-add.checkIn.already'),
          description: t('quick-add.checkIn.alreadyText', {
            name: memberName,
            time: formatClock(answer.checkInTime, timeZone),
          }),
        });
      } else {
        toast({ variant: 'success', ...CHECK_IN_SUCCESS });
      }
      return true;
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) {
        setProblem(
          t('quick-add.checkIn.refused', { reason: t(REFUSAL_LABELS[refusal.reason]), message: refusal.message }),
        );
      } else {
        toast({ variant: 'destructive', ...CHECK_IN_FAILURE });
        setProblem(t('quick-add.checkIn.failed', { message: errorMessage(error) }));
      }
      return false;
    }
  }

  return { checkIn, busy: isPending, problem };
}
