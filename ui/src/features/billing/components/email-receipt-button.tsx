import { Mail } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { useCan } from '../../../hooks/use-session-user';
import { useT } from '../../../lib/i18n/use-t';
import { useEmailReceipt } from '../api/email-receipt';

/**
 * "E-mail receipt": queues the receipt to the member's e-mail in the member's language (issue 46, item 7). Shown to
 * those who take payments (canEditFinancials, as the server asks); the page itself already needs canViewFinancials.
 */
export function EmailReceiptButton({ invoiceId, memberName }: { invoiceId: string; memberName: string }) {
  const t = useT();
  const send = useEmailReceipt();
  if (!useCan('canEditFinancials')) return null;
  return (
    <Button
      variant="secondary"
      disabled={send.isPending}
      onClick={() =>
        send.mutate(invoiceId, {
          onSuccess: (answer) =>
            toast({
              variant: 'success',
              title: t('billing.receipt.email.queued'),
              description: t('billing.receipt.email.queuedBody', { member: memberName, language: answer.language }),
            }),
        })
      }
    >
      <Mail aria-hidden="true" className="size-4" />
      {t('billing.receipt.email.button')}
    </Button>
  );
}
