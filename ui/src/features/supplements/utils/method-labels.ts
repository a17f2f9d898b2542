import type { Sale } from '@gym/modules/finance/supplements/supplement-contracts';

/** The ids of the ways a sale is paid, in the supplements catalogue: the point of sale, the sales list, the receipt. */
export const METHOD_LABEL_IDS: Record<Sale['method'], string> = {
  cash: 'supplements.method.cash',
  card: 'supplements.method.card',
  account: 'supplements.method.account',
};
