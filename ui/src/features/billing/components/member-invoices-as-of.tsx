import { Link } from 'react-router';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { errorMessage } from '../../../lib/api-client';
import { withAsOf } from '../../../lib/as-of';
import { useInvoices } from '../../../lib/api/get-invoices';
import { useT } from '../../../lib/i18n/use-t';
import { invoiceDescriptionIn } from '../../../lib/i18n/invoice-description';

/** How many of a member's invoices the page lists (newest first), as on the live page. */
const MEMBER_INVOICES = 100;

/**
 * A member's invoices on their page viewed as of a past instant: the invoices issued by then (`today` is the gym's
 * day of that instant), each a link to its receipt as of the same instant, where its figures are as they stood. The
 * list of invoices has no as-of answer, so no amounts are shown here and nothing can be paid or voided.
 */
export function MemberInvoicesAsOf({ memberId, today, asOf }: { memberId: string; today: string; asOf: string }) {
  const t = useT();
  const invoices = useInvoices({ memberId, pageSize: MEMBER_INVOICES });
  const issued = (invoices.data?.data ?? []).filter((invoice) => invoice.issueDate <= today);
  return (
    <section aria-labelledby="billing-heading" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="billing-heading" className="text-lg font-semibold text-slate-900">
        {t('billing.asOf.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('billing.asOf.intro')}</p>
      {invoices.isPending ? (
        <SectionLoading text={t('billing.invoices.loading')} />
      ) : invoices.isError ? (
        <SectionError message={errorMessage(invoices.error)} onRetry={() => void invoices.refetch()} />
      ) : issued.length === 0 ? (
        <p className="text-sm text-slate-700">{t('billing.asOf.none')}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {issued.map((invoice) => (
            <li key={invoice.id}>
              <Link
                to={withAsOf(`/billing/receipts/${invoice.id}`, asOf)}
                className="font-medium text-indigo-800 underline"
              >
                {t('billing.asOf.invoice', { number: invoice.number })}
              </Link>{' '}
              <span className="text-slate-700">
                {t('billing.asOf.issued', {
                  date: invoice.issueDate,
                  description: invoiceDescriptionIn(t, invoice.description),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
