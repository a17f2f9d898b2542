import { paymentMethodNames } from './payment-method-names';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { formatMoney } from '../../lib/i18n/current-formats';
import type { InvoiceRequest, invoiceAnswer, paymentMethod } from '@gym/modules/finance/billing/invoice-contracts';
import type { Plan } from '@gym/modules/membership/plans/plan-contracts';
import { DialogSheet, SheetBody, SheetFooter } from '../form-dialog/dialog-sheet';
import { FormError } from '../form-dialog/form-error';
import { Button } from '../ui/button';
import { SelectField } from '../ui/form-field';
import { LabelOptions } from '../ui/label-options';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/toast/toast-store';
import { useGymToday } from '../../hooks/use-gym-today';
import { planDurationText } from '../../lib/plan-text';
import { useCreateInvoice } from '../../lib/api/create-invoice';
import { invoiceAmounts, skipsPaymentStep } from '../../lib/invoice-amounts';
import type { InvoiceAmounts, RegistrationType } from '../../lib/invoice-amounts';
import { serverMessage } from '../../lib/server-message';
import { translate } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/use-t';

export type PaymentMethod = z.infer<typeof paymentMethod>;

export interface InvoiceDialogMember {
  id: string;
  firstName: string;
  lastName: string;
  /** The name in Arabic script: the one shown when the member has no Latin name. */
  nameArabic?: string | null | undefined;
  /** What the member owes on earlier invoices. */
  dueAmount: number;
  /** The member's agreed price; missing, null or 0 means the plan's. */
  membershipPrice?: number | string | null | undefined;
  /** The member's agreed joining fee (new registration only); missing means the plan's. */
  joiningFees?: number | string | null | undefined;
  /** The member existed before this sale (not being added right now). */
  isExisting: boolean;
}

export interface InvoiceDialogResult extends z.infer<typeof invoiceAnswer> {
  /** The whole amount was paid with the invoice. */
  paid: boolean;
  paymentMethod: PaymentMethod | null;
  registrationType: RegistrationType;
}

export interface InvoiceDialogProps {
  open: boolean;
  /** Closed before anything was recorded (Cancel, Escape). */
  onClose: () => void;
  member: InvoiceDialogMember;
  plan: Plan;
  registrationType: RegistrationType;
  /** The sale is recorded (and paid, unless the auto-close rule applied): the parent confirms the member and goes on. */
  onCompleted: (result: InvoiceDialogResult) => void;
}

/** The dialog's title for each sale (message ids). */
const TITLES: Record<RegistrationType, string> = {
  'New Registration': 'kitDialogs.invoice.title.new',
  Renewal: 'kitDialogs.invoice.title.renewal',
  Update: 'kitDialogs.invoice.title.update',
};

/** The sale's name as the summary and the confirmation show it (message ids). */
const REGISTRATION_NAMES: Record<RegistrationType, string> = {
  'New Registration': 'kit.invoice.registration.new',
  Renewal: 'kit.invoice.registration.renewal',
  Update: 'kit.invoice.registration.update',
};

/**
 * The invoice / payment dialog (spec sections 2 and 4) for new, renewal and update memberships: the total, a payment
 * method (cash by default), then review → processing → "Payment Complete". Closing the completed dialog tells the
 * parent to confirm the member and complete. For an existing member whose sale is not a renewal, it records the
 * invoice unpaid without asking for payment and completes at once (auto-close rule).
 */
export function InvoiceDialog(props: InvoiceDialogProps) {
  const t = useT();
  const [step, setStep] = useState<Step>({ name: 'review' });
  // Every opening starts at the review step.
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setStep({ name: 'review' });
  }
  const busy = step.name === 'processing';
  const complete = step.name === 'complete' ? step : undefined;
  const title = complete
    ? complete.result.paid
      ? t('kitDialogs.invoice.paymentComplete')
      : t('kitDialogs.invoice.created')
    : t(TITLES[props.registrationType]);

  const close = () => {
    if (busy) return;
    if (complete) props.onCompleted(complete.result);
    else props.onClose();
  };

  // Mounted only while open, so the auto-close rule runs once per opening.
  if (!props.open) return null;
  return (
    <DialogSheet onClose={close} title={title}>
      <InvoiceFlow {...props} step={step} setStep={setStep} onDone={close} />
    </DialogSheet>
  );
}

