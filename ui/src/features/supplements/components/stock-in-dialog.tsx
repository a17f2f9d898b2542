import { stockReceiptInput } from '@gym/modules/finance/supplements/supplement-contracts';
import type { Product } from '@gym/modules/finance/supplements/supplement-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useReceiveStock } from '../api/receive-stock';

/**
 * Stock in: a delivery of one product from a supplier, at a unit cost (the average cost moves with it). The form is
 * the server's purchase with its one line.
 */
export function StockInDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const receive = useReceiveStock();
  const number = { valueAsNumber: true } as const;
  return (
    <FormDialog
      open={product !== null}
      onClose={onClose}
      title={product ? `Stock in: ${product.name}` : 'Stock in'}
      schema={stockReceiptInput}
      defaultValues={{ supplier: '', lines: [{ productId: product?.id ?? '' }] }}
      submitLabel="Receive stock"
      failureMessage="The delivery could not be recorded."
      onSubmit={async (values, { idempotencyKey }) => {
        await receive.mutateAsync({ input: values, idempotencyKey });
        toast({
          variant: 'success',
          title: 'Stock received',
          description: `${values.lines[0]?.quantity} × ${product?.name}`,
        });
      }}
    >
      {({ field }) => (
        <>
          <TextField label="Supplier" {...field('supplier')} />
          <TextField label="Quantity" type="number" min={1} {...field('lines.0.quantity', number)} />
          <TextField label="Unit cost (QAR)" type="number" min={0} step="0.01" {...field('lines.0.unitCost', number)} />
        </>
      )}
    </FormDialog>
  );
}
