import { Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { DEFAULT_DISCOUNT_LIMIT, maxDiscount } from '@gym/modules/finance/supplements/supplement-contracts';
import type { Product } from '@gym/modules/finance/supplements/supplement-contracts';
import { MemberPicker } from '../../../components/member/member-picker';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionUser } from '../../../hooks/use-session-user';
import { isApiError } from '../../../lib/api-client';
import { useTillStatus } from '../../../lib/api/get-till-status';
import { useDiscountLimits } from '../api/get-discount-limits';
import { scanProduct } from '../api/scan-product';
import { useSellSupplements } from '../api/sell-supplements';
import { cartTotals } from '../utils/cart-totals';
import type { CartLine } from '../utils/cart-totals';
import { SaleReceipt } from './sale-receipt';
import type { Receipt } from './sale-receipt';
import { ColumnHeaders } from '../../../components/ui/column-headers';

type Method = 'cash' | 'card' | 'account';
const METHODS: { value: Method; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'card', label: 'Card' },
  { value: 'account', label: 'Member account' },
];

/**
 * The point of sale, built for a barcode scanner: the scanner types the code and Enter into the scan field, which
 * adds the item (again: one more) and stays focused for the next scan. Quantities, a discount within the role's
 * limit, payment by cash, card or onto a member's account, then the receipt.
 */
