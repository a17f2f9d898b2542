import { LogIn, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { CHECK_IN_FAILURE, CHECK_IN_SUCCESS } from '../../../hooks/use-desk-check-in';
import { checkInAction, useCheckInMember } from '../../../lib/api/check-in-member';
import { refusalOf } from '../../../lib/refusal';
import type { CheckInRefusal } from '../../../lib/refusal';
import { useT } from '../../../lib/i18n/use-t';

/**
 * Check the member in from their page. A refusal shows its reason; a user allowed to override (the server says so)
 * can let the member in anyway, which is recorded with their name.
 */
export function CheckInAction({ memberId }: { memberId: string }) {
  const t = useT();
  const checkIn = useCheckInMember();
  const [refusal, setRefusal] = useState<CheckInRefusal>();

  const run = (override: boolean) =>
    checkIn.mutate(checkInAction({ memberId, ...(override ? { override: true } : {}) }), {
      onSuccess: () => {
        setRefusal(undefined);
        toast({ variant: 'success', ...CHECK_IN_SUCCESS });
      },
      onError: (error) => {
        const refused = refusalOf(error);
        setRefusal(refused);
        if (!refused) toast({ variant: 'destructive', ...CHECK_IN_FAILURE });
      },
    });

  return (
    <div className="grid justify-items-end gap-2">
      <Button onClick={() => run(false)} busy={checkIn.isPending && !checkIn.variables.input.override}>
        <LogIn aria-hidden="true" className="size-4" />
        {t('members.checkIn.button')}
      </Button>
      {refusal ? (
        <div
          role="alert"
          className="grid max-w-md gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="flex items-start gap-2">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="font-semibold">{t('members.checkIn.refused')}</span> {refusal.message}
            </span>
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" className="px-3 py-1" onClick={() => setRefusal(undefined)}>
              {t('members.checkIn.dismiss')}
            </Button>
            {refusal.canOverride ? (
              <Button
                variant="danger"
                className="px-3 py-1"
                busy={checkIn.isPending && checkIn.variables.input.override === true}
                onClick={() => run(true)}
              >
                {t('members.checkIn.override')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
