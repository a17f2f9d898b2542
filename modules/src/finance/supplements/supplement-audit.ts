import { auditFlag, auditValue, defineAudit } from '@gym/kernel/audit/audit-contract';
import type { AuditPart, AuditSubjectName } from '@gym/kernel/audit/audit-contract';
import type { SupplementEvent } from './supplement-events.js';

const product = (id: string, label?: string): AuditPart => ({
  ref: 'supplement-product',
  id,
  ...(label ? { label } : {}),
});
const sale = (id: string, label: string): AuditPart => ({ ref: 'supplement-sale', id, label });

/** Supplement events in the Audit trail (finance staff read them). */
export const supplementAudit = defineAudit<SupplementEvent>({
  access: {
    SupplementProductAdded: 'canViewFinancials',
    SupplementProductChanged: 'canViewFinancials',
    SupplementStockReceived: 'canViewFinancials',
    SupplementStockCounted: 'canViewFinancials',
    SupplementStockSold: 'canViewFinancials',
    SupplementStockReturned: 'canViewFinancials',
    SupplementSaleRecorded: 'canViewFinancials',
    SupplementSaleReturned: 'canViewFinancials',
    SupplementDiscountLimitSet: 'canManageSettings',
    SupplementSaleNumberAssigned: 'canViewFinancials',
  },
  describe(event) {
    switch (event.type) {
      case 'SupplementProductAdded':
        return ['added ', product(event.data.productId, event.data.name), ' at ', { money: event.data.price }];
      case 'SupplementProductChanged':
        return [
          'changed ',
          product(event.data.productId, event.data.name),
          ' (price ',
          { money: event.data.price },
          ')',
        ];
      case 'SupplementStockReceived':
        return [
          'received ',
          auditValue('quantity', event.data.quantity),
          ' of ',
          product(event.data.productId),
          ' from ',
          auditValue('supplier', event.data.supplier),
          ' at ',
          { money: event.data.unitCost, param: 'unitCost' },
          ' each (average cost now ',
          { money: event.data.averageCost, param: 'averageCost' },
          ')',
        ];
      case 'SupplementStockCounted':
        return [
          'counted ',
          auditValue('counted', event.data.counted),
          ' of ',
          product(event.data.productId),
          ' where the books said ',
          auditValue('expected', event.data.expected),
          auditFlag('explained', Boolean(event.data.reason), ': '),
          ...(event.data.reason ? [auditValue('reason', event.data.reason)] : []),
        ];
      case 'SupplementStockSold':
        return [
          auditValue('quantity', event.data.quantity),
          ' of ',
          product(event.data.productId),
          ' left the stock in a sale',
        ];
      case 'SupplementStockReturned':
        return [
          auditValue('quantity', event.data.quantity),
          ' of ',
          product(event.data.productId),
          ' came back into stock',
        ];
      case 'SupplementSaleRecorded':
        return [
          'sold supplements ',
          sale(event.data.saleId, event.data.number),
          ' for ',
          { money: event.data.total },
          auditValue(
            'method',
            event.data.method,
            event.data.method === 'account' ? ' on the member account of ' : ` (${event.data.method})`,
          ),
          ...(event.data.method === 'account' && event.data.memberId
            ? [{ ref: 'member', id: event.data.memberId } as AuditPart]
            : []),
          auditFlag('discounted', event.data.discount > 0, ' with a discount of '),
          ...(event.data.discount > 0 ? [{ money: event.data.discount, param: 'discount' } as AuditPart] : []),
        ];
      case 'SupplementSaleReturned':
        return [
          'took back items of sale ',
          sale(event.data.saleId, event.data.saleId),
          ', ',
          { money: event.data.amount },
          ' back by ',
          auditValue('method', event.data.method),
          ': ',
          auditValue('reason', event.data.reason),
        ];
      case 'SupplementDiscountLimitSet':
        return [
          'set the discount limit of the role ',
          auditValue('role', event.data.role),
          ' to ',
          auditValue('percent', event.data.percent),
          '%',
        ];
      case 'SupplementSaleNumberAssigned':
        return ['gave the receipt number ', auditValue('number', event.data.number), ' to a sale'];
    }
  },
  names: {
    SupplementProductAdded: (event) => [productName(event.data)],
    SupplementProductChanged: (event) => [productName(event.data)],
    SupplementSaleRecorded: (event) => [{ kind: 'supplement-sale', id: event.data.saleId, name: event.data.number }],
  },
});

function productName(data: { productId: string; name: string }): AuditSubjectName {
  return { kind: 'supplement-product', id: data.productId, name: data.name };
}
