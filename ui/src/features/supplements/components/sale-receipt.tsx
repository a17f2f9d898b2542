import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '@gym/kernel/contracts/format';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useSettings } from '../../../lib/api/get-settings';
import type { CartLine, CartTotals } from '../utils/cart-totals';
import { DEFAULT_GYM_SETTINGS } from '@gym/modules/platform/settings/settings-contracts';
import { formatDateTime } from '../../../lib/desk-time';

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

const METHOD_TEXT = { cash: 'Cash', card: 'Card', account: 'Member account' } as const;

/** The sale's receipt, printable (only the receipt prints while it is open). */
export function SaleReceipt({ receipt, onClose }: { receipt: Receipt | null; onClose: () => void }) {
  const settings = useSettings();
  return (
    <Modal open={receipt !== null} onClose={onClose} title={receipt ? `Receipt ${receipt.number}` : 'Receipt'}>
      {receipt ? (
        <div className="print-area grid gap-3 text-sm text-slate-900">
          <p className="font-semibold">{settings.data?.name ?? ''}</p>
          <p>
            {formatDateTime(receipt.at, settings.data?.timeZone ?? DEFAULT_GYM_SETTINGS.timeZone)} · {receipt.staff}
          </p>
          <table className="w-full">
            <caption className="sr-only">Items</caption>
            <thead>
              <tr className="text-left">
                <th scope="col">Item</th>
                <th scope="col" className="text-right">
                  Qty
                </th>
                <th scope="col" className="text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {receipt.lines.map((line) => (
                <tr key={line.product.id}>
                  <th scope="row" className="text-left font-normal">
                    {line.product.name}
                  </th>
                  <td className="text-right">{line.quantity}</td>
                  <td className="text-right">{formatMoney(line.product.price * line.quantity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="grid grid-cols-2 gap-1">
            <dt>Discount</dt>
            <dd className="text-right">{formatMoney(receipt.totals.discount)}</dd>
            <dt>Tax</dt>
            <dd className="text-right">{formatMoney(receipt.totals.tax)}</dd>
            <dt className="font-semibold">Total</dt>
            <dd className="text-right font-semibold">{formatMoney(receipt.total)}</dd>
            <dt>Paid by</dt>
            <dd className="text-right">
              {METHOD_TEXT[receipt.method]}
              {receipt.memberName ? `: ${receipt.memberName}` : ''}
            </dd>
          </dl>
          <div className="flex flex-wrap items-center justify-end gap-2 print:hidden">
            <Link to={`/supplements/receipts/${receipt.id}`} className="text-indigo-800 underline">
              Receipt page (A4 or 80 mm)
            </Link>
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
