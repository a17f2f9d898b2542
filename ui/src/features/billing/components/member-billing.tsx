import { useState } from 'react';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { errorMessage } from '../../../lib/api-client';
import { useInvoices } from '../../../lib/api/get-invoices';
import { useT } from '../../../lib/i18n/use-t';
import { InvoiceList } from './invoice-list';
import { PaymentsTable } from './payments-table';
import { RefundDialog } from './refund-dialog';
import type { RefundTarget } from './refund-dialog';

/** How many of a member's invoices the page lists (newest first). */
const MEMBER_INVOICES = 100;

/** A member's invoices and payments on their page: pay in part or in full, void, refund. */
export function MemberBilling({ memberId, today, canEdit }: { memberId: string; today: string; canEdit: boolean }) {
  const t = useT();
  const invoices = useInvoices({ memberId, pageSize: MEMBER_INVOICES });
  const [refunding, setRefunding] = useState<RefundTarget>();
  return (
    <section aria-labelledby="billing-heading" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="billing-heading" className="text-lg font-semibold text-slate-900">
        {t('billing.member.heading')}
      </h2>
      {invoices.isPending ? (
        <SectionLoading text={t('billing.invoices.loading')} />
      ) : invoices.isError ? (
        <SectionError message={errorMessage(invoices.error)} onRetry={() => void invoices.refetch()} />
      ) : invoices.data.data.length === 0 ? (
        <p className="text-sm text-slate-700">{t('billing.member.noInvoices')}</p>
      ) : (
        <>
          <InvoiceList
            invoices={invoices.data.data}
            caption={t('billing.member.invoicesCaption')}
            today={today}
            showMember={false}
            canEdit={canEdit}
          />
          <h3 className="text-base font-semibold text-slate-900">{t('billing.member.payments')}</h3>
          <PaymentsTable invoices={invoices.data.data} canEdit={canEdit} onRefund={setRefunding} />
        </>
      )}
      <RefundDialog target={refunding} onClose={() => setRefunding(undefined)} />
    </section>
  );
}
