import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { productInput } from '@gym/modules/finance/supplements/supplement-contracts';
import type { Product, ProductInput } from '@gym/modules/finance/supplements/supplement-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
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
  const t = useT();
  const save = useSaveProduct();
  const number = { valueAsNumber: true } as const;
  return (
    <FormDialog<ProductInput, ProductValues>
      open={open}
      onClose={onClose}
      wide
      title={product ? t('supplements.product.edit', { name: product.name }) : t('supplements.product.add')}
      schema={productInput}
      defaultValues={product ? productValues(product) : newProduct}
      submitLabel={product ? t('supplements.product.save') : t('supplements.product.add')}
      failureMessage={t('supplements.product.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        await save.mutateAsync({ input: { id: product?.id ?? null, product: values }, idempotencyKey });
        toast({
          variant: 'success',
          title: product ? t('supplements.product.saved') : t('supplements.product.added'),
          description: values.name,
        });
      }}
    >
      {({ field, register }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('supplements.product.name')} autoFocus {...field('name')} />
          <TextField label={t('supplements.product.brand')} {...field('brand')} />
          <TextField label={t('supplements.product.category')} {...field('category')} />
          <TextField label={t('supplements.product.barcode')} autoComplete="off" {...field('barcode')} />
          <TextField label={t('supplements.product.sku')} autoComplete="off" {...field('sku')} />
          <TextField label={t('supplements.product.price')} type="number" step="0.01" {...field('price', number)} />
          <TextField
            label={t('supplements.product.unitCost')}
            type="number"
            step="0.01"
            disabled={product !== null}
            hint={product ? t('supplements.product.costMoves') : t('supplements.product.costUntil')}
            {...field('cost', number)}
          />
          <TextField label={t('supplements.product.taxRate')} type="number" step="0.01" {...field('taxRate', number)} />
          <TextField label={t('supplements.product.reorderLevel')} type="number" {...field('reorderLevel', number)} />
          <label className="flex items-center gap-2 self-end text-sm text-slate-800">
            <input type="checkbox" {...register('active')} className="size-4 accent-indigo-700" />
            {t('supplements.product.active')}
          </label>
        </div>
      )}
    </FormDialog>
  );
}