export function PointOfSale({ products }: { products: readonly Product[] }) {
  const scanId = useId();
  const discountId = useId();
  const scanRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [scanError, setScanError] = useState<string | null>(null);
  const [lines, setLines] = useState<CartLine[]>([]);
  const [discount, setDiscount] = useState('');
  const [method, setMethod] = useState<Method>('cash');
  const [member, setMember] = useState<Member | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const sell = useSellSupplements();
  const user = useSessionUser();
  const limits = useDiscountLimits();
  const till = useTillStatus();
  // A role the server does not list has no limit of its own: the default applies (the server decides the same way).
  const limit = limits.data
    ? (limits.data.find((l) => l.role === user?.role)?.percent ?? DEFAULT_DISCOUNT_LIMIT)
    : undefined;

  const add = (product: Product) => {
    setError(null);
    setLines((current) => {
      const found = current.find((l) => l.product.id === product.id);
      return found
        ? current.map((l) => (l.product.id === product.id ? { ...l, quantity: l.quantity + 1 } : l))
        : [...current, { product, quantity: 1 }];
    });
  };
  const pickId = useId();
  const [picked, setPicked] = useState('');

  async function onScan(event: FormEvent) {
    event.preventDefault();
    const scanned = code.trim();
    if (!scanned) return;
    setCode('');
    try {
      const product = await scanProduct(scanned);
      if (!product.active) setScanError(`${product.name} is not for sale (inactive).`);
      else {
        setScanError(null);
        add(product);
      }
    } catch (caught) {
      setScanError(
        isApiError(caught, 404) ? `No product has the code ${scanned}.` : 'The scan could not be checked. Try again.',
      );
    }
    scanRef.current?.focus();
  }

  const discountValue = Number(discount || 0);
  const totals = cartTotals(lines, Number.isFinite(discountValue) ? discountValue : 0);
  const noTillOpen = method === 'cash' && till.data !== undefined && till.data.open.length === 0;
  const subtotalCents = Math.round(totals.subtotal * 100);
  const largest = limit === undefined ? undefined : maxDiscount(subtotalCents, limit) / 100;
  const discountCents = Number.isFinite(discountValue) ? Math.round(discountValue * 100) : 0;
  const overLimit =
    limit !== undefined && largest !== undefined && lines.length > 0 && discountCents > Math.round(largest * 100)
      ? `A discount of ${formatMoney(discountValue)} is more than your role may give: at most ${limit}% of the sale ` +
        `(${formatMoney(largest)}).`
      : null;

  async function pay() {
    setError(null);
    if (method === 'account' && !member) {
      setError('Choose the member whose account the sale goes on.');
      return;
    }
    // Refused here before sending; the server refuses it too (409) for anyone who gets past this screen.
    if (overLimit) {
      setError(overLimit);
      return;
    }
    try {
      const answer = await sell.mutateAsync({
        items: lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })),
        discount: discountValue,
        method,
        ...(method === 'account' && member ? { memberId: member.id } : {}),
      });
      setReceipt({
        id: answer.id,
        number: answer.number,
        lines,
        totals,
        total: answer.total,
        method,
        memberName: method === 'account' && member ? `${member.firstName} ${member.lastName}` : null,
        staff: user?.name ?? '',
        at: new Date().toISOString(),
      });
      toast({ variant: 'success', title: `Sale ${answer.number} recorded`, description: formatMoney(answer.total) });
      if (noTillOpen)
        toast({
          variant: 'default',
          title: 'No till is open',
          description: 'This cash is recorded as unassigned until the next till close settles it.',
        });
      setLines([]);
      setDiscount('');
      setMember(null);
    } catch (caught) {
      setError((isApiError(caught) && caught.answer?.message) || 'The sale could not be recorded. Please try again.');
    }
  }

  return (
    <section aria-labelledby="pos-heading" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="pos-heading" className="text-lg font-semibold text-slate-900">
        Point of sale
      </h2>
      <form onSubmit={(event) => void onScan(event)} className="flex flex-wrap items-end gap-2">
        <div className="grid flex-1 gap-1">
          <label htmlFor={scanId} className="text-sm font-medium text-slate-800">
            Scan barcode
          </label>
          <input
            id={scanId}
            ref={scanRef}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            placeholder="Scan or type a barcode or SKU, then Enter"
            aria-describedby={scanError ? `${scanId}-error` : undefined}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <Button type="submit" variant="secondary">
          Add
        </Button>
        {scanError ? (
          <p id={`${scanId}-error`} role="alert" className="w-full text-sm text-red-700">
            {scanError}
          </p>
        ) : null}
      </form>

      <div className="flex flex-wrap items-end gap-2">
        <div className="grid flex-1 gap-1">
          <label htmlFor={pickId} className="text-sm font-medium text-slate-800">
            Or choose a product
          </label>
          <select
            id={pickId}
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">Choose…</option>
            {products
              .filter((p) => p.active)
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {`${p.name} (${p.onHand} in stock)`}
                </option>
              ))}
          </select>
        </div>
        <Button
          variant="secondary"
          disabled={!picked}
          onClick={() => {
            const product = products.find((p) => p.id === picked);
            if (product) add(product);
            setPicked('');
          }}
        >
          Add product
        </Button>
      </div>

      {lines.length === 0 ? (
        <p className="text-sm text-slate-700">No items yet: scan a product or add one from the catalogue.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Items of this sale</caption>
            <thead className="text-left text-slate-800">
              <ColumnHeaders
                cell="px-2 py-2"
                columns={[
                  { label: 'Item' },
                  { label: 'Price', numeric: true },
                  { label: 'Quantity' },
                  { label: 'Amount', numeric: true },
                  { label: 'Remove', srOnly: true },
                ]}
              />
            </thead>
            <tbody className="divide-y divide-slate-200">
              {lines.map((line) => (
                <tr key={line.product.id}>
                  <th scope="row" className="px-2 py-2 text-left font-medium text-slate-900">
                    {line.product.name}
                    {line.quantity > line.product.onHand ? (
                      <span className="block text-xs font-normal text-red-700">
                        Only {line.product.onHand} in stock
                      </span>
                    ) : null}
                  </th>
                  <td className="px-2 py-2 text-right">{formatMoney(line.product.price)}</td>
                  <td className="px-2 py-2">
                    <input
                      type="number"
                      min={1}
                      aria-label={`Quantity of ${line.product.name}`}
                      value={line.quantity}
                      onChange={(event) => {
                        const quantity = Math.max(1, Math.floor(Number(event.target.value) || 1));
                        setLines((current) =>
                          current.map((l) => (l.product.id === line.product.id ? { ...l, quantity } : l)),
                        );
                      }}
                      className="w-20 rounded-md border border-slate-300 px-2 py-1"
                    />
                  </td>
                  <td className="px-2 py-2 text-right">{formatMoney(line.product.price * line.quantity)}</td>
                  <td className="px-2 py-2">
                    <Button
                      variant="secondary"
                      aria-label={`Remove ${line.product.name}`}
                      onClick={() => setLines((current) => current.filter((l) => l.product.id !== line.product.id))}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={discountId} className="text-sm font-medium text-slate-800">
            Discount (QAR)
          </label>
          <input
            id={discountId}
            type="number"
            min={0}
            step="0.01"
            value={discount}
            onChange={(event) => {
              setDiscount(event.target.value);
              setError(null);
            }}
            aria-invalid={overLimit ? true : undefined}
            aria-describedby={`${discountId}-hint${overLimit ? ` ${discountId}-error` : ''}`}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-700"
          />
          <p id={`${discountId}-hint`} className="text-xs text-slate-600" data-testid="pos-discount-limit">
            {limit === undefined
              ? 'Within your role’s limit.'
              : `Your role may give up to ${limit}% of the sale` +
                (lines.length > 0 && largest !== undefined ? `: at most ${formatMoney(largest)} on this one.` : '.')}
          </p>
          {overLimit ? (
            <p id={`${discountId}-error`} className="text-sm text-red-700">
              {overLimit}
            </p>
          ) : null}
        </div>
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium text-slate-800">Payment</legend>
          <div className="flex flex-wrap gap-3">
            {METHODS.map((m) => (
              <label key={m.value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="pos-method"
                  value={m.value}
                  checked={method === m.value}
                  onChange={() => setMethod(m.value)}
                  className="size-4 accent-indigo-700"
                />
                {m.label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {method === 'account' ? (
        member ? (
          <p className="text-sm text-slate-800">
            On the account of <strong>{`${member.firstName} ${member.lastName}`}</strong>{' '}
            <Button variant="secondary" onClick={() => setMember(null)}>
              Change
            </Button>
          </p>
        ) : (
          <MemberPicker label="Member" placeholder="Name, phone or member number" onPick={setMember} />
        )
      ) : null}
      {noTillOpen ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          No till is open: cash taken now is recorded as unassigned until the next till close settles it.
        </p>
      ) : null}

      <dl className="grid grid-cols-2 gap-1 text-sm text-slate-800 sm:max-w-xs">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatMoney(totals.subtotal)}</dd>
        <dt>Discount</dt>
        <dd className="text-right">{formatMoney(totals.discount)}</dd>
        <dt>Tax</dt>
        <dd className="text-right">{formatMoney(totals.tax)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold" data-testid="pos-total">
          {formatMoney(totals.total)}
        </dd>
      </dl>
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      <div>
        <Button onClick={() => void pay()} busy={sell.isPending} disabled={lines.length === 0}>
          Take payment
        </Button>
      </div>
      <SaleReceipt receipt={receipt} onClose={() => setReceipt(null)} />
    </section>
  );
}
