import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { productInput } from '@gym/modules/finance/supplements/supplement-contracts';
import type { Product, ProductInput } from '@gym/modules/finance/supplements/supplement-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSaveProduct } from '../api/save-product';

type ProductValues = z.output<typeof productInput>;

/** A new product: its price and first cost start empty, to be entered. */
const newProduct: DefaultValues<ProductInput> = {
  name: '',
  brand: '',
  category: '',
  barcode: '',
  sku: '',
  taxRate: 0,
  reorderLevel: 0,
  active: true,
};

function productValues(product: Product): ProductInput {
  const { name, brand, category, cost, price, taxRate, reorderLevel, active } = product;
  return {
    name,
    brand,
    category,
    barcode: product.barcode ?? '',
    sku: product.sku ?? '',
    cost,
    price,
    taxRate,
    reorderLevel,
    active,
  };
}

/** Add a product, or change one (its cost moves only with purchases, so it is set here only for a new product). */
export function ProductDialog({
  open,
  product,
  onClose,
}: {
  open: boolean;
  product: Product | null;
  onClose: () => void;
}) {
  const save = useSaveProduct();
  const number = { valueAsNumber: true } as const;
  return (
    <FormDialog<ProductInput, ProductValues>
      open={open}
      onClose={onClose}
      wide
      title={product ? `Edit ${product.name}` : 'Add product'}
      schema={productInput}
      defaultValues={product ? productValues(product) : newProduct}
      submitLabel={product ? 'Save product' : 'Add product'}
      failureMessage="The product could not be saved. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        await save.mutateAsync({ input: { id: product?.id ?? null, product: values }, idempotencyKey });
        toast({ variant: 'success', title: product ? 'Product saved' : 'Product added', description: values.name });
      }}
    >
      {({ field, register }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" autoFocus {...field('name')} />
          <TextField label="Brand" {...field('brand')} />
          <TextField label="Category" {...field('category')} />
          <TextField label="Barcode" autoComplete="off" {...field('barcode')} />
          <TextField label="SKU" autoComplete="off" {...field('sku')} />
          <TextField label="Price (QAR)" type="number" step="0.01" {...field('price', number)} />
          <TextField
            label="Unit cost (QAR)"
            type="number"
            step="0.01"
            disabled={product !== null}
            hint={product ? 'Moves with purchases (moving average).' : 'Until the first purchase.'}
            {...field('cost', number)}
          />
          <TextField label="Tax rate (%)" type="number" step="0.01" {...field('taxRate', number)} />
          <TextField label="Reorder level" type="number" {...field('reorderLevel', number)} />
          <label className="flex items-center gap-2 self-end text-sm text-slate-800">
            <input type="checkbox" {...register('active')} className="size-4 accent-indigo-700" />
            Active (for sale)
          </label>
        </div>
      )}
    </FormDialog>
  );
}