type Step =
  | { name: 'review'; error?: string }
  | { name: 'processing'; paying: boolean }
  | { name: 'complete'; result: InvoiceDialogResult }
  | { name: 'failed'; error: string };

interface FlowProps extends InvoiceDialogProps {
  step: Step;
  setStep: (step: Step) => void;
  onDone: () => void;
}

function InvoiceFlow({ member, plan, registrationType, onCompleted, onClose, step, setStep, onDone }: FlowProps) {
  const t = useT();
  const today = useGymToday();
  const formId = useId();
  const create = useCreateInvoice();
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const amounts = invoiceAmounts({
    registrationType,
    membershipPrice: member.membershipPrice,
    joiningFees: member.joiningFees,
    planPrice: plan.price,
    planJoiningFee: plan.joiningFee,
    earlierDue: member.dueAmount,
  });
  const memberName = `${member.firstName} ${member.lastName}`.trim() || (member.nameArabic ?? '');
  const autoClose = skipsPaymentStep(member.isExisting, registrationType);

  const submit = async (pay: boolean) => {
    setStep({ name: 'processing', paying: pay });
    const request: InvoiceRequest = {
      memberId: member.id,
      membershipPlanId: plan.id,
      registrationType,
      amount: amounts.amount,
      type: 'membership',
      // No description: the server writes one with the membership's dates ("Renewal: Monthly (… to …)").
      dueDate: today,
      // A sale of 0 owes nothing: it reads back as paid without a payment of 0.
      ...(pay && amounts.amount > 0 ? { status: 'paid', paymentMethod: method, paymentDate: today } : {}),
    };
    try {
      const answer = await create.mutateAsync(request);
      const result: InvoiceDialogResult = {
        ...answer,
        paid: pay,
        paymentMethod: pay ? method : null,
        registrationType,
      };
      announce(result, memberName);
      return result;
    } catch (error) {
      const message = serverMessage(error);
      if (pay)
        toast({
          variant: 'destructive',
          title: t('kit.error'),
          description: message ?? t('kitDialogs.invoice.paymentFailed'),
        });
      const failed = message ?? t('kitDialogs.invoice.failed');
      setStep(autoClose ? { name: 'failed', error: failed } : { name: 'review', error: failed });
      return undefined;
    }
  };

  // Auto-close rule: no payment step; the invoice is recorded unpaid and the dialog completes by itself.
  const started = useRef(false);
  useEffect(() => {
    if (!autoClose || started.current) return;
    started.current = true;
    void submit(false).then((result) => {
      if (result) onCompleted(result);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per opening
  }, []);

  if (step.name === 'processing' || (autoClose && step.name === 'review')) {
    return (
      <SheetBody>
        <p role="status" className="flex items-center gap-3 py-6 text-sm text-slate-800">
          <Spinner className="size-5 text-indigo-700" />
          {step.name === 'processing' && step.paying
            ? t('kitDialogs.invoice.processing')
            : t('kitDialogs.invoice.creating')}
        </p>
      </SheetBody>
    );
  }

  if (step.name === 'failed') {
    return (
      <>
        <SheetBody>
          <FormError message={step.error} />
        </SheetBody>
        <SheetFooter>
          <Button variant="secondary" onClick={onClose}>
            {t('kit.close')}
          </Button>
          <Button
            onClick={() =>
              void submit(false).then((result) => {
                if (result) onCompleted(result);
              })
            }
          >
            {t('kit.retry')}
          </Button>
        </SheetFooter>
      </>
    );
  }

  if (step.name === 'complete') {
    const { result } = step;
    return (
      <>
        <SheetBody>
          <div className="flex items-start gap-3 rounded-md border border-green-200 bg-green-50 p-4 text-green-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
            <div className="grid gap-1 text-sm">
              <p className="font-semibold">
                {result.paid
                  ? t('kitDialogs.invoice.paidBy', {
                      amount: formatMoney(result.amount),
                      method: paymentMethodNames()[result.paymentMethod ?? 'cash'],
                    })
                  : t('kitDialogs.invoice.due', { amount: formatMoney(result.amount) })}
              </p>
              <p>
                {t('kitDialogs.invoice.summary', {
                  number: result.number,
                  member: memberName,
                  plan: plan.name,
                  registration: t(REGISTRATION_NAMES[registrationType]),
                })}
              </p>
            </div>
          </div>
        </SheetBody>
        <SheetFooter>
          <Button onClick={onDone} autoFocus>
            {t('kit.done')}
          </Button>
        </SheetFooter>
      </>
    );
  }

  return (
    <>
      <SheetBody>
        <form
          id={formId}
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(true).then((result) => {
              if (result) setStep({ name: 'complete', result });
            });
          }}
        >
          <InvoiceSummary memberName={memberName} plan={plan} registrationType={registrationType} amounts={amounts} />
          <SelectField
            label={t('kit.paymentMethod')}
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentMethod)}
          >
            <LabelOptions labels={paymentMethodNames()} />
          </SelectField>
          <FormError message={step.error} />
        </form>
      </SheetBody>
      <SheetFooter>
        <Button variant="secondary" onClick={onClose}>
          {t('kit.cancel')}
        </Button>
        <Button
          variant="secondary"
          title={t('kitDialogs.invoice.payLaterHint')}
          onClick={() =>
            void submit(false).then((result) => {
              if (result) setStep({ name: 'complete', result });
            })
          }
        >
          {t('kitDialogs.invoice.payLater')}
        </Button>
        <Button type="submit" form={formId} autoFocus>
          {t('kit.pay', { amount: formatMoney(amounts.amount) })}
        </Button>
      </SheetFooter>
    </>
  );
}

