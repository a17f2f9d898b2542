import { CircleCheck, CreditCard, LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import { useWalkInCheckIn } from '../hooks/use-walk-in-check-in';
import { displayName } from '@gym/modules/membership/members/member-contracts';
import { useT } from '../../../lib/i18n/use-t';

export interface RegisteredWalkIn {
  id: string;
  memberNumber: number;
  firstName: string;
  lastName: string;
  nameArabic?: string | null;
}

/** What the invoice dialog recorded for the walk-in; undefined while no membership is sold yet. */
export interface WalkInSale {
  invoiceNumber: string;
  paid: boolean;
}

interface WalkInNextStepProps {
  walkIn: RegisteredWalkIn;
  sale: WalkInSale | undefined;
  onPay: () => void;
  /** Checked in (or chosen not to): the form is cleared for the next walk-in. */
  onNext: () => void;
}

/** After registering: check the new member in at once, or take the payment that is still missing; then the next one. */
export function WalkInNextStep({ walkIn, sale, onPay, onNext }: WalkInNextStepProps) {
  const t = useT();
  const frame = useRef<HTMLElement>(null);
  const { checkIn, busy, problem } = useWalkInCheckIn();
  const name = displayName(walkIn);

  // The invoice dialog hands the focus back as it closes; take it to the next action just after.
  useEffect(() => {
    const timer = setTimeout(() => frame.current?.querySelector<HTMLButtonElement>('[data-primary]')?.focus(), 50);
    return () => clearTimeout(timer);
  }, [sale]);

  return (
    <section
      ref={frame}
      aria-label={t('quick-add.next.label')}
      className={`grid gap-3 rounded-lg border p-4 ${sale?.paid ? 'border-green-300 bg-green-50' : 'border-amber-300 bg-amber-50'}`}
    >
      <p role="status" className="flex items-start gap-2 text-slate-900">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-800" />
        <span>
          {/* The name links to the member's page and the number stands out, inside one translated sentence. */}
          <Trans
            id="quick-add.next.isMember"
            values={{ name, memberNumber: walkIn.memberNumber }}
            components={{
              0: (
                <Link
                  to={`/members/${encodeURIComponent(walkIn.id)}`}
                  className="font-semibold text-indigo-800 underline"
                />
              ),
              1: <span className="font-mono font-semibold" />,
            }}
          />{' '}
          {!sale
            ? t('quick-add.next.notSold')
            : sale.paid
              ? t('quick-add.next.paid', { invoiceNumber: sale.invoiceNumber })
              : t('quick-add.next.unpaid', { invoiceNumber: sale.invoiceNumber })}
        </span>
      </p>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-900">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {sale ? (
          <Button
            data-primary=""
            busy={busy}
            onClick={() =>
              void checkIn(walkIn.id, name).then((ok) => {
                if (ok) onNext();
              })
            }
          >
            <LogIn aria-hidden="true" className="size-4" />
            {t('quick-add.next.checkIn')}
          </Button>
        ) : (
          <Button data-primary="" onClick={onPay}>
            <CreditCard aria-hidden="true" className="size-4" />
            {t('quick-add.next.pay')}
          </Button>
        )}
        <Button variant="secondary" onClick={onNext}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('quick-add.next.next')}
        </Button>
      </div>
    </section>
  );
}
