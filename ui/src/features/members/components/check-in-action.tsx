import { LogIn, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { checkInRefusal } from '@gym/modules/membership/check-ins/check-in-contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { isApiError } from '../../../lib/api-client';
import { useCheckInMember } from '../api/check-in-member';

interface Refusal {
  message: string;
  canOverride: boolean;
}

/** The 409 refusal of a check-in (expired, frozen, cancelled...), or undefined for any other failure. */
function refusalOf(error: unknown): Refusal | undefined {
  if (!isApiError(error, 409) || !error.answer) return undefined;
  const details = checkInRefusal.safeParse(error.answer.details);
  return { message: error.answer.message, canOverride: details.success && details.data.canOverride };
}

/**
 * Check the member in from their page. A refusal shows its reason; a user allowed to override (the server says so)
 * can let the member in anyway, which is recorded with their name.
 */
export function CheckInAction({ memberId }: { memberId: string }) {
  const checkIn = useCheckInMember();
  const [refusal, setRefusal] = useState<Refusal>();

  const run = (override: boolean) =>
    checkIn.mutate(
      { memberId, ...(override ? { override: true } : {}) },
      {
        onSuccess: () => {
          setRefusal(undefined);
          toast({ variant: 'success', title: 'Check-in successful', description: 'Member has been checked in.' });
        },
        onError: (error) => {
          const refused = refusalOf(error);
          setRefusal(refused);
          if (!refused) {
            toast({
              variant: 'destructive',
              title: 'Check-in failed',
              description: 'There was an error checking in the member.',
            });
          }
        },
      },
    );

  return (
    <div className="grid justify-items-end gap-2">
      <Button onClick={() => run(false)} busy={checkIn.isPending && !checkIn.variables.override}>
        <LogIn aria-hidden="true" className="size-4" />
        Check in
      </Button>
      {refusal ? (
        <div
          role="alert"
          className="grid max-w-md gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="flex items-start gap-2">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="font-semibold">Check-in refused.</span> {refusal.message}
            </span>
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" className="px-3 py-1" onClick={() => setRefusal(undefined)}>
              Dismiss
            </Button>
            {refusal.canOverride ? (
              <Button
                variant="danger"
                className="px-3 py-1"
                busy={checkIn.isPending && checkIn.variables.override === true}
                onClick={() => run(true)}
              >
                Override and check in
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
