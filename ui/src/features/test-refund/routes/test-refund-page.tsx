import { useState } from 'react';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { Invoice } from '@gym/modules/finance/billing/invoice-contracts';
import { PAYMENT_METHOD_LABELS } from '@gym/modules/finance/billing/invoice-contracts';
import { SectionError } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { MoneyField } from '../../../components/ui/money-field';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast/toast-store';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { useInvoices } from '../../../lib/api/get-invoices';
import { useRefundPayment } from '../../../lib/api/refund-payment';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { serverMessage } from '../../../lib/server-message';
import { useRefundPreview } from '../api/get-refund-preview';
import { RefundEffect } from '../components/refund-effect';

type Method = 'cash' | 'card' | 'bank_transfer';
const refundableOf = (p: Invoice['payments'][number]) => Math.round((p.amount - p.refunded) * 100) / 100;

/**
 * /test-refund: a refund preview. Pick an invoice, enter an amount and see the effect (invoice balance and status,
 * what the member owes, the till) without recording anything; a user with canEditFinancials may then record it.
 */
export function Component() {
  const canView = useCan('canViewFinancials');
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Refund Test" />
      <p className="mb-6 text-slate-700">
        See what a refund would do before anyone records it: the invoice&apos;s new balance, what the member would owe,
        and the cash leaving the till.
      </p>
      {canView ? (
        <RefundPreviewer />
      ) : (
        <p className="rounded-lg border border-slate-300 bg-white p-6 text-slate-800">
          Previewing a refund needs the permission to view financials. Please contact your administrator if you need it.
        </p>
      )}
    </div>
  );
}

function RefundPreviewer() {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), 250);
  // Invoices matching an invoice number, member name or phone (the first 10).
  const found = useInvoices({ search: settled, pageSize: 10 }, { enabled: settled !== '' });
  const [invoice, setInvoice] = useState<Invoice | null>(null);

  return (
    <div className="grid gap-6">
      <section aria-labelledby="find-invoice" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="find-invoice" className="mb-3 text-lg font-semibold text-slate-900">
          1. Pick an invoice
        </h2>
        <TextField
          label="Find an invoice"
          hint="Invoice number, member name or phone"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {found.isError ? (
          <SectionError message={errorMessage(found.error)} onRetry={() => void found.refetch()} />
        ) : found.data && settled ? (
          found.data.data.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">No invoices found</p>
          ) : (
            <table className="mt-3 w-full text-left text-sm">
              <caption className="sr-only">Invoices found</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th scope="col" className="py-2">
                    Invoice
                  </th>
                  <th scope="col">Member</th>
                  <th scope="col" className="text-right">
                    Paid
                  </th>
                  <th scope="col">
                    <span className="sr-only">Choose</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {found.data.data.map((row) => (
                  <tr key={row.id} className="border-b border-slate-100">
                    <td className="py-2 font-mono">{row.number}</td>
                    <td>{row.memberName}</td>
                    <td className="text-right">{formatMoney(row.paidAmount)}</td>
                    <td className="text-right">
                      <Button
                        variant="secondary"
                        aria-pressed={invoice?.id === row.id}
                        aria-label={`Choose ${row.number}`}
                        onClick={() => setInvoice(row)}
                      >
                        Choose
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        ) : null}
      </section>
      {invoice ? <RefundForm key={invoice.id} invoice={invoice} /> : null}
    </div>
  );
}

function RefundForm({ invoice }: { invoice: Invoice }) {
  const canEdit = useCan('canEditFinancials');
  const payments = invoice.payments.filter((p) => refundableOf(p) > 0);
  const [paymentId, setPaymentId] = useState(payments[0]?.id ?? '');
  const payment = payments.find((p) => p.id === paymentId);
  const [amountText, setAmountText] = useState(payment ? String(refundableOf(payment)) : '');
  const [method, setMethod] = useState<Method | ''>('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const amount = Number(amountText);
  const amountOk = amountText.trim() !== '' && Number.isFinite(amount) && amount > 0;
  const settledAmount = useDebouncedValue(amountOk ? Math.round(amount * 100) / 100 : null, 250);
  const preview = useRefundPreview(
    payment && settledAmount !== null
      ? { invoiceId: invoice.id, paymentId: payment.id, amount: settledAmount, method: method || null }
      : null,
  );
  const record = useRefundPayment();
  const keys = useIdempotencyKeys();

  if (payments.length === 0) {
    return (
      <p className="rounded-lg border border-slate-300 bg-white p-6 text-slate-800">
        Invoice {invoice.number} has no payment left to refund.
      </p>
    );
  }

  const onRecord = async () => {
    if (!payment || settledAmount === null) return;
    if (!reason.trim()) {
      setReasonError('Give a reason');
      return;
    }
    setReasonError(undefined);
    try {
      const input = { paymentId: payment.id, amount: settledAmount, reason: reason.trim(), method: method || null };
      await record.mutateAsync({ input, idempotencyKey: keys.keyFor(input) });
      keys.done();
      toast({
        variant: 'success',
        title: 'Refund recorded',
        description: `${formatMoney(settledAmount)} refunded on invoice ${invoice.number}.`,
      });
      setReason('');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Refund failed',
        description: serverMessage(error) ?? errorMessage(error),
      });
    }
  };

  return (
    <section aria-labelledby="refund-amount" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="refund-amount" className="text-lg font-semibold text-slate-900">
        2. Refund on {invoice.number} ({invoice.memberName})
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="Payment" value={paymentId} onChange={(event) => setPaymentId(event.target.value)}>
          {payments.map((p) => (
            <option key={p.id} value={p.id}>
              {formatMoney(p.amount)} {PAYMENT_METHOD_LABELS[p.method]} on {p.paymentDate}
            </option>
          ))}
        </SelectField>
        <MoneyField
          label="Amount to refund (QAR)"
          value={amountText}
          error={amountText !== '' && !amountOk ? 'The amount must be more than 0' : undefined}
          onChange={(event) => setAmountText(event.target.value)}
        />
        <SelectField
          label="Refund by"
          value={method}
          onChange={(event) => setMethod(event.target.value as Method | '')}
        >
          <option value="">Same as the payment</option>
          <option value="cash">Cash (from the till)</option>
          <option value="card">Credit/Debit Card</option>
          <option value="bank_transfer">Bank Transfer</option>
        </SelectField>
      </div>
      <div role="status" aria-live="polite" className="rounded-md bg-slate-50 p-4">
        <h3 className="mb-2 font-semibold text-slate-900">Effect of this refund</h3>
        {preview.isError ? (
          <p className="text-red-800">{errorMessage(preview.error)}</p>
        ) : preview.data ? (
          preview.data.allowed ? (
            <RefundEffect preview={preview.data} />
          ) : (
            <p className="text-red-800">{preview.data.refusal}</p>
          )
        ) : (
          <p className="text-slate-700">Enter an amount to see the effect.</p>
        )}
      </div>
      {canEdit && preview.data?.allowed ? (
        <div className="grid gap-3 border-t border-slate-200 pt-4">
          <TextAreaField
            label="Reason"
            rows={2}
            value={reason}
            error={reasonError}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex justify-end">
            <Button variant="danger" busy={record.isPending} onClick={() => void onRecord()}>
              Record refund
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
