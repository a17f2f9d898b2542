import { stockReceiptInput } from '@gym/modules/finance/supplements/supplement-contracts';
import type { Product } from '@gym/modules/finance/supplements/supplement-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { useReceiveStock } from '../api/receive-stock';

/**
 * Stock in: a delivery of one product from a supplier, at a unit cost (the average cost moves with it). The form is
 * the server's purchase with its one line.
 */
export function StockInDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const t = useT();
  const receive = useReceiveStock();
  const number = { valueAsNumber: true } as const;
  return (
    <FormDialog
      open={product !== null}
      onClose={onClose}
      title={product ? t('supplements.stockIn.titleOf', { name: product.name }) : t('supplements.products.stockIn')}
      schema={stockReceiptInput}
      defaultValues={{ supplier: '', lines: [{ productId: product?.id ?? '' }] }}
      submitLabel={t('supplements.stockIn.submit')}
      failureMessage={t('supplements.stockIn.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        await receive.mutateAsync({ input: values, idempotencyKey });
        toast({
          variant: 'success',
          title: t('supplements.stockIn.done'),
          description: `${values.lines[0]?.quantity} × ${product?.name}`,
        });
      }}
    >
      {({ field }) => (
        <>
          <TextField label={t('supplements.stockIn.supplier')} {...field('supplier')} />
          <TextField
            label={t('supplements.pos.quantity')}
            type="number"
            min={1}
            {...field('lines.0.quantity', number)}
          />
          <TextField
            label={t('supplements.product.unitCost')}
            type="number"
            min={0}
            step="0.01"
            {...field('lines.0.unitCost', number)}
          />
        </>
      )}
    </FormDialog>
  );
}
