import type { SetBasedRebuild } from '@gym/kernel/projection/projector';
import { InvoiceIssued, PaymentRecorded, PaymentRefunded } from '../billing/invoice-events.js';
import { SOURCE_OF_TYPE } from './money-report.js';

/** `reportDeltas`' source of an issued invoice's type, in SQL (the one table of it is `SOURCE_OF_TYPE`). */
const sourceOfType = (type: string) =>
  `CASE ${type} ${Object.entries(SOURCE_OF_TYPE)
    .map(([invoiceType, source]) => `WHEN '${invoiceType}' THEN '${source}'`)
    .join(' ')} ELSE 'other' END`;

/**
 * The money report's invoices and payments in a full rebuild, as `reportDeltas` takes them, over a range of the log
 * (a million events of a 100,000-member gym's log are these three types, and only sums and first values come of
 * them). The range's issued invoices are remembered first, the first issue of an id winning and a source already
 * stored kept (a supplement account sale's, which `apply` writes whether the issue came before or after it); then
 * each payment adds and each refund takes off in its own month under its invoice's source, other when the report
 * never saw the invoice. Order within the range does not matter: a payment follows its invoice's issue in the log,
 * and the months only sum. A month's figure that falls to zero is removed, as `apply` removes it.
 */
export const moneyReportInSql: SetBasedRebuild = {
  types: { [InvoiceIssued.type]: 1, [PaymentRecorded.type]: 1, [PaymentRefunded.type]: 1 },
  statements: (log) => [
    `INSERT INTO money_report_invoices (invoice_id, source)
     SELECT DISTINCT ON (e.data->>'invoiceId') e.data->>'invoiceId', ${sourceOfType(`e.data->>'type'`)}
     FROM ${log} e WHERE e.type = '${InvoiceIssued.type}'
     ORDER BY e.data->>'invoiceId', e.commit_id, e.position
     ON CONFLICT (invoice_id) DO NOTHING`,
    `INSERT INTO money_months (month, kind, key, amount)
     SELECT m.month, 'revenue', m.key, sum(m.amount)
     FROM (SELECT (left(e.data->>CASE e.type WHEN '${PaymentRecorded.type}' THEN 'paymentDate' ELSE 'refundDate' END, 7)
                     || '-01')::date AS month,
                  coalesce(i.source, 'other') AS key,
                  CASE e.type WHEN '${PaymentRecorded.type}' THEN 1 ELSE -1 END * (e.data->>'amount')::bigint AS amount
           FROM ${log} e LEFT JOIN money_report_invoices i ON i.invoice_id = e.data->>'invoiceId'
           WHERE e.type IN ('${PaymentRecorded.type}', '${PaymentRefunded.type}')) m
     GROUP BY m.month, m.key
     HAVING sum(m.amount) <> 0
     ON CONFLICT (month, kind, key) DO UPDATE SET amount = money_months.amount + EXCLUDED.amount`,
    'DELETE FROM money_months WHERE amount = 0',
  ],
};
