import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line gym/module-boundaries -- the test holds the UI's English to the reactor's own labels
import { cashOf } from '@gym/modules/finance/petty-cash/till-reactor';
import { activateLocale, i18n, loadCatalogue, registerCatalogue } from '../../../lib/i18n/i18n';
import { pettyCashFeature } from '../feature';
import { movementLabelIn } from './movement-label';

/** Cash taken elsewhere, of each kind the till's reactor labels, as the desk would record it. */
const events = [
  { type: 'PaymentRecorded', data: { method: 'cash', amount: 100, invoiceId: 'i1' } },
  { type: 'PaymentRefunded', data: { method: 'cash', amount: 100, invoiceId: 'i1', reason: 'Overcharged' } },
  { type: 'ExpensePaid', data: { method: 'cash', amount: 100, expenseId: 'e1', category: 'Cleaning' } },
  {
    type: 'ExpensePaid',
    data: { method: 'cash', amount: 100, expenseId: 'e2', category: 'Repairs', vendor: 'Doha Tools, W.L.L.' },
  },
  { type: 'ExpenseVoided', data: { method: 'cash', amount: 100, expenseId: 'e1', reason: 'Entered twice' } },
  {
    type: 'SupplementSaleRecorded',
    data: { method: 'cash', amount: 100, total: 100, saleId: 's1', number: 'SUP-000007' },
  },
  { type: 'SupplementSaleReturned', data: { method: 'cash', amount: 100, saleId: 's1', reason: 'Sealed, unopened' } },
];
const movements = events.map((event) => cashOf(event)!);
const say = (kind: string, label: string) => movementLabelIn(i18n._.bind(i18n), kind, label);

describe("the till's movement labels, worded by the UI from their kind (issue 46)", () => {
  beforeAll(async () => {
    registerCatalogue(pettyCashFeature.name, pettyCashFeature.messages);
    await Promise.all([loadCatalogue('en', pettyCashFeature.name), loadCatalogue('ar', pettyCashFeature.name)]);
    await activateLocale('en');
  });
  afterAll(() => activateLocale('en'));

  it('says each in English exactly as the reactor labels it', () => {
    for (const m of movements) expect(say(m.source, m.label), m.source).toBe(m.label);
  });

  it('says them in Arabic, with reasons, categories, vendors and numbers as they are', async () => {
    await activateLocale('ar');
    expect(movements.map((m) => say(m.source, m.label))).toEqual([
      'دفعة',
      'استرداد: Overcharged',
      'مصروف: Cleaning',
      'مصروف: Repairs، Doha Tools, W.L.L.',
      'إلغاء مصروف: Entered twice',
      'مبيعات المكملات SUP-000007',
      'إرجاع مكملات: Sealed, unopened',
    ]);
  });

  it('shows a typed reason, or a label of a shape it does not know, as it is', async () => {
    await activateLocale('ar');
    expect(say('top-up', 'Change for the weekend')).toBe('Change for the weekend');
    expect(say('payment', 'Payment by a newer server')).toBe('Payment by a newer server');
  });
});
