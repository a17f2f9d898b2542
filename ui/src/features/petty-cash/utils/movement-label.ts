import type { useT } from '../../../lib/i18n/use-t';

type Translate = ReturnType<typeof useT>;

/**
 * How the till's reactor labels the cash it takes from other areas (till-reactor.ts), in English, by the movement's
 * kind: each pattern gives the label's data (reasons, the expense's category and vendor, the sale's number).
 */
const LABELS: Record<string, { pattern: RegExp; words: (parts: string[]) => [string, Record<string, string>?] }> = {
  payment: { pattern: /^Payment$/, words: () => ['petty-cash.movements.label.payment'] },
  refund: {
    pattern: /^Refund: ([\s\S]*)$/,
    words: ([reason]) => ['petty-cash.movements.label.refund', { reason: reason! }],
  },
  expense: {
    pattern: /^Expense: ([^,]*)(?:, ([\s\S]*))?$/,
    words: ([category, vendor]) =>
      vendor === undefined
        ? ['petty-cash.movements.label.expense', { category: category! }]
        : ['petty-cash.movements.label.expenseWithVendor', { category: category!, vendor }],
  },
  'expense-void': {
    pattern: /^Expense voided: ([\s\S]*)$/,
    words: ([reason]) => ['petty-cash.movements.label.expenseVoided', { reason: reason! }],
  },
  'supplement-sale': {
    pattern: /^Supplements (\S+)$/,
    words: ([number]) => ['petty-cash.movements.label.supplementSale', { number: number! }],
  },
  'supplement-return': {
    pattern: /^Supplements returned: ([\s\S]*)$/,
    words: ([reason]) => ['petty-cash.movements.label.supplementReturn', { reason: reason! }],
  },
};

/**
 * A till movement's label in the page's language. The server stores the label of cash taken elsewhere in English
 * ("Refund: Overcharged"); that one is worded again from its kind and its parts (reasons, categories, vendors and
 * numbers are data, kept as they are). A top-up's, withdrawal's or adjustment's label is the reason typed, shown as
 * typed, as is a label of a shape this UI does not know.
 */
export function movementLabelIn(t: Translate, kind: string, label: string): string {
  const known = LABELS[kind];
  const parts = known?.pattern.exec(label);
  if (!known || !parts) return label;
  const [id, values] = known.words(parts.slice(1));
  return t(id, values);
}