function InvoiceSummary({
  memberName,
  plan,
  registrationType,
  amounts,
}: {
  memberName: string;
  plan: Plan;
  registrationType: RegistrationType;
  amounts: InvoiceAmounts;
}) {
  const t = useT();
  const row = 'flex justify-between gap-4 py-1.5';
  return (
    <div>
      <dl className="divide-y divide-slate-200 rounded-md border border-slate-200 px-4 py-1 text-sm">
        <div className={row}>
          <dt className="text-slate-700">{t('kitDialogs.invoice.member')}</dt>
          <dd className="font-medium text-slate-900">{memberName}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-700">{t('kitDialogs.invoice.plan')}</dt>
          <dd className="text-end font-medium text-slate-900">
            {plan.name} <span className="font-normal text-slate-700">({planDurationText(plan)})</span>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-slate-700">{t('kitDialogs.invoice.registration')}</dt>
          <dd className="text-slate-900">{t(REGISTRATION_NAMES[registrationType])}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-700">{t('kitDialogs.invoice.membershipPrice')}</dt>
          <dd className="text-slate-900 tabular-nums">{formatMoney(amounts.membershipPrice)}</dd>
        </div>
        {registrationType === 'New Registration' ? (
          <div className={row}>
            <dt className="text-slate-700">{t('kitDialogs.invoice.joiningFee')}</dt>
            <dd className="text-slate-900 tabular-nums">{formatMoney(amounts.joiningFees)}</dd>
          </div>
        ) : null}
        <div className={`${row} text-base`}>
          <dt className="font-semibold text-slate-900">{t('kitDialogs.receipt.total')}</dt>
          <dd className="font-bold text-slate-900 tabular-nums" data-testid="invoice-total">
            {formatMoney(amounts.total)}
          </dd>
        </div>
      </dl>
      {amounts.alsoOwed > 0 ? (
        <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('kitDialogs.invoice.alsoOwed', { amount: formatMoney(amounts.alsoOwed) })}
        </p>
      ) : null}
    </div>
  );
}

function announce(result: InvoiceDialogResult, memberName: string) {
  if (!result.paid) {
    toast({
      variant: 'success',
      title: translate(
        result.registrationType === 'Update' ? 'kitDialogs.invoice.updated' : 'kitDialogs.invoice.created',
      ),
      description: translate('kitDialogs.invoice.waiting', {
        number: result.number,
        amount: formatMoney(result.amount),
        member: memberName,
      }),
    });
  } else if (result.registrationType === 'Renewal') {
    toast({
      variant: 'success',
      title: translate('kitDialogs.invoice.renewed'),
      description: translate('kitDialogs.invoice.renewedText', { member: memberName, number: result.number }),
    });
  } else {
    toast({
      variant: 'success',
      title: translate('kitDialogs.invoice.processed'),
      description: translate('kitDialogs.invoice.processedText', {
        amount: formatMoney(result.amount),
        member: memberName,
        number: result.number,
      }),
    });
  }
}
