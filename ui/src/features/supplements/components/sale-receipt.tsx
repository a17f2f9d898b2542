import { DEFAULT_GYM_SETTINGS } from '@gym/modules/platform/settings/settings-contracts';
import { ReceiptDialog } from '../../../components/receipt/receipt-dialog';
import { useSettings } from '../../../lib/api/get-settings';
import { useT } from '../../../lib/i18n/use-t';
import type { CartLine, CartTotals } from '../utils/cart-totals';
import { SaleReceiptDocument } from './sale-receipt-document';

export interface Receipt {
  readonly id: string;
  readonly number: string;
  readonly lines: readonly CartLine[];
  readonly totals: CartTotals;
  /** The server's total (the figure that counts). */
  readonly total: number;
  readonly method: 'cash' | 'card' | 'account';
  readonly memberName: string | null;
  readonly staff: string;
  readonly at: string;
}

/**
 * The sale's receipt right after it, from what the desk sent and the server answered (the receipt handed over, so
 * no REPRINT mark; the receipt page prints it again later), on A4 or an 80 mm roll.
 */
export function SaleReceipt({ receipt, onClose }: { receipt: Receipt | null; onClose: () => void }) {
  const t = useT();
  const settings = useSettings();
  return (
    <ReceiptDialog
      open={receipt !== null}
      onClose={onClose}
      title={receipt ? t('supplements.receipt.title', { number: receipt.number }) : t('supplements.receipt.titleBare')}
      closeLabel={t('kit.done')}
      ready={receipt !== null}
    >
      {({ paper, target }) =>
        receipt ? (
          <SaleReceiptDocument
            ref={target}
            paper={paper}
            gym={settings.data ?? DEFAULT_GYM_SETTINGS}
            reprint={false}
            sale={{
              number: receipt.number,
              at: receipt.at,
              method: receipt.method,
              memberName: receipt.memberName,
              subtotal: receipt.totals.subtotal,
              discount: receipt.totals.discount,
              tax: receipt.totals.tax,
              total: receipt.total,
              returnedAmount: 0,
              soldBy: receipt.staff,
              lines: receipt.lines.map((line) => ({
                productId: line.product.id,
                name: line.product.name,
                quantity: line.quantity,
                unitPrice: line.product.price,
                returned: 0,
              })),
            }}
          />
        ) : null
      }
    </ReceiptDialog>
  );
}
