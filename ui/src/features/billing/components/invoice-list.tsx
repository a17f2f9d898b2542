import { useState } from 'react';
import { voidRequest } from '@gym/modules/finance/billing/invoice-contracts';
import type { Invoice } from '@gym/modules/finance/billing/invoice-contracts';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { useVoidInvoice } from '../api/void-invoice';
import { InvoicesTable } from './invoices-table';
import { PaymentDialog } from './payment-dialog';

interface InvoiceListProps {
  invoices: readonly Invoice[];
  caption: string;
  today: string;
  showMember: boolean;
  canEdit: boolean;
}

/** The invoices table with its Pay and Void dialogs. */
export function InvoiceList({ invoices, ...props }: InvoiceListProps) {
  const t = useT();
  const [paying, setPaying] = useState<Invoice>();
  const [voiding, setVoiding] = useState<Invoice>();
  const voidInvoice = useVoidInvoice();
  // A realtime refresh can change the invoice while its dialog is open: show the current figures.
  const current = (invoice: Invoice | undefined) =>
    invoice ? (invoices.find((candidate) => candidate.id === invoice.id) ?? invoice) : undefined;
  return (
    <>
      <InvoicesTable invoices={invoices} {...props} onPay={setPaying} onVoid={setVoiding} />
      <PaymentDialog invoice={current(paying)} onClose={() => setPaying(undefined)} />
      <ReasonDialog
        open={voiding !== undefined}
        onClose={() => setVoiding(undefined)}
        title={t('billing.void.title', { number: voiding?.number ?? '' })}
        description={t('billing.void.description')}
        confirmLabel={t('billing.void.confirm')}
        schema={voidRequest}
        onConfirm={async (reason) => {
          if (!voiding) return;
          await voidInvoice.mutateAsync({ invoiceId: voiding.id, reason });
          toast({
            variant: 'success',
            title: t('billing.void.toastTitle'),
            description: t('billing.void.toastBody', { number: voiding.number }),
          });
        }}
      />
    </>
  );
}
