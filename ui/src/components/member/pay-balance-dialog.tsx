import { useState } from 'react';
import { formatMoney } from '@gym/kernel/contracts/format';
import { PAYMENT_METHOD_LABELS } from '@gym/modules/finance/billing/invoice-contracts';
import type { PtPackage } from '@gym/modules/membership/personal-training/pt-contracts';
import { Button } from '../ui/button';
import { SelectField } from '../ui/form-field';
import { Modal } from '../ui/modal';
import { toast } from '../ui/toast/toast-store';
import { isApiError } from '../../lib/api-client';
import { payPtBalanceAction, usePayPtBalance } from '../../lib/api/pay-pt-balance';
import { PT_PAYMENT_FAILED, ptPaymentSuccess } from '../../lib/pt-payment-toasts';

type Method = keyof typeof PAYMENT_METHOD_LABELS;

interface PayBalanceDialogProps {
  /** The package whose balance is paid; the dialog is open while one is given. */
  pkg: PtPackage | undefined;
  onClose: () => void;
  /** Offer a payment method choice; without it the balance is paid in cash (the dashboard's due list). */
  chooseMethod?: boolean;
}

/**
 * Paying a PT balance asks first (spec section 2): who pays how much to which trainer. Confirming records the
 * whole balance as a paid PT invoice; the toast names its number (spec section 8).
 */
export function PayBalanceDialog({ pkg, onClose, chooseMethod = false }: PayBalanceDialogProps) {
  return (
    <Modal
      open={pkg !== undefined}
      onClose={onClose}
      title="Pay the PT balance?"
      description={
        pkg
          ? `${pkg.memberName || 'Unknown Member'} owes ${formatMoney(pkg.dueAmount)} on ${pkg.sessions} sessions ` +
            `with ${pkg.trainerName}, due ${pkg.dueDate}.`
          : undefined
      }
    >
      {pkg ? <PayBalanceForm key={pkg.id} pkg={pkg} onClose={onClose} chooseMethod={chooseMethod} /> : null}
    </Modal>
  );
}

function PayBalanceForm({
  pkg,
  onClose,
  chooseMethod,
}: {
  pkg: PtPackage;
  onClose: () => void;
  chooseMethod: boolean;
}) {
  const pay = usePayPtBalance();
  const [method, setMethod] = useState<Method>('cash');
  const [problem, setProblem] = useState<string>();

  function confirm() {
    setProblem(undefined);
    pay.mutate(payPtBalanceAction(pkg.id, { amount: pkg.dueAmount, paymentMethod: method }), {
      onSuccess: ({ number }) => {
        toast({ variant: 'success', ...ptPaymentSuccess(number, pkg.dueAmount, pkg.memberName) });
        onClose();
      },
      onError: (error) => {
        toast({ variant: 'destructive', ...PT_PAYMENT_FAILED });
        setProblem(isApiError(error) ? error.answer?.message : undefined);
      },
    });
  }

  return (
    <div className="grid gap-4">
      {chooseMethod ? (
        <SelectField
          label="Payment method"
          value={method}
          onChange={(event) => setMethod(event.target.value as Method)}
        >
          {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      ) : (
        <p className="text-sm text-slate-800">Paid in cash.</p>
      )}
      {problem ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button onClick={confirm} busy={pay.isPending}>
          Pay {formatMoney(pkg.dueAmount)}
        </Button>
      </div>
    </div>
  );
}
