import { Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { DEFAULT_DISCOUNT_LIMIT, maxDiscount } from '@gym/modules/finance/supplements/supplement-contracts';
import type { Product } from '@gym/modules/finance/supplements/supplement-contracts';
import { MemberPicker } from '../../../components/member/member-picker';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionUser } from '../../../hooks/use-session-user';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { useT } from '../../../lib/i18n/use-t';
import { useTillStatus } from '../../../lib/api/get-till-status';
import { useDiscountLimits } from '../api/get-discount-limits';
import { scanProduct } from '../api/scan-product';
import { useSellSupplements } from '../api/sell-supplements';
import { cartTotals } from '../utils/cart-totals';
import type { CartLine } from '../utils/cart-totals';
import { SaleReceipt } from './sale-receipt';
import type { Receipt } from './sale-receipt';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { METHOD_LABEL_IDS } from '../utils/method-labels';

type Method = 'cash' | 'card' | 'account';
const METHODS: readonly Method[] = ['cash', 'card', 'account'];

/**
 * The point of sale, built for a barcode scanner: the scanner types the code and Enter into the scan field, which
 * adds the item (again: one more) and stays focused for the next scan. Quantities, a discount within the role's
 * limit, payment by cash, card or onto a member's account, then the receipt.
 */
export function PointOfSale({ products }: { products: readonly Product[] }) {
  const t = useT();
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
      if (!product.active) setScanError(t('supplements.pos.inactive', { name: product.name }));
      else {
        setScanError(null);
        add(product);
      }
    } catch (caught) {
      setScanError(
        isApiError(caught, 404) ? t('supplements.pos.noSuchCode', { code: scanned }) : t('supplements.pos.scanFailed'),
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
      ? t('supplements.pos.overLimit', {
          amount: formatMoney(discountValue),
          percent: limit,
          largest: formatMoney(largest),
        })
      : null;

  async function pay() {
    setError(null);
    if (method === 'account' && !member) {
      setError(t('supplements.pos.chooseMember'));
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
      toast({
        variant: 'success',
        title: t('supplements.pos.recorded', { number: answer.number }),
        description: formatMoney(answer.total),
      });
      if (noTillOpen)
        toast({
          variant: 'default',
          title: t('supplements.pos.noTill'),
          description: t('supplements.pos.noTillText'),
        });
      setLines([]);
      setDiscount('');
      setMember(null);
    } catch (caught) {
      setError((isApiError(caught) && caught.answer?.message) || t('supplements.pos.failed'));
    }
  }

  return (
    <section aria-labelledby="pos-heading" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="pos-heading" className="text-lg font-semibold text-slate-900">
        {t('supplements.pos.title')}
      </h2>
      <form onSubmit={(event) => void onScan(event)} className="flex flex-wrap items-end gap-2">
        <div className="grid flex-1 gap-1">
          <label htmlFor={scanId} className="text-sm font-medium text-slate-800">
            {t('supplements.pos.scan')}
          </label>
          <input
            id={scanId}
            ref={scanRef}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            placeholder={t('supplements.pos.scanPlaceholder')}
            aria-describedby={scanError ? `${scanId}-error` : undefined}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('supplements.pos.add')}
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
            {t('supplements.pos.choose')}
          </label>
          <select
            id={pickId}
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">{t('supplements.pos.chooseNone')}</option>
            {products
              .filter((p) => p.active)
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {t('supplements.pos.option', { name: p.name, count: p.onHand })}
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
          {t('supplements.product.add')}
        </Button>
      </div>

      {lines.length === 0 ? (
        <p className="text-sm text-slate-700">{t('supplements.pos.empty')}</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">{t('supplements.pos.items')}</caption>
            <thead className="text-start text-slate-800">
              <ColumnHeaders
                cell="px-2 py-2"
                columns={[
                  { label: t('supplements.pos.item') },
                  { label: t('supplements.pos.price'), numeric: true },
                  { label: t('supplements.pos.quantity') },
                  { label: t('supplements.pos.amount'), numeric: true },
                  { label: t('supplements.pos.remove'), srOnly: true },
                ]}
              />
            </thead>
            <tbody className="divide-y divide-slate-200">
              {lines.map((line) => (
                <tr key={line.product.id}>
                  <th scope="row" className="px-2 py-2 text-start font-medium text-slate-900">
                    {line.product.name}
                    {line.quantity > line.product.onHand ? (
                      <span className="block text-xs font-normal text-red-700">
                        {t('supplements.pos.onlyInStock', { count: line.product.onHand })}
                      </span>
                    ) : null}
                  </th>
                  <td className="px-2 py-2 text-end">{formatMoney(line.product.price)}</td>
                  <td className="px-2 py-2">
                    <input
                      type="number"
                      min={1}
                      aria-label={t('supplements.pos.quantityOf', { name: line.product.name })}
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
                  <td className="px-2 py-2 text-end">{formatMoney(line.product.price * line.quantity)}</td>
                  <td className="px-2 py-2">
                    <Button
                      variant="secondary"
                      aria-label={t('supplements.pos.removeItem', { name: line.product.name })}
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
            {t('supplements.pos.discount')}
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
              ? t('supplements.pos.limitUnknown')
              : lines.length > 0 && largest !== undefined
                ? t('supplements.pos.limitOnThis', { percent: limit, amount: formatMoney(largest) })
                : t('supplements.pos.limit', { percent: limit })}
          </p>
          {overLimit ? (
            <p id={`${discountId}-error`} className="text-sm text-red-700">
              {overLimit}
            </p>
          ) : null}
        </div>
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium text-slate-800">{t('supplements.pos.payment')}</legend>
          <div className="flex flex-wrap gap-3">
            {METHODS.map((m) => (
              <label key={m} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="pos-method"
                  value={m}
                  checked={method === m}
                  onChange={() => setMethod(m)}
                  className="size-4 accent-indigo-700"
                />
                {t(METHOD_LABEL_IDS[m])}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {method === 'account' ? (
        member ? (
          <p className="text-sm text-slate-800">
            {t('supplements.pos.onAccountOf')} <strong>{`${member.firstName} ${member.lastName}`}</strong>{' '}
            <Button variant="secondary" onClick={() => setMember(null)}>
              {t('supplements.pos.change')}
            </Button>
          </p>
        ) : (
          <MemberPicker
            label={t('kit.memberField.label')}
            placeholder={t('supplements.pos.memberPlaceholder')}
            onPick={setMember}
          />
        )
      ) : null}
      {noTillOpen ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('supplements.pos.noTillNotice')}
        </p>
      ) : null}

      <dl className="grid grid-cols-2 gap-1 text-sm text-slate-800 sm:max-w-xs">
        <dt>{t('kitDialogs.receipt.subtotal')}</dt>
        <dd className="text-end">{formatMoney(totals.subtotal)}</dd>
        <dt>{t('kitDialogs.receipt.discount')}</dt>
        <dd className="text-end">{formatMoney(totals.discount)}</dd>
        <dt>{t('kitDialogs.receipt.tax')}</dt>
        <dd className="text-end">{formatMoney(totals.tax)}</dd>
        <dt className="font-semibold">{t('kitDialogs.receipt.total')}</dt>
        <dd className="text-end font-semibold" data-testid="pos-total">
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
          {t('supplements.pos.takePayment')}
        </Button>
      </div>
      <SaleReceipt receipt={receipt} onClose={() => setReceipt(null)} />
    </section>
  );
}
