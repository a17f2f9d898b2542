import { useState } from 'react';
import type { Invoice } from '@gym/modules/finance/billing/invoice-contracts';
import { SectionError } from '../../../components/feedback/query-state';
import { PAYMENT_METHOD_NAME_IDS } from '../../../components/member/payment-method-names';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { MoneyField } from '../../../components/ui/money-field';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast/toast-store';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { useT } from '../../../lib/i18n/use-t';
import { useInvoices } from '../../../lib/api/get-invoices';
import { useRefundPayment } from '../../../lib/api/refund-payment';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refusalText } from '../../../lib/refusal-text';
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
  const t = useT();
  const canView = useCan('canViewFinancials');
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('test-refund.page.title')} />
      <p className="mb-6 text-slate-700">{t('test-refund.page.intro')}</p>
      {canView ? (
        <RefundPreviewer />
      ) : (
        <p className="rounded-lg border border-slate-300 bg-white p-6 text-slate-800">
          {t('test-refund.page.noPermission')}
        </p>
      )}
    </div>
  );
}

function RefundPreviewer() {
  const t = useT();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), 250);
  // Invoices matching an invoice number, member name or phone (the first 10).
  const found = useInvoices({ search: settled, pageSize: 10 }, { enabled: settled !== '' });
  const [invoice, setInvoice] = useState<Invoice | null>(null);

  return (
    <div className="grid gap-6">
      <section aria-labelledby="find-invoice" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="find-invoice" className="mb-3 text-lg font-semibold text-slate-900">
          {t('test-refund.find.heading')}
        </h2>
        <TextField
          label={t('test-refund.find.label')}
          hint={t('test-refund.find.hint')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {found.isError ? (
          <SectionError message={errorMessage(found.error)} onRetry={() => void found.refetch()} />
        ) : found.data && settled ? (
          found.data.data.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">{t('test-refund.find.none')}</p>
          ) : (
            <table className="mt-3 w-full text-start text-sm">
              <caption className="sr-only">{t('test-refund.find.caption')}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th scope="col" className="py-2 text-start">
                    {t('test-refund.find.invoice')}
                  </th>
                  <th scope="col" className="text-start">
                    {t('test-refund.find.member')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('test-refund.find.paid')}
                  </th>
                  <th scope="col">
                    <span className="sr-only">{t('test-refund.find.choose')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {found.data.data.map((row) => (
                  <tr key={row.id} className="border-b border-slate-100">
                    <td className="py-2 font-mono">{row.number}</td>
                    <td>{row.memberName}</td>
                    <td className="text-end">{formatMoney(row.paidAmount)}</td>
                    <td className="text-end">
                      <Button
                        variant="secondary"
                        aria-pressed={invoice?.id === row.id}
                        aria-label={t('test-refund.find.chooseInvoice', { number: row.number })}
                        onClick={() => setInvoice(row)}
                      >
                        {t('test-refund.find.choose')}
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
  const t = useT();
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
        {t('test-refund.form.nothingLeft', { number: invoice.number })}
      </p>
    );
  }

  const onRecord = async () => {
    if (!payment || settledAmount === null) return;
    if (!reason.trim()) {
      setReasonError(t('test-refund.form.giveReason'));
      return;
    }
    setReasonError(undefined);
    try {
      const input = { paymentId: payment.id, amount: settledAmount, reason: reason.trim(), method: method || null };
      await record.mutateAsync({ input, idempotencyKey: keys.keyFor(input) });
      keys.done();
      toast({
        variant: 'success',
        title: t('test-refund.form.recorded'),
        description: t('test-refund.form.recordedText', { amount: formatMoney(settledAmount), number: invoice.number }),
      });
      setReason('');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('test-refund.form.failed'),
        description: serverMessage(error) ?? errorMessage(error),
      });
    }
  };

  return (
    <section aria-labelledby="refund-amount" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="refund-amount" className="text-lg font-semibold text-slate-900">
        {t('test-refund.form.heading', { number: invoice.number, member: invoice.memberName })}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('test-refund.form.payment')}
          value={paymentId}
          onChange={(event) => setPaymentId(event.target.value)}
        >
          {payments.map((p) => (
            <option key={p.id} value={p.id}>
              {t('test-refund.form.paymentOption', {
                amount: formatMoney(p.amount),
                method: t(PAYMENT_METHOD_NAME_IDS[p.method]),
                date: p.paymentDate,
              })}
            </option>
          ))}
        </SelectField>
        <MoneyField
          label={t('test-refund.form.amount')}
          value={amountText}
          error={amountText !== '' && !amountOk ? t('test-refund.form.amountInvalid') : undefined}
          onChange={(event) => setAmountText(event.target.value)}
        />
        <SelectField
          label={t('test-refund.form.method')}
          value={method}
          onChange={(event) => setMethod(event.target.value as Method | '')}
        >
          <option value="">{t('test-refund.form.sameMethod')}</option>
          <option value="cash">{t('test-refund.form.cashFromTill')}</option>
          <option value="card">{t(PAYMENT_METHOD_NAME_IDS.card)}</option>
          <option value="bank_transfer">{t(PAYMENT_METHOD_NAME_IDS.bank_transfer)}</option>
        </SelectField>
      </div>
      <div role="status" aria-live="polite" className="rounded-md bg-slate-50 p-4">
        <h3 className="mb-2 font-semibold text-slate-900">{t('test-refund.form.effect')}</h3>
        {preview.isError ? (
          <p className="text-red-800">{errorMessage(preview.error)}</p>
        ) : preview.data ? (
          preview.data.allowed ? (
            <RefundEffect preview={preview.data} />
          ) : (
            <p className="text-red-800">
              {preview.data.refusalCode
                ? refusalText({
                    code: preview.data.refusalCode,
                    message: preview.data.refusal ?? '',
                    params: preview.data.refusalParams ?? undefined,
                  })
                : preview.data.refusal}
            </p>
          )
        ) : (
          <p className="text-slate-700">{t('test-refund.form.enterAmount')}</p>
        )}
      </div>
      {canEdit && preview.data?.allowed ? (
        <div className="grid gap-3 border-t border-slate-200 pt-4">
          <TextAreaField
            label={t('kit.reason')}
            rows={2}
            value={reason}
            error={reasonError}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex justify-end">
            <Button variant="danger" busy={record.isPending} onClick={() => void onRecord()}>
              {t('test-refund.form.record')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
